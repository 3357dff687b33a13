// Entry of the release renderer (dist/release-renderer.js), started by the server in a sandbox
// (../sandbox.ts): Node's permission model lets it read the builds and the content it renders and write
// its output folder, nothing else; it holds no secret. It takes one job from the server and answers
// over the IPC channel, and ends when the server does.
import { renderPages } from './render-pages';
import type { RendererAnswer, RendererJob } from './render-job';
import { writeIndex } from './write-index';

// First of all: the server gone, the renderer goes too (its process group is also ended by the server,
// and at the next start if the server was killed).
process.on('disconnect', () => process.exit(70));

async function run(job: RendererJob): Promise<RendererAnswer> {
  return job.kind === 'index' ? writeIndex(job) : renderPages(job);
}

process.once('message', (job: RendererJob) => {
  run(job).then(
    (answer) => process.send?.({ ok: true, answer }, () => process.exit(0)),
    (error: unknown) =>
      process.send?.({ ok: false, message: error instanceof Error ? error.message : String(error) }, () =>
        process.exit(1),
      ),
  );
});
