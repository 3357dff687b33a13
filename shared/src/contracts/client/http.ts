/** What every browser client needs: where the api lives and how to reach it. */
export interface ApiClientOptions {
  /** Origin (and optional prefix) of the api; '' = same origin as the page (default). */
  readonly baseUrl?: string;
  /** fetch implementation; defaults to the global fetch, read at call time. */
  readonly fetch?: typeof fetch;
}

/** A failure whose `message` is the exact French text to show; `detail` is for logs only. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function resolveFetch(options: ApiClientOptions): typeof fetch {
  const implementation = options.fetch ?? globalThis.fetch;
  if (typeof implementation !== 'function') throw new Error('fetch is not available');
  return implementation;
}

/** Reads a JSON body; undefined when it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** The value of a string field of an unknown JSON body. */
export function stringField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}
