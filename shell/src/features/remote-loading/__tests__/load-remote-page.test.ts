import { loadRemotePage, RETRY_DELAYS_MS } from '../load-remote-page';
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

describe('bounded retries', () => {
  const fail = (message: string) => async () => {
    throw new Error(message);
  };

  it('tries twice more after each delay when the page cannot be loaded, then succeeds', async () => {
    const waits: number[] = [];
    const attempts = [fail('réseau'), fail('réseau'), async () => ({ default: ShopPage })];
    provideRemoteLoader('mfe_shop/ShopPage', () => attempts.shift()!());
    await expect(
      loadRemotePage(
        { remote: 'mfe_shop', module: './ShopPage' },
        { wait: async (ms) => void waits.push(ms) },
      ),
    ).resolves.toBe(ShopPage);
    expect(waits).toEqual(RETRY_DELAYS_MS);
    expect(RETRY_DELAYS_MS).toEqual([400, 1200]);
  });

  it('gives up after the last retry with the last error, and starts afresh next time', async () => {
    let calls = 0;
    provideRemoteLoader('mfe_shop/ShopPage', async () => {
      calls += 1;
      throw new Error(`serveur arrêté (${calls})`);
    });
    const noWait = { wait: async () => undefined };
    await expect(loadRemotePage({ remote: 'mfe_shop', module: './ShopPage' }, noWait)).rejects.toThrow(
      'serveur arrêté (3)',
    );
    expect(calls).toBe(3);
    await expect(loadRemotePage({ remote: 'mfe_shop', module: './ShopPage' }, noWait)).rejects.toThrow(
      'serveur arrêté (6)',
    );
  });

  it('does not retry a module that loads but is not a page', async () => {
    let calls = 0;
    provideRemoteLoader('mfe_forms/DonationPage', async () => {
      calls += 1;
      return { notAPage: true };
    });
    await expect(
      loadRemotePage({ remote: 'mfe_forms', module: './DonationPage' }, { wait: async () => undefined }),
    ).rejects.toThrow('Le module chargé ne fournit pas de page');
    expect(calls).toBe(1);
  });
});
