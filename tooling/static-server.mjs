// Serves a built front-end folder: a remote (CORS, no SPA fallback) or the host (SPA fallback,
// the run-time remote map at /remotes.json, and /api with WebSocket upgrades proxied to the API).
//
// - Files are looked up on disk at each request (no file list learned at start), so a remote or
//   the host rebuilt alone is served at the next page load, as nginx does in production.
// - Hashed files are cached for a year (`immutable`); everything else (index.html and every deep
//   link that serves it, remotes.json, remoteEntry.js, main.js) is `no-cache` with an ETag, so a
//   browser revalidates it (a 304 when unchanged).
// - Compression: the build writes `.br` and `.gz` beside every script, style, page and JSON file;
//   the variant the request's Accept-Encoding allows (brotli first) is sent with Content-Encoding,
//   `Vary: Accept-Encoding` and an ETag of its own (one per encoding). Only the pages composed at
//   request time (compose-page.mjs: the host's shell with a remote's fragment) are compressed here.
// - Security headers come from helmet: a Content-Security-Policy built from the remote map,
//   nosniff, Referrer-Policy, X-Frame-Options, and HSTS only for requests that came over https.
// - /api bodies over the API's limit are refused here (413 JSON) before they reach the API.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable, pipeline } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import helmet, { strictTransportSecurity } from 'helmet';
import httpProxy from 'http-proxy';
import { apiDocumentFor, composeDocument, composePage, composedPageFor } from './compose-page.mjs';

/** The API's body limit (BODY_LIMIT in api/src/app.ts): a larger /api body is a 413 here. */
export const API_BODY_LIMIT = 1024 * 1024;
/**
 * A refused body up to this size is read and dropped, so that the connection stays usable
 * (keep-alive); past it the connection is closed after the 413 instead.
 */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/** What this server answers itself (the API's own words where the API would say the same). */
export const MESSAGES = {
  notFound: 'Not found',
  badRequest: 'Bad request',
  method: 'This method is not allowed here',
  tooLarge: 'The request body is too large',
  headersTooLarge: 'The request headers are too large',
  apiDown: 'The API is not reachable. Please try again shortly.',
  internal: 'Something went wrong on our side. Please try again.',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** A webpack content hash in the name (`122.d6c93f9f.js`, `….js.map`): cached for a year. */
export const HASHED_FILE = /[./][0-9a-f]{8,}\.[A-Za-z0-9]+(\.map)?$/;
/**
 * Files the build precompresses (tooling/federation.cjs): each may have `.br` and `.gz` variants
 * beside it, sent with Content-Encoding to a request that accepts them.
 */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/i;
/** How much older than its file a precompressed variant may be (written by the same build). */
const STALE_VARIANT_MS = 5000;
/** The encodings served, best first, and the suffix of their precompressed file. */
const ENCODINGS = { br: '.br', gzip: '.gz' };

/** The encodings of ENCODINGS an Accept-Encoding header allows (q > 0), best first. */
export function acceptedEncodings(header) {
  const allowed = new Map();
  for (const part of String(header || '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    allowed.set(token.trim(), q ? Number(q.slice(2)) : 1);
  }
  const wildcard = allowed.get('*');
  return Object.keys(ENCODINGS).filter((encoding) => {
    const q = allowed.has(encoding) ? allowed.get(encoding) : wildcard;
    return q !== undefined && q > 0;
  });
}

/** A path that names a file: never answered with the single page (nginx's rule too). */
const ASSET_PATH = /\.(?:js|mjs|css|map|json|txt|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|eot)$/i;

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** The origins (`http://localhost:3001`) of the remote map's remoteEntry.js URLs. */
export function remoteOrigins(remoteMap) {
  const origins = new Set();
  for (const entry of Object.values(remoteMap || {})) {
    try {
      const { origin, protocol } = new URL(String(entry));
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    } catch {
      /* not a URL: left out of the policy (the page cannot load it anyway) */
    }
  }
  return [...origins];
}

/** A Host header fit to be written into a policy (`localhost:3000`, `[::1]:3000`), else null. */
function safeHost(req) {
  const host = req.headers.host || '';
  return /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host) ? host : null;
}

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;

/**
 * Did the request come over https? A TLS socket, or `X-Forwarded-Proto: https` from a proxy we
 * trust (`trustProxy: true`, else only a proxy on this machine: a TLS terminator in front).
 */
function cameOverHttps(req, trustProxy) {
  if (req.socket.encrypted) return true;
  const trusted = trustProxy ?? LOOPBACK.test(req.socket.remoteAddress || '');
  if (!trusted) return false;
  const proto = String(req.headers['x-forwarded-proto'] || '')
    .split(',')[0]
    .trim();
  return proto.toLowerCase() === 'https';
}

/**
 * The host's page: scripts only from itself and the remotes of the remote map, no inline
 * script, not framed, fetches and the live socket only to its own origin.
 */
function hostSecurityHeaders(remoteMap) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", () => remoteOrigins(remoteMap()).join(' ')],
        scriptSrcAttr: ["'none'"],
        // MUI (emotion) injects <style> elements and sets style attributes at run time; styles
        // cannot run code, so inline styles are allowed (scripts never are).
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Company logos and profile pictures are https addresses their owners chose.
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // The API is same-origin (/api); the live notifications socket is ws(s):// to this host.
        connectSrc: [
          "'self'",
          (req) => {
            const host = safeHost(req);
            return host ? `ws://${host} wss://${host}` : '';
          },
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent only over https (see cameOverHttps): never announced by a plain-http answer.
    strictTransportSecurity: false,
  });
}

/** A remote: its files are scripts the host's page loads from another origin. */
function remoteSecurityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Loaded by <script> from the host's origin: a same-origin resource policy would block it.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
}

const hsts = strictTransportSecurity();

function sendJson(res, status, message, headers = {}) {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': NO_CACHE,
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

function sendText(res, status, message, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(message),
    'Cache-Control': NO_CACHE,
    ...headers,
  });
  res.end(message);
}

/** Does If-None-Match name this ETag (weak comparison, as for GET)? */
function etagMatches(req, etag) {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/** Is the client's copy still fresh: If-None-Match, else If-Modified-Since. */
function notModified(req, etag, mtime) {
  if (req.headers['if-none-match']) return etagMatches(req, etag);
  const since = Date.parse(req.headers['if-modified-since'] || '');
  return Number.isFinite(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/** The file under `root` a path names, or null when it cannot be one (outside, dotfile, NUL). */
function resolveInRoot(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const normal = path.posix.normalize(decoded);
  if (normal.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = path.join(root, normal);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

async function exists(file) {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Compression at request time, for composed pages only (fast settings: a page of ~40 KB). */
const COMPRESS = {
  br: (body) =>
    promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: 6 }),
};

/** Opens a regular file (else a directory's index.html, unless `exact`); null when there is none. */
async function openFile(file, { exact = false } = {}) {
  for (const candidate of exact ? [file] : [file, path.join(file, 'index.html')]) {
    let handle;
    try {
      handle = await fs.open(candidate, 'r');
      const stats = await handle.stat();
      if (stats.isFile()) return { handle, stats, file: candidate };
      await handle.close();
    } catch (error) {
      await handle?.close().catch(() => undefined);
      if (!['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG'].includes(error.code)) throw error;
    }
  }
  return null;
}

/**
 * @param {object} opts
 * @param {string} opts.root built folder
 * @param {number} opts.port
 * @param {string} [opts.host] interface to bind (default 0.0.0.0)
 * @param {boolean} [opts.spa] serve index.html for unknown paths (the host)
 * @param {() => object} [opts.remoteMap] the remote map served at /remotes.json (the host)
 * @param {string} [opts.apiUrl] where /api is proxied to (the host)
 * @param {boolean} [opts.trustProxy] trust X-Forwarded-Proto from any peer (default: loopback)
 * @returns {Promise<http.Server>}
 */
export function startStaticServer(opts) {
  const root = path.resolve(opts.root);
  const isHost = Boolean(opts.spa);
  const remoteMap = opts.remoteMap || (() => ({}));
  const securityHeaders = isHost ? hostSecurityHeaders(remoteMap) : remoteSecurityHeaders();

  /**
   * A composed page: compressed here (it differs per request), with an ETag of its content and
   * encoding, no-cache like index.html.
   */
  async function serveComposed(req, res, templateFile) {
    const html = await composePage(templateFile, {
      cookieHeader: req.headers.cookie,
      remoteMap: remoteMap(),
      apiUrl: opts.apiUrl,
    });
    return sendPage(req, res, 200, html, CONTENT_TYPES['.html']);
  }

  /** A page made for this request: compressed here, with an ETag of its content. */
  async function sendPage(req, res, status, text, contentType, extra = {}) {
    const html = Buffer.from(text);
    const [encoding] = acceptedEncodings(req.headers['accept-encoding']);
    const body = encoding ? await COMPRESS[encoding](html) : html;
    const hash = createHash('sha256').update(html).digest('base64url').slice(0, 16);
    const etag = `W/"${hash}${encoding ? `-${encoding}` : ''}"`;
    const headers = {
      'Cache-Control': NO_CACHE,
      ETag: etag,
      Vary: 'Accept-Encoding, Cookie',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    };
    if (etagMatches(req, etag)) {
      res.writeHead(304, headers);
      return res.end();
    }
    res.writeHead(status, {
      ...headers,
      ...extra,
      'Content-Type': contentType,
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * A public document the API writes (compose-page.mjs apiDocumentFor: a job's page, robots.txt,
   * the sitemap, the feed): its status, type and Location as the API answers; a job's page with
   * the host's parts inlined. This server's own security headers, not the API's.
   */
  async function serveApiDocument(req, res, apiPath, search) {
    let answer;
    try {
      answer = await fetch(new URL(`${apiPath}${search}`, opts.apiUrl), {
        headers: {
          cookie: String(req.headers.cookie || ''),
          accept: String(req.headers.accept || '*/*'),
          'x-forwarded-for': req.socket.remoteAddress || '',
          'x-forwarded-host': String(req.headers.host || ''),
        },
        redirect: 'manual',
      });
    } catch {
      return sendText(res, 502, MESSAGES.apiDown);
    }
    const contentType = answer.headers.get('content-type') || 'text/plain; charset=utf-8';
    const location = answer.headers.get('location');
    const extra = location ? { Location: location } : {};
    let text = await answer.text();
    if (contentType.startsWith('text/html')) {
      text = await composeDocument(text, { root, cookieHeader: req.headers.cookie });
    }
    return sendPage(req, res, answer.status, text, contentType, extra);
  }

  /** Sends a file of the folder, the single page for a deep link, or a 404. */
  async function serveFile(req, res, pathname, search) {
    const document = isHost && opts.apiUrl ? apiDocumentFor(pathname) : null;
    if (document) return serveApiDocument(req, res, document, search);
    const file = resolveInRoot(root, pathname);
    // A page composed at request time (compose-page.mjs): the landing page signed out, the
    // signed-in frame of a few pages, each with the fragment its remote serves now.
    const composed = isHost && composedPageFor(pathname, req.headers.cookie);
    if (composed && (await exists(path.join(root, composed)))) {
      return serveComposed(req, res, path.join(root, composed));
    }
    let found = file && (await openFile(file));
    if (!found && isHost && file && !ASSET_PATH.test(pathname)) {
      found = await openFile(path.join(root, 'index.html'));
    }
    if (!found) return sendText(res, 404, MESSAGES.notFound);
    const name = path.basename(found.file);
    const compressible = COMPRESSIBLE.test(name);
    // The build's precompressed variant the request accepts (brotli first), else the file itself.
    let sent = found;
    let encoding = null;
    if (compressible) {
      for (const candidate of acceptedEncodings(req.headers['accept-encoding'])) {
        const variant = await openFile(`${found.file}${ENCODINGS[candidate]}`, { exact: true });
        // A variant left older than its file (the file replaced after the build) is not it.
        if (variant && variant.stats.mtimeMs < found.stats.mtimeMs - STALE_VARIANT_MS) {
          await variant.handle.close();
        } else if (variant) {
          sent = variant;
          encoding = candidate;
          break;
        }
      }
      if (sent !== found) await found.handle.close();
    }
    const { handle, stats } = sent;
    // One ETag per representation: the variant's own size and time, and its encoding.
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${
      encoding ? `-${encoding}` : ''
    }"`;
    const headers = {
      'Cache-Control': HASHED_FILE.test(name) ? IMMUTABLE : NO_CACHE,
      ETag: etag,
      'Last-Modified': stats.mtime.toUTCString(),
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    };
    if (notModified(req, etag, stats.mtime)) {
      await handle.close();
      res.writeHead(304, headers);
      return res.end();
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': CONTENT_TYPES[path.extname(name).toLowerCase()] || 'application/octet-stream',
      'Content-Length': stats.size,
    });
    if (req.method === 'HEAD') {
      await handle.close();
      return res.end();
    }
    // The open handle keeps this version readable even if a rebuild replaces the file meanwhile.
    // pipeline: a client that goes away mid-file closes the file too.
    pipeline(handle.createReadStream(), res, () => undefined);
  }

  function serveRemoteMap(req, res) {
    const body = JSON.stringify(remoteMap());
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const headers = { 'Cache-Control': NO_CACHE, ETag: etag };
    if (etagMatches(req, etag)) {
      res.writeHead(304, headers);
      return res.end();
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function serveStatic(req, res, pathname, search = '') {
    if (!isHost) res.setHeader('Access-Control-Allow-Origin', '*');
    if (!isHost && req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Max-Age': '86400',
      });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, MESSAGES.method, {
        Allow: isHost ? 'GET, HEAD' : 'GET, HEAD, OPTIONS',
      });
    }
    if (isHost && pathname === '/remotes.json') return serveRemoteMap(req, res);
    serveFile(req, res, pathname, search).catch(() => {
      if (!res.headersSent) sendText(res, 500, MESSAGES.internal);
      else res.destroy();
    });
  }

  const proxy = opts.apiUrl
    ? httpProxy.createProxyServer({ target: opts.apiUrl, ws: true, xfwd: true })
    : null;
  proxy?.on('error', (_err, _req, res) => {
    if (!res || !('writeHead' in res)) {
      res?.destroy?.(); // a WebSocket upgrade: the socket
    } else if (!res.headersSent) {
      sendJson(res, 502, MESSAGES.apiDown);
    }
    // Else the API has answered (a 413, say) and only sending it the rest of the body failed:
    // its answer goes on to the client unchanged, never replaced by a 502.
  });
  proxy?.on('proxyRes', (proxyRes, _req, res) => {
    // The API's answer broke off: end the client's too rather than leave it waiting.
    const cut = () => {
      if (!res.writableEnded) res.destroy();
    };
    proxyRes.on('aborted', cut);
    proxyRes.on('error', cut);
  });

  /** 413 at once; the body is read and dropped (keep-alive) unless it is too large to bother. */
  function refuseBody(res, length) {
    sendJson(res, 413, MESSAGES.tooLarge, length > DRAIN_LIMIT ? { Connection: 'close' } : {});
  }

  /** /api: bodies over API_BODY_LIMIT are refused here, the rest goes to the API as it came. */
  function proxyApi(req, res) {
    const declared = req.headers['content-length'];
    if (declared !== undefined) {
      if (Number(declared) > API_BODY_LIMIT) return refuseBody(res, Number(declared));
      return proxy.web(req, res);
    }
    if (!req.headers['transfer-encoding']) return proxy.web(req, res);
    // A chunked body: counted as it arrives, then sent on with its length (at most the limit).
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= API_BODY_LIMIT) chunks.push(chunk);
      else if (!res.headersSent) {
        chunks.length = 0;
        refuseBody(res, 0);
      } else if (size > DRAIN_LIMIT) req.destroy();
    };
    req.on('data', onData);
    req.on('end', () => {
      if (res.headersSent) return;
      req.off('data', onData);
      delete req.headers['transfer-encoding'];
      req.headers['content-length'] = String(size);
      proxy.web(req, res, { buffer: Readable.from(chunks) });
    });
  }

  function handle(req, res) {
    const url = req.url || '/';
    const [pathname] = url.split('?');
    const search = url.slice(pathname.length);
    if (proxy && (pathname === '/api' || pathname.startsWith('/api/'))) return proxyApi(req, res);
    securityHeaders(req, res, (error) => {
      if (error) return sendText(res, 500, MESSAGES.internal);
      if (cameOverHttps(req, opts.trustProxy)) hsts(req, res, () => undefined);
      serveStatic(req, res, pathname, search);
    });
  }

  const server = http.createServer(handle);
  // `Expect: 100-continue` with a body over the limit: refused before the client sends it (and
  // the connection closed, since the body it announced will not follow).
  server.on('checkContinue', (req, res) => {
    const pathname = (req.url || '/').split('?')[0];
    const isApi = proxy && (pathname === '/api' || pathname.startsWith('/api/'));
    if (isApi && Number(req.headers['content-length']) > API_BODY_LIMIT) {
      return sendJson(res, 413, MESSAGES.tooLarge, { Connection: 'close' });
    }
    res.writeContinue();
    handle(req, res);
  });
  // What Node's parser refuses (headers over the limit, a malformed request): JSON, then close.
  server.on('clientError', (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({
      message: status === 431 ? MESSAGES.headersTooLarge : MESSAGES.badRequest,
    });
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  });
  if (proxy) {
    server.on('upgrade', (req, socket, head) => {
      if ((req.url || '').startsWith('/api/')) proxy.ws(req, socket, head);
      else socket.destroy();
    });
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host || '0.0.0.0', () => resolve(server));
  });
}
