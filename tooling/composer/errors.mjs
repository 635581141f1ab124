// What the composer answers itself: plain words, never an echo of the request. JSON `{ message }`
// where the API would answer (/api), plain text where a browser reads a page or a file.

/** The API's body limit (BODY_LIMIT in api/src/app.ts): a larger /api body is a 413 here. */
export const API_BODY_LIMIT = 1024 * 1024;
/**
 * A refused body up to this size is read and dropped, so that the connection stays usable
 * (keep-alive); past it the connection is closed after the 413 instead.
 */
export const DRAIN_LIMIT = 16 * 1024 * 1024;

export const MESSAGES = {
  notFound: 'Not found',
  badRequest: 'Bad request',
  method: 'This method is not allowed here',
  tooLarge: 'The request body is too large',
  headersTooLarge: 'The request headers are too large',
  apiDown: 'The API is not reachable. Please try again shortly.',
  renderDown: 'This page cannot be made right now. Please try again shortly.',
  internal: 'Something went wrong on our side. Please try again.',
};

export const NO_CACHE = 'no-cache';

/** A JSON `{ message }` answer (an /api path, or what the parser refused). */
export function sendJson(reply, status, message, headers = {}) {
  return reply
    .code(status)
    .headers({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': NO_CACHE,
      'x-content-type-options': 'nosniff',
      ...headers,
    })
    .send(JSON.stringify({ message }));
}

/** A plain-text answer (a page or a file that is not there, a method not allowed). */
export function sendText(reply, status, message, headers = {}) {
  return reply
    .code(status)
    .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_CACHE, ...headers })
    .send(message);
}

/**
 * What Node's parser refuses (headers over the limit, a malformed request), written to the
 * socket: JSON, then the connection closed (Fastify's clientErrorHandler).
 */
export function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({
    message: status === 431 ? MESSAGES.headersTooLarge : MESSAGES.badRequest,
  });
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
      body,
  );
}
