// The one request every API helper makes, with the client conventions of spec section 7:
// same-origin credentials; JSON both ways (an upload sends a FormData as multipart); a 401 on a read
// gives null; any other failure throws an ApiError carrying the server's `{ message }`. Front-end
// code calls `api(route, …)` or, to upload a file, `apiForm(route, …, form)` (./client.ts).
import type { HttpMethod } from '../contract/route';

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

/** An empty body (a 204) gives undefined; otherwise JSON, falling back to the raw text. */
async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return undefined;
  const json = parseJson(text);
  return json === undefined ? text : json;
}

/** What came back: null when a read found the user signed out (a 401), else the body. */
export type Sent = { body: unknown } | null;

/** A write's headers and body: a FormData as it is, else JSON. */
function writeOf(body: unknown): Pick<RequestInit, 'headers' | 'body'> {
  // A multipart upload: no Content-Type, so the browser sets it with the form's boundary (the
  // API's CSRF guard checks the Origin of a multipart request instead of its JSON content type).
  if (typeof FormData !== 'undefined' && body instanceof FormData)
    return { headers: { Accept: 'application/json' }, body };
  return {
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

/**
 * Sends one request. A read asks for JSON and gives null on a 401; a write sends a JSON content
 * type always (the API's CSRF guard wants it) and a JSON body when there is one, or a FormData
 * as multipart (a file upload, `apiForm`).
 */
export async function send(method: HttpMethod, url: string, body?: unknown): Promise<Sent> {
  const res =
    method === 'GET'
      ? await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      : await fetch(url, { method, credentials: 'same-origin', ...writeOf(body) });
  if (method === 'GET' && res.status === 401) return null;
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
  return { body: await readBody(res) };
}
