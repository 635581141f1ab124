// Prints the JavaScript (gzip) the landing page loads before it is interactive: the production
// build served as in `pnpm start`, a signed-out visit to /, every .js response until the page's
// h1 is shown and the network is idle. Budget: 170 KB gzip (issue 16). Beside it, the bytes on
// the wire: what the browser downloaded for those scripts (bodies as sent, compressed by the
// server, plus response headers), and for the whole page.
// BENCH_PORT (default 3200) moves the servers: host on it, the remotes on the next three ports.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { servePackage } from '../../tooling/serve.mjs';
import { CHROMIUM_LAUNCH } from '../support/stack.ts';

const BUDGET_KB = 170;
const PORT = Number(process.env.BENCH_PORT || 3200);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = {
  HOST_PORT: String(PORT),
  REMOTE_PUBLIC_PORT: String(PORT + 1),
  REMOTE_CANDIDATE_PORT: String(PORT + 2),
  REMOTE_RECRUITER_PORT: String(PORT + 3),
  REMOTE_PUBLIC_URL: `http://localhost:${PORT + 1}`,
  REMOTE_CANDIDATE_URL: `http://localhost:${PORT + 2}`,
  REMOTE_RECRUITER_URL: `http://localhost:${PORT + 3}`,
  API_URL: process.env.BENCH_API_URL || 'http://127.0.0.1:4000',
};

async function main() {
  const servers: import('node:http').Server[] = [];
  for (const dir of ['host', 'remote-public', 'remote-candidate', 'remote-recruiter']) {
    servers.push((await servePackage(path.join(root, dir), env)).server);
  }
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    type Script = { url: string; raw: number; gzip: number; wire: number };
    const scripts: Promise<Script>[] = [];
    const everything: Promise<number>[] = [];
    /** Bytes on the wire: the body as sent (compressed when the server compressed it) + headers. */
    const wireBytes = (res: import('@playwright/test').Response) =>
      res
        .request()
        .sizes()
        .then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize);
    page.on('response', (res) => {
      everything.push(wireBytes(res).catch(() => 0));
      const url = res.url();
      if (!url.endsWith('.js') || res.status() !== 200) return;
      scripts.push(
        Promise.all([res.body(), wireBytes(res)]).then(([body, wire]) => ({
          url,
          raw: body.length,
          gzip: gzipSync(body).length,
          wire,
        })),
      );
    });
    await page.goto(`http://localhost:${env.HOST_PORT}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const files = await Promise.all(scripts);
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    const wire = files.reduce((sum, f) => sum + f.wire, 0);
    const pageWire = (await Promise.all(everything)).reduce((sum, n) => sum + n, 0);
    const byOrigin: Record<string, number> = {};
    for (const f of files) {
      const origin = new URL(f.url).port;
      byOrigin[origin] = (byOrigin[origin] || 0) + f.gzip;
    }
    if (process.env.BENCH_VERBOSE)
      for (const f of [...files].sort((a, b) => b.gzip - a.gzip))
        console.log(
          `    ${(f.gzip / 1024).toFixed(1).padStart(7)} KB gzip ${(f.wire / 1024).toFixed(1).padStart(7)} KB wire  ${f.url}`,
        );
    const kb = (n: number) => (n / 1024).toFixed(1);
    console.log(`Landing page JavaScript before interactive: ${files.length} files`);
    for (const [port, bytes] of Object.entries(byOrigin)) {
      const name = (
        {
          [PORT]: 'host',
          [PORT + 1]: 'remote-public',
          [PORT + 2]: 'remote-candidate',
          [PORT + 3]: 'remote-recruiter',
        } as Record<string, string>
      )[port];
      console.log(`  ${name.padEnd(18)} ${kb(bytes).padStart(7)} KB gzip`);
    }
    console.log(
      `  ${'total'.padEnd(18)} ${kb(total).padStart(7)} KB gzip (budget ${BUDGET_KB} KB), ` +
        `${kb(wire)} KB on the wire`,
    );
    console.log(
      `Landing page on the wire: ${kb(pageWire)} KB in ${(await Promise.all(everything)).length} requests`,
    );
    if (total > BUDGET_KB * 1024) {
      console.error('Over budget.');
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}

void main();
