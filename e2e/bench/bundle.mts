// Prints the JavaScript (gzip) the landing page loads before it is interactive: the production
// build served as in `pnpm start`, a signed-out visit to /, every .js response until the page's
// h1 is shown and the network is idle. Budget: 250 KB gzip (issue: foundation).
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { servePackage } from '../../tooling/serve.mjs';
import { CHROMIUM_LAUNCH } from '../support/stack.ts';

const BUDGET_KB = 250;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = {
  HOST_PORT: '3200',
  REMOTE_PUBLIC_PORT: '3201',
  REMOTE_CANDIDATE_PORT: '3202',
  REMOTE_RECRUITER_PORT: '3203',
  REMOTE_PUBLIC_URL: 'http://localhost:3201',
  REMOTE_CANDIDATE_URL: 'http://localhost:3202',
  REMOTE_RECRUITER_URL: 'http://localhost:3203',
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
    const scripts: Promise<{ url: string; raw: number; gzip: number }>[] = [];
    page.on('response', async (res) => {
      const url = res.url();
      if (!url.endsWith('.js') || res.status() !== 200) return;
      scripts.push(
        res.body().then((body) => ({ url, raw: body.length, gzip: gzipSync(body).length })),
      );
    });
    await page.goto(`http://localhost:${env.HOST_PORT}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const files = await Promise.all(scripts);
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    const byOrigin: Record<string, number> = {};
    for (const f of files) {
      const origin = new URL(f.url).port;
      byOrigin[origin] = (byOrigin[origin] || 0) + f.gzip;
    }
    if (process.env.BENCH_VERBOSE)
      for (const f of [...files].sort((a, b) => b.gzip - a.gzip))
        console.log(`    ${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.url}`);
    const kb = (n: number) => (n / 1024).toFixed(1);
    console.log(`Landing page JavaScript before interactive: ${files.length} files`);
    for (const [port, bytes] of Object.entries(byOrigin)) {
      const name = (
        {
          3200: 'host',
          3201: 'remote-public',
          3202: 'remote-candidate',
          3203: 'remote-recruiter',
        } as Record<string, string>
      )[port];
      console.log(`  ${name.padEnd(18)} ${kb(bytes).padStart(7)} KB gzip`);
    }
    console.log(
      `  ${'total'.padEnd(18)} ${kb(total).padStart(7)} KB gzip (budget ${BUDGET_KB} KB)`,
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
