// The built files of a folder (a remote's dist/ or the host's), sent by @fastify/static:
// - looked up on disk at each request (no file list learned at start), so a part rebuilt alone is
//   served at the next page load;
// - hashed files cached for a year (`immutable`); everything else (index.html and every deep link
//   that serves it, remoteEntry.js, main.js) `no-cache` with an ETag: a 304 when unchanged;
// - the build writes `.br` and `.gz` beside every script, style, page and JSON file
//   (tooling/federation.cjs): the variant the request's Accept-Encoding allows (brotli first) is
//   sent with Content-Encoding, `Vary: Accept-Encoding` and an ETag of its own (each variant is a
//   file of its own size and time), unless it is older than its file (the file replaced since).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { NO_CACHE } from './errors.mjs';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A webpack content hash in the name (`122.d6c93f9f.js`, `….js.map`): cached for a year. */
export const HASHED_FILE = /[./][0-9a-f]{8,}\.[A-Za-z0-9]+(\.map)?$/;
/** Files the build precompresses: each may have `.br` and `.gz` variants beside it. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/i;
/** How much older than its file a precompressed variant may be (written by the same build). */
const STALE_VARIANT_MS = 5000;
/** The encodings served, best first, and the suffix of their precompressed file. */
const ENCODINGS = { br: '.br', gzip: '.gz' };
const VARIANT = /\.(?:br|gz)$/;

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
};

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

/** The file under `root` a path names, or null when it cannot be one (outside, dotfile, NUL). */
export function resolveInRoot(root, pathname) {
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

async function statFile(file) {
  try {
    const stats = await fs.stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** A regular file, else a directory's index.html; null when there is none. */
export async function findFile(file) {
  for (const candidate of [file, path.join(file, 'index.html')]) {
    const stats = await statFile(candidate);
    if (stats) return { file: candidate, stats };
  }
  return null;
}

/** Registers reply.sendFile on this scope: cache headers, types and encodings as above. */
export async function registerStaticFiles(app, { root }) {
  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, file) {
      const set = (name, value) =>
        typeof reply.header === 'function'
          ? reply.header(name, value)
          : reply.setHeader(name, value);
      const name = path.basename(file).replace(VARIANT, '');
      const variant = file.endsWith('.br') ? 'br' : file.endsWith('.gz') ? 'gzip' : null;
      set('cache-control', HASHED_FILE.test(name) ? IMMUTABLE : NO_CACHE);
      const type = CONTENT_TYPES[path.extname(name).toLowerCase()];
      if (type) set('content-type', type);
      if (COMPRESSIBLE.test(name)) set('vary', 'Accept-Encoding');
      if (variant) set('content-encoding', variant);
    },
  });
}

/**
 * Sends a found file (findFile) as the request's Accept-Encoding allows: the build's variant
 * (brotli first) unless it is stale, else the file itself.
 */
export async function sendBuiltFile(request, reply, root, { file, stats }) {
  let sent = file;
  if (COMPRESSIBLE.test(file)) {
    for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
      const variant = await statFile(`${file}${ENCODINGS[encoding]}`);
      if (variant && variant.mtimeMs >= stats.mtimeMs - STALE_VARIANT_MS) {
        sent = `${file}${ENCODINGS[encoding]}`;
        break;
      }
    }
  }
  return reply.sendFile(path.relative(root, sent).split(path.sep).join('/'), root);
}
