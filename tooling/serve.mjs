// `pnpm serve` in the host or a remote: the composer (composer/) serves its built dist/ on its
// own port.
// The package describes itself in the "module-federation" block of its package.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startComposer } from './composer/index.mjs';

const require = createRequire(import.meta.url);
const { fragmentMapFromEnv, remoteMapFromEnv } = require('./remote-map.cjs');

export async function servePackage(dir, env = process.env) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const mf = pkg['module-federation'];
  const port = Number(env[mf.portEnv]) || mf.port;
  const isHost = mf.name === 'host';
  const server = await startComposer({
    root: path.join(dir, 'dist'),
    port,
    spa: isHost,
    remoteMap: isHost ? () => remoteMapFromEnv(env) : undefined,
    fragmentMap: isHost ? () => fragmentMapFromEnv(env) : undefined,
    // Behind a proxy on another machine (nginx in docker-compose): its X-Forwarded-Proto counts.
    trustProxy: env.COMPOSER_TRUST_PROXY === '1' ? true : undefined,
    // The host proxies /api there; a remote that renders pages on the server reads it there.
    apiUrl: env.API_URL || `http://127.0.0.1:${env.API_PORT || 4000}`,
    // The site's own address, as the API knows it: a server-rendered page's canonical link.
    publicUrl: env.PUBLIC_URL || `http://localhost:${env.HOST_PORT || 3000}`,
  });
  return { server, port, name: mf.name };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { port, name, server } = await servePackage(process.cwd());
  console.log(JSON.stringify({ msg: `${name} serving on http://localhost:${port}` }));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
