// The composer: the one Node server of every front-end part (docs/deploy.md), used by
// `pnpm start`, the tests and production alike. A remote: its built files with CORS. The host:
// its built files, the pages of the route table (pages.mjs: composed here, the API's documents,
// else the single page), the run-time remote map at /remotes.json, and /api (+ WebSocket)
// proxied to the API; the pages a remote renders (server-render.mjs), asked of it. A remote whose
// build has a server renderer (remote-public) also answers /__render/<path>. One file per job:
// static-files.mjs, api-proxy.mjs, security.mjs, pages.mjs, compose.mjs, server-render.mjs,
// errors.mjs.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { refuseEarly, registerApiProxy } from './api-proxy.mjs';
import { composeDocument, composePage, warmUpFetch } from './compose.mjs';
import { MESSAGES, NO_CACHE, answerClientError, sendText } from './errors.mjs';
import { ASSET_PATH, apiDocumentFor, composedPageFor, renderedPageFor } from './pages.mjs';
import { registerSecurity } from './security.mjs';
import {
  RENDER_PREFIX,
  fetchRendered,
  loadServerRenderer,
  sendRenderedByRemote,
} from './server-render.mjs';
import {
  acceptedEncodings,
  findFile,
  registerStaticFiles,
  resolveInRoot,
  sendBuiltFile,
} from './static-files.mjs';

/** Compression at request time, for the pages made per request only (a page of ~40 KB). */
const COMPRESS = {
  br: promisify(zlib.brotliCompress),
  gzip: promisify(zlib.gzip),
};
const COMPRESS_OPTIONS = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  gzip: { level: 6 },
};

/** Does If-None-Match name this ETag (weak comparison, as for GET)? */
function etagMatches(request, etag) {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * A page made for this request: compressed here, no-cache with an ETag of its content (or of
 * `sameAs`: the text that makes two answers the same page).
 */
async function sendPage(request, reply, status, text, contentType, extra = {}, sameAs = text) {
  const html = Buffer.from(text);
  const [encoding] = acceptedEncodings(request.headers['accept-encoding']);
  const body = encoding ? await COMPRESS[encoding](html, COMPRESS_OPTIONS[encoding]) : html;
  const hash = createHash('sha256').update(sameAs).digest('base64url').slice(0, 16);
  const etag = `W/"${hash}${encoding ? `-${encoding}` : ''}"`;
  reply.headers({
    'cache-control': NO_CACHE,
    etag,
    vary: 'Accept-Encoding, Cookie',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  if (etagMatches(request, etag)) return reply.code(304).send();
  return reply
    .code(status)
    .headers({ ...extra, 'content-type': contentType })
    .send(request.method === 'HEAD' ? undefined : body);
}

/** When the server made the reads a rendered page embeds (TanStack Query's dehydrated state). */
const READ_TIMES = /"(?:dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g;

/**
 * A page the remote that owns it renders (pages.mjs renderedPageFor): its status and Location as
 * the remote answers, the host's parts inlined. The remote down or slow: the single page, 503, so
 * that a crawler comes back and a person still gets the app.
 */
async function sendRenderedPage(request, reply, { root, remoteEntry }, pathname, search) {
  const page = remoteEntry ? await fetchRendered(remoteEntry, `${pathname}${search}`) : null;
  if (!page) {
    const single = await fs.readFile(path.join(root, 'index.html'), 'utf8');
    return sendPage(request, reply, 503, single, 'text/html; charset=utf-8');
  }
  if (page.location) {
    reply.header('cache-control', NO_CACHE);
    return reply.code(page.status).header('location', `${page.location}${search}`).send();
  }
  if (page.status === 404 && !page.html.includes('<!--# include')) {
    return sendText(reply, 404, MESSAGES.notFound);
  }
  const html = await composeDocument(page.html, {
    root,
    cookieHeader: request.headers.cookie,
    pathname,
  });
  // The same page read again differs only in when its reads were made: one entity (a 304). A
  // browser that reuses its copy has older reads, which the app then reads again once stale.
  const sameAs = html.replace(READ_TIMES, '');
  return sendPage(request, reply, page.status, html, 'text/html; charset=utf-8', {}, sameAs);
}

/**
 * A public document the API writes (pages.mjs apiDocumentFor): its status, type and Location as
 * the API answers. This server's security headers.
 */
async function sendApiDocument(request, reply, { apiUrl }, apiPath, search) {
  let answer;
  try {
    answer = await fetch(new URL(`${apiPath}${search}`, apiUrl), {
      headers: {
        cookie: String(request.headers.cookie || ''),
        accept: String(request.headers.accept || '*/*'),
        'x-forwarded-for': request.raw.socket.remoteAddress || '',
        'x-forwarded-host': String(request.headers.host || ''),
      },
      redirect: 'manual',
    });
  } catch {
    return sendText(reply, 502, MESSAGES.apiDown);
  }
  const contentType = answer.headers.get('content-type') || 'text/plain; charset=utf-8';
  const location = answer.headers.get('location');
  const text = await answer.text();
  return sendPage(request, reply, answer.status, text, contentType, location ? { location } : {});
}

/** The run-time remote map (decisions section 2), no-cache with an ETag. */
function sendRemoteMap(request, reply, remoteMap) {
  const body = JSON.stringify(remoteMap());
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.headers({ 'cache-control': NO_CACHE, etag });
  if (etagMatches(request, etag)) return reply.code(304).send();
  return reply
    .type('application/json; charset=utf-8')
    .send(request.method === 'HEAD' ? undefined : body);
}

/**
 * @param {object} opts
 * @param {string} opts.root built folder
 * @param {boolean} [opts.spa] the host: the route table, the single page for unknown paths
 * @param {() => object} [opts.remoteMap] the remote map served at /remotes.json (the host)
 * @param {() => object} [opts.fragmentMap] where the fragments are fetched (default: remoteMap)
 * @param {string} [opts.apiUrl] where /api and the API's documents are asked (the host), and
 *   where a remote's server renderer reads
 * @param {string} [opts.publicUrl] the site's own address (a server-rendered page's canonical link)
 * @param {boolean} [opts.trustProxy] trust X-Forwarded-Proto from any peer (default: loopback)
 */
export async function buildComposer(opts) {
  const root = path.resolve(opts.root);
  const isHost = Boolean(opts.spa);
  const remoteMap = opts.remoteMap || (() => ({}));
  const renderer = isHost ? null : await loadServerRenderer(root);
  const app = Fastify({
    logger: false,
    clientErrorHandler: answerClientError,
    // Paths are matched here as they came (no `//` collapsed): the route table decides.
    routerOptions: { ignoreDuplicateSlashes: false, maxParamLength: 1000 },
  });
  refuseEarly(app.server);
  if (isHost && opts.apiUrl) await registerApiProxy(app, { apiUrl: opts.apiUrl });

  // Everything but /api: the files and pages, under the one policy (security.mjs).
  await app.register(async (site) => {
    await registerSecurity(site, { isHost, remoteMap, trustProxy: opts.trustProxy });
    await registerStaticFiles(site, { root });
    if (!isHost) {
      site.addHook('onRequest', async (_request, reply) => {
        reply.header('access-control-allow-origin', '*');
      });
    }
    // Nothing here reads a body, whatever its type: it is left unread (and dropped by Node).
    site.removeAllContentTypeParsers();
    site.addContentTypeParser('*', (_request, _payload, done) => done(null));
    site.setNotFoundHandler((_request, reply) => sendText(reply, 404, MESSAGES.notFound));
    site.setErrorHandler((error, _request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 404 || status === 403) return sendText(reply, 404, MESSAGES.notFound);
      if (status >= 400 && status < 500) return sendText(reply, 400, MESSAGES.badRequest);
      return sendText(reply, 500, MESSAGES.internal);
    });

    site.route({
      method: ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      async handler(request, reply) {
        const url = request.raw.url || '/';
        const [pathname] = url.split('?');
        const search = url.slice(pathname.length);
        if (!isHost && request.method === 'OPTIONS') {
          return reply
            .code(204)
            .headers({
              'access-control-allow-methods': 'GET, HEAD, OPTIONS',
              'access-control-allow-headers': '*',
              'access-control-max-age': '86400',
            })
            .send();
        }
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return sendText(reply, 405, MESSAGES.method, {
            allow: isHost ? 'GET, HEAD' : 'GET, HEAD, OPTIONS',
          });
        }
        if (isHost && pathname === '/remotes.json') return sendRemoteMap(request, reply, remoteMap);
        if (!isHost && pathname.startsWith('/server/')) {
          return sendText(reply, 404, MESSAGES.notFound); // the renderer's bundle, not a file
        }
        if (renderer && opts.apiUrl && pathname.startsWith(`${RENDER_PREFIX}/`)) {
          const pageUrl = url.slice(RENDER_PREFIX.length);
          const { apiUrl, publicUrl } = opts;
          return sendRenderedByRemote(request, reply, { renderer, apiUrl, publicUrl }, pageUrl);
        }
        const renderedBy = isHost && renderedPageFor(pathname, request.headers.cookie);
        if (renderedBy) {
          const remoteEntry = (opts.fragmentMap || remoteMap)()[renderedBy];
          return sendRenderedPage(request, reply, { root, remoteEntry }, pathname, search);
        }
        const document = isHost && opts.apiUrl ? apiDocumentFor(pathname) : null;
        if (document)
          return sendApiDocument(request, reply, { apiUrl: opts.apiUrl }, document, search);
        const file = resolveInRoot(root, pathname);
        const composed = isHost && composedPageFor(pathname, request.headers.cookie);
        if (composed && (await findFile(path.join(root, composed)))) {
          const html = await composePage(path.join(root, composed), {
            cookieHeader: request.headers.cookie,
            remoteMap: (opts.fragmentMap || remoteMap)(),
            apiUrl: opts.apiUrl,
          });
          return sendPage(request, reply, 200, html, 'text/html; charset=utf-8');
        }
        let found = file && (await findFile(file));
        if (!found && isHost && file && !ASSET_PATH.test(pathname)) {
          found = await findFile(path.join(root, 'index.html'));
        }
        if (!found) return sendText(reply, 404, MESSAGES.notFound);
        return sendBuiltFile(request, reply, root, found);
      },
    });
  });
  return app;
}

/**
 * Starts the composer on `port` (0: any) at `host` (default 0.0.0.0).
 * @returns {Promise<import('node:http').Server>}
 */
export async function startComposer(opts) {
  const app = await buildComposer(opts);
  if (opts.spa) await warmUpFetch();
  await app.listen({ port: opts.port, host: opts.host || '0.0.0.0' });
  return app.server;
}
