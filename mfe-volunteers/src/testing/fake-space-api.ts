import { fakeResponse } from '@mtdm/shared/testing';

type Answer = { readonly body: unknown; readonly status?: number };

/**
 * The space's api as the tests answer it: GET answers by address, every POST recorded with its
 * headers and body and answered by `posts` (the server's French message).
 */
export function fakeSpaceApi(gets: Record<string, unknown>, posts: Record<string, Answer> = {}) {
  const sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') {
      sent.push({
        url,
        headers: (init.headers ?? {}) as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const answer = posts[url] ?? { body: { success: true, message: 'Fait.' } };
      return fakeResponse(answer.body, answer.status ?? 200);
    }
    return url in gets ? fakeResponse(gets[url]) : fakeResponse({ message: 'Introuvable.' }, 404);
  }) as typeof fetch;
  return { sent };
}

export const volunteerWith = (...roles: string[]) => ({
  name: 'Claire Martin',
  email: 'claire@example.org',
  roles,
  csrfToken: 'jeton-csrf',
});
