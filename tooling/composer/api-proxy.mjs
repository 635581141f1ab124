// /api proxied to the API by @fastify/http-proxy, with the API's own headers, and the live
// socket's upgrades (/api/ws/) tunnelled to it. A body over the API's limit is refused here
// (413 JSON) before it reaches the API; the connection stays usable.
import http from 'node:http';
import { Readable } from 'node:stream';
import httpProxy from '@fastify/http-proxy';
import { API_BODY_LIMIT, DRAIN_LIMIT, MESSAGES, sendJson } from './errors.mjs';

const isApiPath = (url) => /^\/api(?:[/?]|$)/.test(url || '');

/** What a proxy in front says of the request: its address, scheme and host, for the API. */
function forwardedHeaders(req) {
  const before = req.headers['x-forwarded-for'];
  const address = req.socket.remoteAddress || '';
  return {
    'x-forwarded-for': before ? `${before}, ${address}` : address,
    'x-forwarded-proto': String(
      req.headers['x-forwarded-proto'] || (req.socket.encrypted ? 'https' : 'http'),
    ),
    'x-forwarded-host': String(req.headers['x-forwarded-host'] || req.headers.host || ''),
  };
}

/** 413 at once; the body is read and dropped (keep-alive) unless it is too large to bother. */
const refuse = (reply, length) =>
  sendJson(reply, 413, MESSAGES.tooLarge, length > DRAIN_LIMIT ? { connection: 'close' } : {});

/** A declared body over the limit: refused before it is read. */
async function refuseDeclared(request, reply) {
  const declared = request.headers['content-length'];
  if (declared !== undefined && Number(declared) > API_BODY_LIMIT) {
    return refuse(reply, Number(declared));
  }
}

/**
 * A chunked body: counted as it arrives, then sent on with its length (at most the limit); over
 * the limit, a 413 and the rest read and dropped.
 */
async function limitChunked(request, reply) {
  const body = request.body;
  if (!(body instanceof Readable) || request.headers['content-length'] !== undefined) return;
  const chunks = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size <= API_BODY_LIMIT) chunks.push(chunk);
    else if (size > DRAIN_LIMIT) {
      request.raw.destroy();
      return reply;
    }
  }
  if (size > API_BODY_LIMIT) return refuse(reply, 0);
  // Sent on as it came (a stream: reply-from would re-encode a Buffer as JSON), with its length.
  delete request.raw.headers['transfer-encoding'];
  request.raw.headers['content-length'] = String(size);
  request.body = Readable.from(chunks);
}

/** Registers the proxy of /api to `apiUrl` on the app (outside the pages' security headers). */
export async function registerApiProxy(app, { apiUrl }) {
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) return refuseDeclared(request, reply);
  });
  await app.register(httpProxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    preHandler: limitChunked,
    replyOptions: {
      rewriteRequestHeaders: (req, headers) => ({ ...headers, ...forwardedHeaders(req) }),
      onError: (reply, { error }) => {
        // The API has answered (a 413, say) and only sending it the rest of the body failed:
        // its answer went on unchanged; else it is not reachable.
        if (reply.sent || reply.raw.headersSent) return reply.raw.destroy(error);
        return sendJson(reply, 502, MESSAGES.apiDown);
      },
    },
  });
  tunnelUpgrades(app.server, apiUrl);
}

const headerLines = (rawHeaders) => {
  let lines = '';
  for (let i = 0; i < rawHeaders.length; i += 2)
    lines += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`;
  return lines;
};

/**
 * A WebSocket upgrade under /api/ is passed to the API as it came (its cookies and Origin) and
 * the two sockets joined once the API has switched protocols; the API's refusal (a 401, a 403)
 * goes back as it is, and an API that is down closes the socket at once, so the page counts a
 * failed attempt. (@fastify/http-proxy's own WebSocket proxy accepts the page's socket before
 * the API does: a page would see its socket open, then close, and never back off.)
 */
function tunnelUpgrades(server, apiUrl) {
  const target = new URL(apiUrl);
  server.on('upgrade', (req, socket, head) => {
    if (!/^\/api\//.test(req.url || '')) return socket.destroy();
    socket.on('error', () => upstream.destroy());
    const upstream = http.request({
      hostname: target.hostname,
      port: target.port || 80,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, ...forwardedHeaders(req) },
    });
    upstream.on('upgrade', (res, upstreamSocket, upstreamHead) => {
      upstreamSocket.on('error', () => socket.destroy());
      socket.on('close', () => upstreamSocket.destroy());
      upstreamSocket.on('close', () => socket.destroy());
      socket.write(`HTTP/1.1 101 Switching Protocols\r\n${headerLines(res.rawHeaders)}\r\n`);
      if (upstreamHead.length) socket.write(upstreamHead);
      if (head.length) upstreamSocket.write(head);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
    });
    upstream.on('response', (res) => {
      socket.write(
        `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n${headerLines(res.rawHeaders)}\r\n`,
      );
      res.pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    upstream.end();
  });
}

/**
 * `Expect: 100-continue` with an /api body over the limit: refused before the client sends it
 * (and the connection closed, since the body it announced will not follow).
 */
export function refuseEarly(server) {
  server.on('checkContinue', (req, res) => {
    if (isApiPath(req.url) && Number(req.headers['content-length']) > API_BODY_LIMIT) {
      const body = JSON.stringify({ message: MESSAGES.tooLarge });
      res.writeHead(413, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        connection: 'close',
      });
      return res.end(body);
    }
    res.writeContinue();
    server.emit('request', req, res);
  });
}
