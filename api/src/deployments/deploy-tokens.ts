// Who may deploy what: one secret token per module, each with a name for the audit trail. Tokens come
// from DEPLOY_TOKEN_<MODULE> variables (DEPLOY_TOKEN_MFE_SHOP, DEPLOY_TOKEN_SHELL…) or from the JSON
// file DEPLOY_TOKENS_FILE ([{ "name": "équipe boutique", "module": "mfe-shop", "token": "…" }]).
// Only their SHA-256 digests are kept in memory; a presented token is compared with every one, in
// constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import { remoteModules, shellModule } from '@mtdm/shared/federation';

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

export function loadDeployTokens(env: Readonly<Record<string, string | undefined>>): DeployToken[] {
  const tokens = DEPLOYABLE_MODULES.flatMap((module) => {
    const variable = `DEPLOY_TOKEN_${module.toUpperCase().replace(/-/g, '_')}`;
    return env[variable] ? [tokenOf(variable, module, env[variable])] : [];
  });
  if (env.DEPLOY_TOKENS_FILE) {
    let listed: unknown;
    try {
      listed = JSON.parse(fs.readFileSync(env.DEPLOY_TOKENS_FILE, 'utf8'));
    } catch {
      throw new Error(`DEPLOY_TOKENS_FILE illisible : ${env.DEPLOY_TOKENS_FILE}`);
    }
    if (!Array.isArray(listed)) throw new Error('DEPLOY_TOKENS_FILE : une liste de jetons est attendue');
    for (const entry of listed as { name?: unknown; module?: unknown; token?: unknown }[])
      tokens.push(tokenOf(String(entry.name ?? 'sans nom'), String(entry.module ?? ''), entry.token));
  }
  return tokens;
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
