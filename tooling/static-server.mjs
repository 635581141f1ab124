// Serves a built front-end folder: a remote (CORS, no SPA fallback) or the host (SPA fallback,
// the run-time remote map at /remotes.json, and /api with WebSocket upgrades proxied to the API).
import http from 'node:http';
import sirv from 'sirv';
import httpProxy from 'http-proxy';

const NO_CACHE = /(^\/$|\.html$|\.json$|remoteEntry\.js$|\/main\.js$)/;

/**
 * @param {object} opts
 * @param {string} opts.root built folder
 * @param {number} opts.port
 * @param {string} [opts.host] interface to bind (default 0.0.0.0)
 * @param {boolean} [opts.spa] serve index.html for unknown paths (the host)
 * @param {() => object} [opts.remoteMap] the remote map served at /remotes.json (the host)
 * @param {string} [opts.apiUrl] where /api is proxied to (the host)
 * @returns {Promise<http.Server>}
 */
export function startStaticServer(opts) {
  const files = sirv(opts.root, {
    single: Boolean(opts.spa),
    gzip: false,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        NO_CACHE.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
  const proxy = opts.apiUrl
    ? httpProxy.createProxyServer({ target: opts.apiUrl, ws: true, xfwd: true })
    : null;
  proxy?.on('error', (err, _req, res) => {
    if (res && 'writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'The API is not reachable. Please try again shortly.' }));
    } else if (res && 'destroy' in res) {
      res.destroy();
    }
  });

  const server = http.createServer((req, res) => {
    const url = req.url || '/';
    if (proxy && (url === '/api' || url.startsWith('/api/'))) return proxy.web(req, res);
    if (opts.remoteMap && url.split('?')[0] === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      return res.end(JSON.stringify(opts.remoteMap()));
    }
    if (!opts.spa) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Headers': '*' });
        return res.end();
      }
    }
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    });
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
