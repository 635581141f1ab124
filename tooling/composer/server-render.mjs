// Pages rendered at request time by the remote that owns them (docs/prerender.md): the remote's
// composer loads its server renderer (dist/server/render.cjs, tooling/server-render.mjs) and
// answers GET /__render/<path>; the host's composer asks it for each such page (pages.mjs
// renderedPageFor) and completes the document with its own parts (compose.mjs composeDocument).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MESSAGES, NO_CACHE, sendText } from './errors.mjs';

/** How long one read of the API may take while a page renders. */
export const RENDER_API_TIMEOUT_MS = 2000;
/** How long the host waits for the remote's rendered page. */
export const RENDER_TIMEOUT_MS = 3000;
/** The site's address when none is given (the API's default PUBLIC_URL, api/src/config.ts). */
const DEFAULT_PUBLIC_URL = 'http://localhost:3000';
/** The remote's address of a rendered page: the page's own path after it. */
export const RENDER_PREFIX = '/__render';

/** The remote's server renderer (`render(path, ctx)`), or null when its build has none. */
export async function loadServerRenderer(root) {
  const file = path.join(root, 'server', 'render.cjs');
  if (!existsSync(file)) return null;
  // CommonJS through import(): its exports are the default, or (under a loader such as tsx, which
  // the API's tests run with) the namespace itself.
  const loaded = await import(pathToFileURL(file).href);
  return typeof loaded.render === 'function' ? loaded : loaded.default;
}

/**
 * GET /__render/<path>?<query>: the page the renderer makes for a visitor at <path>?<query> (its
 * status, Location, document), 404 for a path it does not render, 503 when it cannot (the API down
 * or slow).
 */
export function sendRenderedByRemote(request, reply, { renderer, apiUrl, publicUrl }, pageUrl) {
  const site = String(publicUrl || DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
  return renderer
    .render(pageUrl, { apiUrl, publicUrl: site, timeoutMs: RENDER_API_TIMEOUT_MS })
    .then((page) => {
      if (!page) return sendText(reply, 404, MESSAGES.notFound);
      reply.code(page.status).header('cache-control', NO_CACHE);
      if (page.location) return reply.header('location', page.location).send();
      return reply.type('text/html; charset=utf-8').send(page.html);
    })
    .catch((error) => {
      request.log.warn({ err: error }, 'server render failed');
      return sendText(reply, 503, MESSAGES.renderDown);
    });
}

/**
 * The host's read of a page from the remote that renders it: `{ status, location, html }`, or null
 * when the remote is down, slow or failing (the page is then the single page, which reads what
 * it needs itself).
 */
export async function fetchRendered(remoteEntry, pageUrl) {
  try {
    const url = new URL(`${RENDER_PREFIX}${pageUrl}`, String(remoteEntry));
    const res = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    if (res.status >= 500) return null;
    return { status: res.status, location: res.headers.get('location'), html: await res.text() };
  } catch {
    return null;
  }
}
