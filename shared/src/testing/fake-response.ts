/** A minimal fetch Response (jsdom has none): status, content type and a JSON or text body. */
export function fakeResponse(body: unknown, status = 200, contentType = 'application/json'): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  } as unknown as Response;
}
