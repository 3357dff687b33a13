// npm run walk -w @mtdm/api [-- <parcours>]: which files of api/src a request runs through, for the
// four walks of walks.mts (adhesion, expedition, rappel, deploiement; adhesion when none is named).
// The server (a real SQLite file, a real local SMTP server) makes the walk once to warm up, so that
// start-up and first-use code is left out; then V8's precise coverage is reset and the walk is made
// again. Each file with a function that ran is listed, then the count of files and folders. `--json`
// prints the list as JSON (the scripts' tests read it). `--par-requete` lists them request by request,
// for a walk whose requests are named (a file can run in several). The release renderer's own process (a
// deployment's pages) is not counted: it runs the built renderer, outside api/src.
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useRunFolder } from '@mtdm/shared/build/run-folder';
import { walks, type Step, type WalkName } from './walks.mts';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** The files of api/src (tests aside) of which at least one function ran. */
function filesThatRan(coverage: { url: string; functions: { ranges: { count: number }[] }[] }[]) {
  return coverage
    .filter((script) => script.url.startsWith('file://'))
    .filter((script) => script.functions.some((fn) => fn.ranges[0]!.count > 0))
    .map((script) => fileURLToPath(script.url))
    .filter((file) => file.startsWith(SOURCE + path.sep) && !file.includes(`${path.sep}__tests__${path.sep}`))
    .map((file) => path.relative(SOURCE, file))
    .sort();
}

const named = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'adhesion';
if (!(named in walks)) throw new Error(`Parcours inconnu : ${named} (${Object.keys(walks).join(', ')}).`);
const walk = walks[named as WalkName];

// The test server's content, database and mail folders go into the walk's own folder, removed at its end.
useRunFolder('mtdm-walk-');
const ctx = await walk.server();
const session = new Session();
session.connect();
try {
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await walk.run(ctx, 1, await walk.prepare(ctx, 1), async () => undefined);
  const prepared = await walk.prepare(ctx, 2);
  await session.post('Profiler.takePreciseCoverage');
  // Taking the coverage resets it: each step holds what ran since the one before.
  const steps: { name: string; files: string[] }[] = [];
  const step: Step = async (name) => {
    steps.push({ name, files: filesThatRan((await session.post('Profiler.takePreciseCoverage')).result) });
  };
  await walk.run(ctx, 2, prepared, step);
  await step('le parcours');
  const files = [...new Set(steps.flatMap((taken) => taken.files))].sort();
  const requests = steps.filter((taken) => taken.files.length > 0);
  const folders = new Set(files.map((file) => path.dirname(file)));
  if (process.argv.includes('--json'))
    console.log(JSON.stringify({ walk: named, files, folders: folders.size, steps: requests }));
  else if (process.argv.includes('--par-requete'))
    for (const taken of requests) {
      console.log(`${taken.name} : ${taken.files.length} fichiers`);
      for (const file of taken.files) console.log(`  ${file}`);
    }
  else {
    for (const file of files) console.log(`  ${file}`);
    console.log(
      `${walk.subject} passe par ${files.length} fichiers de l’api, dans ${folders.size} dossiers.`,
    );
  }
} finally {
  session.disconnect();
  await ctx.close();
  walk.cleanUp?.(ctx);
}
