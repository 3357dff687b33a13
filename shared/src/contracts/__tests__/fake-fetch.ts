/**
 * A recording stand-in for fetch, answering with one scripted response. The responses are plain
 * objects with the members the clients read, so the tests run in jsdom as well as in Node.
 */
export function fakeFetch(answer: Response | (() => never)) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const implementation = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), init });
    if (typeof answer === 'function') return answer();
    return answer;
  });
  return { fetch: implementation as unknown as typeof fetch, requests, calls: implementation };
}

function fakeResponse(body: string, status: number, contentType: string): Response {
  const headers = new Map([['content-type', contentType]]);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    json: async () => JSON.parse(body) as unknown,
    text: async () => body,
  } as unknown as Response;
}

export const json = (body: unknown, status = 200, contentType = 'application/json; charset=utf-8') =>
  fakeResponse(JSON.stringify(body), status, contentType);

export const text = (body: string, status = 200, contentType = 'text/html') =>
  fakeResponse(body, status, contentType);
