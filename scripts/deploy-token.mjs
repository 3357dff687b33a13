// npm run deploy-token -- <module> "<name>": a new deployment token for a team. Prints the token, for
// the team's pipeline secret (DEPLOY_TOKEN), and the line for the association's DEPLOY_TOKENS_FILE,
// which holds its SHA-256 digest only: the server reads the file again when it changes, no restart.
import { createHash, randomBytes } from 'node:crypto';

const [module, name = module] = process.argv.slice(2);
if (!module || !/^[a-z][a-z0-9-]*$/.test(module)) {
  console.error('Usage : npm run deploy-token -- mfe-shop "équipe boutique"');
  process.exit(2);
}
const token = randomBytes(32).toString('base64url');
const entry = { name, module, digest: `sha256:${createHash('sha256').update(token, 'utf8').digest('hex')}` };
console.log(`Jeton (secret du pipeline, DEPLOY_TOKEN, à ne pas écrire ailleurs) :\n${token}\n`);
console.log(`Ligne à ajouter à la liste de DEPLOY_TOKENS_FILE :\n${JSON.stringify(entry)}`);
