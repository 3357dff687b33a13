// The page table a remote's build reads (lent-pages.ts) is the one the shell lends, or none at all.
import { LENT_PAGE_TABLE } from '../page-table-lending';

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[LENT_PAGE_TABLE];
});

const lentModule = () => {
  let module: typeof import('../lent-pages') | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof import('../lent-pages')>('../lent-pages');
  });
  return module!;
};

it('gives a remote the shell’s table, not a copy of its own', () => {
  jest.isolateModules(() => {
    jest.requireActual<typeof import('../lend-page-table')>('../lend-page-table').lendPageTable();
  });
  const lent = (globalThis as Record<string, unknown>)[LENT_PAGE_TABLE] as typeof import('../pages');
  const remote = lentModule();
  expect(remote.pages).toBe(lent.pages);
  expect(remote.paths).toBe(lent.paths);
  expect(remote.paths.shop).toBe('/pages/laboutique');
  expect(remote.languageOf('homeEn')).toBe('en');
  expect(remote.SITE_NAME).toBe('Musée des Troupes de Marine');
});

it('a table the shell changed is the one the remote reads', () => {
  const table = { ...jest.requireActual<typeof import('../pages')>('../pages') };
  table.pages = { ...table.pages, shop: { ...table.pages.shop, title: 'Boutique du musée' } };
  (globalThis as Record<string, unknown>)[LENT_PAGE_TABLE] = table;
  expect(lentModule().pages.shop.title).toBe('Boutique du musée');
});

it('refuses to run without the shell', () => {
  expect(() => lentModule()).toThrow('Table des pages absente');
});
