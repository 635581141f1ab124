// The API client conventions of spec section 7: same-origin credentials; reads join path segments
// with slashes and give null on 401; writes send JSON; errors carry the body's message.

/** Marks an ApiError whichever copy of this module made it (see `Symbol.hasInstance`). */
const API_ERROR = Symbol.for('hospohire.ApiError');

export class ApiError extends Error {
  /**
   * `instanceof ApiError` holds for an error made by any copy of this module: the federated
   * entries of shared-kernel (`shared-kernel/forms`, `/account`, …) may each carry their own copy,
   * and a class check by identity would then miss an API error and show a network failure.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as { [API_ERROR]?: unknown })[API_ERROR] === true
    );
  }

  readonly [API_ERROR] = true;
  readonly status: number;
  readonly statusText: string;
  /** The response text, as the spec's dashboard calls report it. */
  readonly responseText: string;
  /** The field the API named in a 400, when it named one. */
  readonly field?: string;

  constructor(status: number, statusText: string, responseText: string) {
    const body = parseJson(responseText);
    const message =
      body &&
      typeof body === 'object' &&
      typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : `${status} ${statusText}`.trim();
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.responseText = responseText;
    const field =
      body && typeof body === 'object' ? (body as { field?: unknown }).field : undefined;
    if (typeof field === 'string') this.field = field;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An empty body gives null; otherwise JSON, falling back to the raw text. */
async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return null;
  const json = parseJson(text);
  return json === undefined ? text : json;
}

/** Joins path segments with slashes: ['/api/applications', 7] → '/api/applications/7'. */
export function joinPath(segments: readonly unknown[]): string {
  return segments.map(String).join('/');
}

/** A read. A 401 gives null (no data); any other failure throws an ApiError. */
export async function apiGet<T>(path: string | readonly unknown[]): Promise<T | null> {
  const url = typeof path === 'string' ? path : joinPath(path);
  const res = await fetch(url, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (res.status === 401) return null;
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
  return (await readBody(res)) as T;
}

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A write: JSON content type always, a JSON body when there is one. */
export async function apiWrite<T>(
  method: WriteMethod,
  url: string,
  body?: unknown,
): Promise<T | null> {
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
  return (await readBody(res)) as T;
}
