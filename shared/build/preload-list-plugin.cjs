// Writes dist/start-up-files.json: the files the shell loads at once after main.js — its bootstrap
// chunk and the chunks of the singletons it provides (react-router's, for one, is not in
// mf-manifest.json). The pre-rendering names them as preload hints, so the browser fetches them in
// parallel with main.js.
//
// Only the chunks of the *provided* singletons: webpack also emits, for each singleton, a copy of the
// same code as the consumer's fallback chunk (same content, another name), which the shell never
// loads since it provides the singleton itself. Preloading both made the browser fetch each twice.
//
// It also lists the frame of each other language (chunks named "frame-<lang>", e.g. frame-en, the
// English header and footer): a page in that language fetches it before it hydrates, so its HTML
// names it too.
const { Compilation, sources } = require('webpack');
const { START_UP_FILES } = require('./build-names.cjs');

const isStartUpGroup = (group) =>
  group.origins.some(
    (origin) =>
      /\/bootstrap$/.test(origin.request ?? '') || origin.module?.constructor.name === 'ProvideSharedModule',
  );

class PreloadListPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreloadListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set();
          for (const group of compilation.chunkGroups.filter(isStartUpGroup)) {
            for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
          }
          const languageFrames = {};
          for (const group of compilation.chunkGroups) {
            const language = /^frame-([a-z]{2})$/.exec(group.name ?? '')?.[1];
            if (language)
              languageFrames[language] = group
                .getFiles()
                .filter((file) => file.endsWith('.js'))
                .sort();
          }
          const list = { files: [...files].sort(), languageFrames };
          const json = `${JSON.stringify(list, null, 2)}\n`;
          compilation.emitAsset(START_UP_FILES, new sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { PreloadListPlugin };
