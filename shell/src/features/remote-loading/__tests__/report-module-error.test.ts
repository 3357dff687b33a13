// A module's failure in this browser is told to the server: its name, release, page path (no query),
// kind and message; a few per page load; an error that is not a module's is not told.
import {
  failureKindOf,
  reportModuleError,
  resetReportsForTests,
  watchUnhandledModuleErrors,
} from '../report-module-error';

jest.mock('../remote-registry', () => ({
  startRemoteRegistration: () =>
    Promise.resolve({
      mfe_shop: '/mfe/shop/releases/shop-1a2b3c4d5e6f/mf-manifest.json',
      mfe_museum: '/mfe/museum/mf-manifest.json',
    }),
}));

const beacons: { url: string; body: Record<string, unknown> }[] = [];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetReportsForTests();
  beacons.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) as Record<string, unknown> });
      return true;
    },
  });
  window.history.replaceState(null, '', '/pages/laboutique?email=marie@example.org#panier');
});

it('tells the server which module failed, in which release and on which page, without the query', async () => {
  reportModuleError('mfe_shop', 'boundary', new TypeError('total is undefined'));
  await settle();
  expect(beacons).toEqual([
    {
      url: '/api/erreurs-navigateur',
      body: {
        module: 'mfe_shop',
        release: 'shop-1a2b3c4d5e6f',
        route: '/pages/laboutique',
        kind: 'boundary',
        message: 'TypeError: total is undefined',
      },
    },
  ]);
});

it('sends three reports of a module and six of a page load at most', async () => {
  for (let index = 0; index < 5; index += 1) reportModuleError('mfe_shop', 'boundary', new Error('x'));
  for (let index = 0; index < 5; index += 1) reportModuleError('mfe_museum', 'boundary', new Error('y'));
  await settle();
  expect(beacons.filter((beacon) => beacon.body.module === 'mfe_shop')).toHaveLength(3);
  expect(beacons).toHaveLength(6);
  expect(beacons.find((beacon) => beacon.body.module === 'mfe_museum')?.body.release).toBe('dist');
});

it('tells an uncaught error whose stack runs through a module’s files as that module’s, and no other', async () => {
  const target = new EventTarget() as unknown as Window;
  watchUnhandledModuleErrors(target);
  const fromShop = new Error('clic perdu');
  fromShop.stack =
    'Error: clic perdu\n    at onClick (https://site.example/mfe/shop/releases/shop-1a2b3c4d5e6f/724.js:1:200)';
  const fromSite = new Error('du site');
  fromSite.stack = 'Error: du site\n    at x (https://site.example/main.js:1:10)';
  target.dispatchEvent(
    Object.assign(new Event('error'), { error: fromSite, filename: 'https://site.example/main.js' }),
  );
  target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: fromShop }));
  await settle();
  await settle();
  expect(beacons.map((beacon) => [beacon.body.module, beacon.body.kind])).toEqual([
    ['mfe_shop', 'unhandled'],
  ]);
});

it('tells a module’s code that could not load from a failure of that code', () => {
  expect(
    failureKindOf(Object.assign(new Error('Loading chunk 724 failed.'), { name: 'ChunkLoadError' })),
  ).toBe('chunk');
  expect(failureKindOf(new TypeError('total is undefined'))).toBe('boundary');
});
