import { loadRemotePage } from '../load-remote-page';
import { resetRegistrationForTests } from '../remote-registry';
import {
  provideRemoteLoader,
  provideRemotePage,
  registeredRemotes,
  resetRemoteModules,
} from '../../../testing/federation-runtime-stub';
import { fetchAnswering } from '../../../testing/fake-fetch';

const remotesJson = { mfe_shop: '/mfe/shop/mf-manifest.json', mfe_forms: '/mfe/forms/mf-manifest.json' };

function serveRemotesJson(status = 200) {
  global.fetch = fetchAnswering(remotesJson, status);
}

const ShopPage = () => null;

beforeEach(() => {
  resetRemoteModules();
  resetRegistrationForTests();
  serveRemotesJson();
});

it('reads /remotes.json once, registers the remotes and loads the exposed page', async () => {
  provideRemotePage('mfe_shop/ShopPage', ShopPage);
  await expect(loadRemotePage({ remote: 'mfe_shop', module: './ShopPage' })).resolves.toBe(ShopPage);
  await loadRemotePage({ remote: 'mfe_shop', module: './ShopPage' });
  expect(global.fetch).toHaveBeenCalledTimes(1);
  expect(registeredRemotes).toEqual([
    { name: 'mfe_shop', entry: '/mfe/shop/remoteEntry.js' },
    { name: 'mfe_forms', entry: '/mfe/forms/remoteEntry.js' },
  ]);
});

it('takes the remotes the server wrote into the document, without requesting /remotes.json', async () => {
  document.head.innerHTML = `<script type="application/json" id="mtdm-boot-data">${JSON.stringify({
    remotes: { mfe_shop: '/mfe/shop/releases/v3/mf-manifest.json' },
  })}</script>`;
  try {
    provideRemotePage('mfe_shop/ShopPage', ShopPage);
    await expect(loadRemotePage({ remote: 'mfe_shop', module: './ShopPage' })).resolves.toBe(ShopPage);
    expect(global.fetch).not.toHaveBeenCalled();
    expect(registeredRemotes).toEqual([{ name: 'mfe_shop', entry: '/mfe/shop/releases/v3/remoteEntry.js' }]);
  } finally {
    document.head.innerHTML = '';
  }
});

it('fails when the remote is missing from remotes.json, and reads the file again next time', async () => {
  serveRemotesJson(503);
  await expect(loadRemotePage({ remote: 'mfe_shop', module: './ShopPage' })).rejects.toThrow('HTTP 503');
  serveRemotesJson();
  provideRemotePage('mfe_shop/ShopPage', ShopPage);
  await expect(loadRemotePage({ remote: 'mfe_shop', module: './ShopPage' })).resolves.toBe(ShopPage);
});

it('refuses a module that does not provide a page component', async () => {
  provideRemoteLoader('mfe_forms/DonationPage', async () => ({ notAPage: true }));
  await expect(loadRemotePage({ remote: 'mfe_forms', module: './DonationPage' })).rejects.toThrow(
    'Le module chargé ne fournit pas de page',
  );
});
