import type { FastifyReply } from 'fastify';

/**
 * A pre-rendered page carries the shell's start-up code (main.js) inline. The reply's policy (set by
 * @fastify/helmet on every request, api/src/http/security.ts) lets that code run, named by the hash
 * recorded when the live state was made (api/src/releases/compose-state.ts), and nothing else: a
 * script that found its way into a page afterwards, or into a module's or the content's HTML, does
 * not run.
 */
export function allowInlineScripts(reply: FastifyReply, sources: readonly string[]): void {
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
