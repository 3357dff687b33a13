import { exposedModuleOf, pageFileOf, pages, type PageKey } from '..';
import { remoteByName } from '../../federation';

// The build's rule (file name → exposed module), the one the remotes are built with.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS file, read as the build reads it
const { exposedNameOfFile } = require('../../../build/create-webpack-config.cjs') as {
  exposedNameOfFile: (file: string) => string | undefined;
};

describe('page registry and exposed modules', () => {
  it.each(Object.keys(pages) as PageKey[])(
    '%s: owned by a module of the list, exposed under the name the build gives its file',
    (page) => {
      expect(remoteByName(pages[page].owner)).toBeDefined();
      expect(exposedNameOfFile(pageFileOf(page))).toBe(exposedModuleOf(page));
    },
  );

  it('names files and modules from the key', () => {
    expect(pageFileOf('museumInBrief')).toBe('museum-in-brief-page.tsx');
    expect(exposedModuleOf('museumInBrief')).toBe('./MuseumInBriefPage');
  });
});
