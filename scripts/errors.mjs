// npm run errors -- <module>: what visitors' browsers reported of the module (its boundary's catches,
// its code that could not load, its uncaught errors), by release, with the module's own token.
import { browserErrorsOf } from './lib/deploy-client.mjs';
import { errorLines } from './lib/deploy-history.mjs';

const [moduleFolder] = process.argv.slice(2);
if (!moduleFolder) {
  console.error('Usage : SITE_URL=… DEPLOY_TOKEN=… npm run errors -- mfe-shop');
  process.exit(2);
}
try {
  const { status, body } = await browserErrorsOf(moduleFolder);
  if (status !== 200) throw new Error(body.message ?? `statut ${status}`);
  for (const line of errorLines(body)) console.log(line);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
