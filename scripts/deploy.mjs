// npm run deploy -- <module>: sends the module's build (npm run build -w <module>) to the live site,
// SITE_URL, with the module's token, DEPLOY_TOKEN, and what it is (its commit, a clean tree or not, the
// lockfile's digest, who built it). The site checks it, serves it, checks it again served, and
// answers; this prints the answer and fails when the release is not live.
// npm run deploy -- <module> --history: the module's releases and what each was.
// npm run deploy -- <module> --preview: checked the same way, kept aside; prints the signed link that
// shows it in one browser. --promote <id> puts that preview live, --discard <id> drops it.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deployModule, discardPreview, historyOf, promotePreview } from './lib/deploy-client.mjs';
import { historyLines } from './lib/deploy-history.mjs';

// --from <folder>: the build of <folder>/<module>/dist and dist-server, made elsewhere than here.
// --allow-dirty: deploy a build made from a tree with uncommitted changes (the history marks it).
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string' },
    'allow-dirty': { type: 'boolean', default: false },
    history: { type: 'boolean', default: false },
    preview: { type: 'boolean', default: false },
    promote: { type: 'string' },
    discard: { type: 'string' },
  },
});
const [moduleFolder] = positionals;
if (!moduleFolder) {
  console.error(
    'Usage : SITE_URL=… DEPLOY_TOKEN=… npm run deploy -- mfe-shop [--from dossier] [--allow-dirty] [--preview | --promote id | --discard id | --history]',
  );
  process.exit(2);
}
try {
  if (values.history) {
    const { status, body } = await historyOf(moduleFolder);
    if (status !== 200) throw new Error(body.message ?? `statut ${status}`);
    for (const line of historyLines(body)) console.log(line);
    process.exit(0);
  }
  const started = Date.now();
  const { status, body } = values.promote
    ? await promotePreview(moduleFolder, values.promote)
    : values.discard
      ? await discardPreview(moduleFolder, values.discard)
      : await deployModule(moduleFolder, {
          ...(values.from ? { root: path.resolve(values.from) } : {}),
          allowDirty: values['allow-dirty'],
          preview: values.preview,
        });
  console.log(body.message);
  if (body.link) console.log(`Lien d’aperçu (jusqu’au ${body.expiresAt}) : ${body.link}`);
  for (const problem of body.problems ?? []) console.log(`  - ${problem}`);
  if (status) console.log(`(statut ${status}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(body.success ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
