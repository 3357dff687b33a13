// The shell's adapter to @module-federation/enhanced's runtime (MTDM_FEDERATION_RUNTIME=package): the
// package itself is replaced by a recorder; the end-to-end tests run the real one (npm test).
import { REMOTE_ENTRY_TIMEOUT_MS } from '../load-script';

const packageRuntime = {
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
};
jest.mock('@module-federation/enhanced/runtime', () => packageRuntime);

// Loaded after the mock is in place.
const load = () => import('../package-runtime');

beforeEach(() => {
  jest.resetModules();
  for (const fn of Object.values(packageRuntime)) fn.mockReset();
});

it('registers the site’s time limit for remote entries once, and each remote by force', async () => {
  const { registerRemotes } = await load();
  registerRemotes([{ name: 'mfe_shop', entry: '/mfe/shop/remoteEntry.js' }]);
  registerRemotes([{ name: 'mfe_shop', entry: '/mfe/shop/remoteEntry.js' }]);
  expect(packageRuntime.registerPlugins).toHaveBeenCalledTimes(1);
  const [[plugins]] = packageRuntime.registerPlugins.mock.calls;
  expect(plugins[0].createScript()).toEqual({ timeout: REMOTE_ENTRY_TIMEOUT_MS });
  // The same address again changes nothing; a new release is registered again.
  expect(packageRuntime.registerRemotes).toHaveBeenCalledTimes(1);
  registerRemotes([{ name: 'mfe_shop', entry: '/mfe/shop/releases/2/remoteEntry.js' }]);
  expect(packageRuntime.registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'mfe_shop', entry: '/mfe/shop/releases/2/remoteEntry.js' }],
    { force: true },
  );
});

it('gives the loaded module, and forgets a failed load so the next attempt fetches again', async () => {
  const { loadRemote, registerRemotes } = await load();
  registerRemotes([{ name: 'mfe_shop', entry: '/mfe/shop/remoteEntry.js' }]);
  packageRuntime.registerRemotes.mockClear();
  packageRuntime.loadRemote.mockRejectedValueOnce(new Error('404'));
  await expect(loadRemote('mfe_shop/ShopPage')).rejects.toThrow('404');
  expect(packageRuntime.registerRemotes).toHaveBeenCalledWith(
    [{ name: 'mfe_shop', entry: '/mfe/shop/remoteEntry.js' }],
    { force: true },
  );
  packageRuntime.loadRemote.mockResolvedValueOnce(null);
  await expect(loadRemote('mfe_shop/ShopPage')).rejects.toThrow('introuvable');
  const page = { default: () => null };
  packageRuntime.loadRemote.mockResolvedValueOnce(page);
  await expect(loadRemote('mfe_shop/ShopPage')).resolves.toBe(page);
});
