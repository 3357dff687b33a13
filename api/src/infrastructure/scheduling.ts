import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once the server is ready, then every `intervalMs`, until it closes. The task reports
 * its own outcome; a failure is logged, never thrown.
 */
export function runAtStartAndEvery(
  app: FastifyInstance,
  intervalMs: number,
  failure: string,
  task: () => unknown,
): void {
  const run = () => {
    Promise.resolve()
      .then(task)
      .catch((error: unknown) => app.log.error({ err: error }, failure));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
