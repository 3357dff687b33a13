// Where a remote finds its chunks: the folder of its remote entry. Webpack's `publicPath: 'auto'`
// reads it from the `src` of the script that runs the entry; a pre-rendered page carries its module's
// entry inline, with no `src`, and names the entry's address in `data-remote-entry` instead. This
// runtime reads either, in place of webpack's automatic one (which would look for another script's
// address and take the shell's).
const { RuntimeGlobals, RuntimeModule, Template } = require('webpack');

const PLUGIN = 'EntryPublicPathPlugin';

/** The attribute of an inline remote entry that names the address it is served at (REMOTE_ENTRY_ATTRIBUTE). */
const REMOTE_ENTRY_ATTRIBUTE = 'data-remote-entry';

class EntryPublicPathRuntimeModule extends RuntimeModule {
  constructor() {
    // After webpack's own public path module (which sets ''), before anything loads a chunk.
    super('entry public path', RuntimeModule.STAGE_ATTACH);
  }

  generate() {
    return Template.asString([
      'var script = typeof document !== "undefined" ? document.currentScript : null;',
      `var address = script ? script.src || script.getAttribute(${JSON.stringify(REMOTE_ENTRY_ATTRIBUTE)}) : "";`,
      'if (!address) throw new Error("Module Federation : adresse de l’entrée du module introuvable.");',
      `${RuntimeGlobals.publicPath} = address.replace(/[?#].*$/, "").replace(/[^\\/]*$/, "");`,
    ]);
  }
}

/** For a remote built with `output.publicPath: ''`: its public path is the folder of its entry. */
class EntryPublicPathPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.publicPath).tap(PLUGIN, (chunk) => {
        compilation.addRuntimeModule(chunk, new EntryPublicPathRuntimeModule());
      });
    });
  }
}

module.exports = { EntryPublicPathPlugin, EntryPublicPathRuntimeModule, REMOTE_ENTRY_ATTRIBUTE };
