// Who may deploy what: one secret token per module, each with a name for the audit trail. Tokens come
// from DEPLOY_TOKEN_<MODULE> variables (DEPLOY_TOKEN_MFE_SHOP, DEPLOY_TOKEN_SHELL…) or from the JSON
// file the association edits, DEPLOY_TOKENS_FILE ([{ "name": "équipe boutique", "module": "mfe-shop",
// "digest": "sha256:…" }], its lines made by npm run deploy-token; a plain "token" is still read). The
// file is read again when it changes: a team added or taken away takes effect without a restart. Only
// SHA-256 digests are kept; a presented token is compared with every one, in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import { remoteModules, shellModule } from '@mtdm/shared/federation';
import { isNewModuleName } from '../releases/module-registry';

/** What a token may deploy besides the modules: the content the editors publish (DEPLOY_TOKEN_CONTENT). */
const CONTENT = 'content';

/**
 * What a token can deploy: a module of the one list (shared/modules.json, by folder), or the content.
 * A module added to the list has its token at once.
 */
const DEPLOYABLE_MODULES: readonly string[] = [
  shellModule.folder,
  ...remoteModules.map((module) => module.folder),
  CONTENT,
];
/** A module's folder ("mfe-shop", "shell") or "content". */
export type DeployableModule = string;

export const isDeployableModule = (value: string): boolean => DEPLOYABLE_MODULES.includes(value);

export interface DeployToken {
  readonly name: string;
  readonly module: DeployableModule;
  readonly digest: Buffer;
}

/** Shorter tokens could be guessed: the server refuses to start with one. */
const MIN_TOKEN_LENGTH = 32;

const digestOf = (token: string) => createHash('sha256').update(token, 'utf8').digest();

function tokenOf(name: string, module: string, token: unknown): DeployToken {
  if (!isDeployableModule(module))
    throw new Error(`Jeton de déploiement « ${name} » : module inconnu « ${module} »`);
  if (typeof token !== 'string' || token.length < MIN_TOKEN_LENGTH)
    throw new Error(`Jeton de déploiement « ${name} » : ${MIN_TOKEN_LENGTH} caractères au moins`);
  return { name, module, digest: digestOf(token) };
}

/** A token of the file: its digest as npm run deploy-token writes it, or (older files) the token itself. */
function fileTokenOf(entry: { name?: unknown; module?: unknown; token?: unknown; digest?: unknown }) {
  const name = String(entry.name ?? 'sans nom');
  const module = String(entry.module ?? '');
  if (entry.token !== undefined) return tokenOf(name, module, entry.token);
  const hex =
    typeof entry.digest === 'string' ? /^sha256:([0-9a-f]{64})$/.exec(entry.digest)?.[1] : undefined;
  // A module the list does not have yet may be named: its first release registers it (module-registry.ts).
  if (!isDeployableModule(module) && !isNewModuleName(module))
    throw new Error(`Jeton de déploiement « ${name} » : module inconnu « ${module} »`);
  if (!hex) throw new Error(`Jeton de déploiement « ${name} » : empreinte « sha256:… » attendue`);
  return { name, module, digest: Buffer.from(hex, 'hex') };
}

function readTokensFile(file: string): DeployToken[] {
  let listed: unknown;
  try {
    listed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`DEPLOY_TOKENS_FILE illisible : ${file}`);
  }
  if (!Array.isArray(listed)) throw new Error('DEPLOY_TOKENS_FILE : une liste de jetons est attendue');
  return (listed as Parameters<typeof fileTokenOf>[0][]).map(fileTokenOf);
}

const variableTokens = (env: Readonly<Record<string, string | undefined>>) =>
  DEPLOYABLE_MODULES.flatMap((module) => {
    const variable = `DEPLOY_TOKEN_${module.toUpperCase().replace(/-/g, '_')}`;
    return env[variable] ? [tokenOf(variable, module, env[variable])] : [];
  });

export function loadDeployTokens(env: Readonly<Record<string, string | undefined>>): DeployToken[] {
  return [...variableTokens(env), ...(env.DEPLOY_TOKENS_FILE ? readTokensFile(env.DEPLOY_TOKENS_FILE) : [])];
}

const stampOf = (file: string) => {
  try {
    const stats = fs.statSync(file);
    return `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
  } catch {
    return 'absent';
  }
};

/**
 * The tokens as they are now: the variables', and the file's, read again whenever it changed. A
 * file that became unreadable or wrong keeps the list it had (said in the log): a typo of the
 * association's does not lock every team out. At start, a wrong file stops the server.
 */
export function liveDeployTokens(
  env: Readonly<Record<string, string | undefined>>,
  warn: (message: string) => void = console.warn,
): () => readonly DeployToken[] {
  const fixed = variableTokens(env);
  const file = env.DEPLOY_TOKENS_FILE;
  let fromFile = file ? readTokensFile(file) : [];
  let seen = file ? stampOf(file) : '';
  return () => {
    if (!file) return fixed;
    const stamp = stampOf(file);
    if (stamp !== seen) {
      seen = stamp;
      try {
        fromFile = readTokensFile(file);
      } catch (error) {
        warn(
          `${error instanceof Error ? error.message : String(error)} : les jetons d’avant restent valables.`,
        );
      }
    }
    return [...fixed, ...fromFile];
  };
}

export type TokenCheck =
  | { readonly ok: true; readonly name: string }
  | { readonly ok: false; readonly status: 401 | 403; readonly message: string };

export const tokenMessages = {
  missing: 'Jeton de déploiement manquant ou inconnu.',
  otherModule: (module: string) => `Ce jeton ne permet pas de déployer ${module}.`,
} as const;

/** The name of the token an `Authorization: Bearer …` header presents, when it is one of `tokens`. */
export function tokenHolder(
  tokens: readonly DeployToken[],
  authorization: string | undefined,
): string | undefined {
  const presented = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!presented) return undefined;
  const digest = digestOf(presented);
  let found: DeployToken | undefined;
  for (const token of tokens) if (timingSafeEqual(token.digest, digest)) found = token;
  return found?.name;
}

/** The token of an `Authorization: Bearer …` header, checked for `module`. */
export function checkDeployToken(
  tokens: readonly DeployToken[],
  authorization: string | undefined,
  module: string,
): TokenCheck {
  const presented = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!presented) return { ok: false, status: 401, message: tokenMessages.missing };
  const digest = digestOf(presented);
  // Every token is compared, whatever matched before: the time taken says nothing about which one.
  let found: DeployToken | undefined;
  for (const token of tokens) if (timingSafeEqual(token.digest, digest)) found = token;
  if (!found) return { ok: false, status: 401, message: tokenMessages.missing };
  if (found.module !== module) return { ok: false, status: 403, message: tokenMessages.otherModule(module) };
  return { ok: true, name: found.name };
}
