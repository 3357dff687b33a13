import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * Scripts a document runs from its own text: a pre-rendered page carries the shell's main.js inline
 * (scripts/lib/prerender.mjs). Data blocks (`application/json`, `application/ld+json`) are not run,
 * and a script with `src` is allowed by the policy's 'self'.
 */
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*\stype="?application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/gi;

/** The Content-Security-Policy source of each script the document runs inline: 'sha256-…'. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}

/**
 * The reply's policy (set by @fastify/helmet on every request, api/src/http/security.ts) lets this
 * document's own inline scripts run, and no other: each is named by its hash.
 */
export function allowInlineScripts(reply: FastifyReply, html: string): void {
  const sources = inlineScriptSources(html);
  const policy = reply.getHeader('content-security-policy');
  if (sources.length === 0 || typeof policy !== 'string') return;
  void reply.header(
    'content-security-policy',
    policy.replace(
      /(^|;)script-src ([^;]*)/,
      (_all, start: string, list: string) => `${start}script-src ${list} ${sources.join(' ')}`,
    ),
  );
}
