// The scripts a pre-rendered page carries inline: a module's remote entry read from its build, with its
// source map named where it is served, refused when it could break out of its script element, and
// allowed by the policy of the state that holds its pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineScriptSources, readRemoteEntry, scriptSource, type FederationManifest } from '../page-scripts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const manifestNaming = (name: string): FederationManifest => ({ metaData: { remoteEntry: { name } } });
const location = (folder: string) => ({
  publicPath: '/mfe/shop/releases/0123456789ab/',
  dist: folder,
  manifestFile: path.join(folder, 'mf-manifest.json'),
});

/** A module's build holding `entry` as its remoteEntry.js, and its manifest. */
function builtModule(entry: string) {
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), entry);
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifestNaming('remoteEntry.js')));
  return location(dist);
}

describe('a remote entry carried inline', () => {
  it('is named by its served address, its source map too', () => {
    const module = builtModule('var mfe_shop;\n//# sourceMappingURL=remoteEntry.js.map');
    expect(readRemoteEntry(module, manifestNaming('remoteEntry.js'))).toEqual({
      address: '/mfe/shop/releases/0123456789ab/remoteEntry.js',
      code: 'var mfe_shop;\n//# sourceMappingURL=/mfe/shop/releases/0123456789ab/remoteEntry.js.map',
    });
  });

  it.each(['var a = "</script><script>alert(1)"', 'var a = "<!--"', 'var a = "</SCRIPT >"'])(
    'is refused when it would end its script element early: %s',
    (entry) => {
      const module = builtModule(entry);
      expect(() => readRemoteEntry(module, manifestNaming('remoteEntry.js'))).toThrow(
        'remoteEntry.js ne peut pas être écrit dans la page',
      );
    },
  );

  it.each(['../../../etc/passwd', '/etc/passwd', 'remoteEntry.mjs', 'a b.js'])(
    'is refused when the manifest names a file outside its build: %s',
    (name) => {
      const module = builtModule('var mfe_shop;');
      expect(() => readRemoteEntry(module, manifestNaming(name))).toThrow('entrée du module refusée');
    },
  );
});

describe('the inline scripts a state allows', () => {
  it('are the shell’s main.js and each built module’s entry, nothing for a module with no build', () => {
    const shellDist = path.join(dir, 'shell');
    fs.mkdirSync(shellDist);
    fs.writeFileSync(path.join(shellDist, 'main.js'), 'self.webpackChunkshell = [];');
    const shop = builtModule('var mfe_shop;');
    expect(
      inlineScriptSources({
        shell: { dist: shellDist },
        remotes: { mfe_shop: shop, mfe_forms: location(path.join(dir, 'absent')) },
      }),
    ).toEqual([scriptSource('self.webpackChunkshell = [];'), scriptSource('var mfe_shop;')]);
  });

  it('leave out an entry no page can carry', () => {
    const shellDist = path.join(dir, 'shell');
    fs.mkdirSync(shellDist);
    fs.writeFileSync(path.join(shellDist, 'main.js'), 'self.webpackChunkshell = [];');
    const shop = builtModule('var mfe_shop = "</script>";');
    expect(inlineScriptSources({ shell: { dist: shellDist }, remotes: { mfe_shop: shop } })).toEqual([
      scriptSource('self.webpackChunkshell = [];'),
    ]);
  });
});
