import { createRetryPlugin, RETRY_DELAYS_MS } from '../retry-runtime-plugin';

type Plugin = ReturnType<typeof createRetryPlugin>;

/**
 * A federation runtime reduced to what the plugin uses: loadRemote runs the given attempts in turn
 * and, on a failure, asks errorLoadRemote for a fail-over as the real runtime does ('onLoad').
 */
function fakeRuntime(plugin: Plugin, attempts: Array<() => unknown>) {
  const remote = { name: 'mfe_shop', entry: '/mfe/shop/mf-manifest.json' };
  const origin = {
    options: { remotes: [remote] },
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async (id: string): Promise<unknown> => {
      const attempt = attempts.shift();
      try {
        if (!attempt) throw new Error('plus de tentative prévue');
        return attempt();
      } catch (error) {
        const failOver = await plugin.errorLoadRemote?.({
          id,
          error,
          from: 'runtime',
          lifecycle: 'onLoad',
          origin: origin as never,
        } as never);
        if (!failOver) throw error;
        return failOver;
      }
    }),
  };
  return { origin, remote };
}

const fail = (message: string) => () => {
  throw new Error(message);
};
const page = { default: () => null };

describe('retry runtime plugin', () => {
  it('waits, registers the remote afresh and loads again, twice at most', async () => {
    const waits: number[] = [];
    const plugin = createRetryPlugin(RETRY_DELAYS_MS, async (ms) => {
      waits.push(ms);
    });
    const { origin, remote } = fakeRuntime(plugin, [fail('réseau'), fail('réseau'), () => page]);
    await expect(origin.loadRemote('mfe_shop/ShopPage')).resolves.toBe(page);
    expect(origin.loadRemote).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([400, 1200]);
    expect(origin.registerRemotes).toHaveBeenCalledTimes(2);
    expect(origin.registerRemotes).toHaveBeenCalledWith([remote], { force: true });
  });

  it('gives up after the last retry with the last error, and starts afresh next time', async () => {
    const plugin = createRetryPlugin([0, 0], async () => {});
    const first = fakeRuntime(plugin, [
      fail('serveur arrêté'),
      fail('serveur arrêté'),
      fail('serveur arrêté'),
    ]);
    await expect(first.origin.loadRemote('mfe_shop/ShopPage')).rejects.toThrow('serveur arrêté');
    expect(first.origin.loadRemote).toHaveBeenCalledTimes(3);
    // "Réessayer" later: the three attempts are available again.
    const again = fakeRuntime(plugin, [fail('encore'), () => page]);
    await expect(again.origin.loadRemote('mfe_shop/ShopPage')).resolves.toBe(page);
  });

  it('gives a module built into the host as a factory, and leaves other lifecycles alone', async () => {
    const plugin = createRetryPlugin([0], async () => {});
    const { origin } = fakeRuntime(plugin, [() => page]);
    const factory = await plugin.errorLoadRemote?.({
      id: 'mfe_shop/ShopPage',
      error: new Error('x'),
      from: 'build',
      lifecycle: 'onLoad',
      origin: origin as never,
    } as never);
    expect(typeof factory).toBe('function');
    expect((factory as () => unknown)()).toBe(page);
    await expect(
      plugin.errorLoadRemote?.({
        id: 'x/y',
        error: new Error('x'),
        lifecycle: 'beforeRequest',
        origin,
      } as never),
    ).resolves.toBeUndefined();
  });
});
