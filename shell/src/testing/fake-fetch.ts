/** A fetch that answers every request with this JSON body (jsdom has no Response class). */
export function fetchAnswering(body: unknown, status = 200): typeof fetch {
  return jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  })) as unknown as typeof fetch;
}
