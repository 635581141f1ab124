// Issue 16 items 3, 4 and 6: what the composer (tooling/composer/) sends. Every script, page and JSON
// file goes out precompressed (brotli when accepted, else gzip, with Vary and an ETag per
// encoding); hashed chunks are immutable for a year; index.html, every deep link serving it,
// remotes.json and each remoteEntry.js are no-cache with an ETag; a rebuilt file and its new
// precompressed variants are served at the next request, with no restart, and a remote's
// redeployed server renderer makes the page the host completes at the next load (issue 42).
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  HASHED_FILE,
  IMMUTABLE,
  NO_CACHE,
  acceptedEncodings,
  startComposer,
} from '../../tooling/composer/index.mjs';

const root = path.resolve(__dirname, '../..');

/** A hashed chunk of the host's build that has precompressed variants beside it. */
function hashedChunk(): string {
  const files = readdirSync(path.join(root, 'host/dist'));
  const chunk = files.find(
    (name) => name.endsWith('.js') && HASHED_FILE.test(name) && files.includes(`${name}.br`),
  );
  if (!chunk) throw new Error('host/dist has no precompressed hashed chunk: run pnpm build');
  return `/${chunk}`;
}

async function remoteEntry(request: APIRequestContext): Promise<string> {
  const map = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  return map.remote_candidate;
}

async function fetchAs(request: APIRequestContext, url: string, acceptEncoding: string) {
  const res = await request.get(url, { headers: { 'Accept-Encoding': acceptEncoding } });
  expect(res.status(), url).toBe(200);
  return { headers: res.headers(), body: await res.body() };
}

test.describe('compression and caching of what the composer sends', () => {
  const cases: {
    name: string;
    url: (request: APIRequestContext) => Promise<string>;
    cache: string;
  }[] = [
    { name: 'a hashed chunk', url: async () => hashedChunk(), cache: IMMUTABLE },
    { name: 'index.html (/sign-in)', url: async () => '/sign-in', cache: NO_CACHE },
    { name: 'a deep link', url: async () => '/jobs/some-job-id', cache: NO_CACHE },
    { name: 'a remote’s remoteEntry.js', url: remoteEntry, cache: NO_CACHE },
  ];
  for (const { name, url, cache } of cases) {
    test(`${name}: brotli, else gzip, else as is; one ETag per encoding; ${cache}`, async ({
      request,
    }) => {
      const address = await url(request);
      const br = await fetchAs(request, address, 'gzip, deflate, br');
      const gzip = await fetchAs(request, address, 'gzip, deflate');
      const plain = await fetchAs(request, address, 'identity');

      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const sent of [br, gzip, plain]) {
        expect(sent.headers['cache-control']).toBe(cache);
        expect(sent.headers.vary).toMatch(/Accept-Encoding/i);
        expect(sent.headers.etag).toBeTruthy();
        // The same file whatever the encoding (the client decoded it).
        expect(sent.body.equals(plain.body)).toBe(true);
      }
      expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
      // Compressed on the wire: the variant is smaller than the file.
      expect(Number(br.headers['content-length'])).toBeLessThan(plain.body.length);
      expect(Number(gzip.headers['content-length'])).toBeLessThan(plain.body.length);

      // Revalidation per encoding: the brotli ETag is a 304 for a brotli request only.
      const again = await request.get(address, {
        headers: { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag },
      });
      expect(again.status()).toBe(304);
      const otherEncoding = await request.get(address, {
        headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': br.headers.etag },
      });
      expect(otherEncoding.status()).toBe(200);
      expect(otherEncoding.headers()['content-encoding']).toBe('gzip');
    });
  }

  test('remotes.json is no-cache with an ETag (a 304 when unchanged)', async ({ request }) => {
    const res = await request.get('/remotes.json');
    expect(res.headers()['cache-control']).toBe(NO_CACHE);
    const etag = res.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get('/remotes.json', { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);
  });

  test('Accept-Encoding is read as HTTP says: q=0 refuses, * allows', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

test.describe('a remote rebuilt alone is served at once, precompressed variants too', () => {
  let dir: string;
  let server: Server;
  let base: string;
  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hospohire-perf-remote-'));
    server = await startComposer({ root: dir, port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** What a build writes: the file and its two variants. */
  function build(source: string) {
    const file = path.join(dir, 'remoteEntry.js');
    writeFileSync(file, source);
    writeFileSync(`${file}.br`, brotliCompressSync(source));
    writeFileSync(`${file}.gz`, gzipSync(source));
  }

  test('the new build and its variants are sent at the next request, under new ETags', async ({
    request,
  }) => {
    const first = `var version = "first"; ${'x'.repeat(2000)}`;
    build(first);
    const one = await fetchAs(request, `${base}/remoteEntry.js`, 'br');
    expect(one.headers['content-encoding']).toBe('br');
    expect(one.body.toString()).toBe(first);

    const second = `var version = "second"; ${'y'.repeat(2000)}`;
    build(second);
    const two = await fetchAs(request, `${base}/remoteEntry.js`, 'br');
    expect(two.body.toString()).toBe(second);
    expect(two.headers.etag).not.toBe(one.headers.etag);
    const twoGzip = await fetchAs(request, `${base}/remoteEntry.js`, 'gzip');
    expect(twoGzip.body.toString()).toBe(second);
  });

  test('a file replaced without new variants is sent as it is, never its stale variant', async ({
    request,
  }) => {
    build(`var version = "built"; ${'z'.repeat(2000)}`);
    const file = path.join(dir, 'remoteEntry.js');
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(`${file}.br`, minuteAgo, minuteAgo);
    utimesSync(`${file}.gz`, minuteAgo, minuteAgo);
    writeFileSync(file, 'var version = "replaced";');
    const sent = await fetchAs(request, `${base}/remoteEntry.js`, 'gzip, br');
    expect(sent.headers['content-encoding']).toBeUndefined();
    expect(sent.body.toString()).toBe('var version = "replaced";');
  });

  test("the landing page is the remote's: a redeploy changes it at the next load, no host rebuild", async ({
    request,
  }) => {
    // remote-public's server renders `/` (docs/prerender.md); the host's own build completes it.
    // Two builds of the remote, each with its own renderer, deployed one after the other.
    const deploy = async (words: string) => {
      const remoteDir = mkdtempSync(path.join(tmpdir(), 'hospohire-perf-render-'));
      mkdirSync(path.join(remoteDir, 'server'));
      const page =
        '<!--# include virtual="/pages/page-head.html" --><title>Landing</title>' +
        `<!--# include virtual="/pages/page-body.html" --><section><h1>${words}</h1></section>` +
        '<!--# include virtual="/pages/page-end.html" -->';
      writeFileSync(
        path.join(remoteDir, 'server/render.cjs'),
        `exports.render = async (url) => url === '/' ? { status: 200, html: ${JSON.stringify(page)} } : null;`,
      );
      // Port 9: no API (this renderer reads none).
      const remote = await startComposer({
        root: remoteDir,
        port: 0,
        host: '127.0.0.1',
        apiUrl: 'http://127.0.0.1:9',
      });
      const url = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/remoteEntry.js`;
      return { url, stop: () => (remote.close(), rmSync(remoteDir, { recursive: true })) };
    };
    let current = await deploy('The first landing');
    const host = await startComposer({
      root: path.join(root, 'host/dist'),
      port: 0,
      host: '127.0.0.1',
      spa: true,
      remoteMap: () => ({ remote_public: current.url }),
    });
    try {
      const landing = async () =>
        (await fetchAs(request, `http://127.0.0.1:${(host.address() as AddressInfo).port}/`, 'br'))
          .body;
      expect((await landing()).toString()).toContain('<h1>The first landing</h1>');
      const first = current;
      current = await deploy('The redeployed landing');
      first.stop();
      const next = (await landing()).toString();
      expect(next).toContain('<h1>The redeployed landing</h1>');
      expect(next).not.toContain('The first landing');
      expect(next).toMatch(/<div id="?root"?><div[^>]*>/);
    } finally {
      host.close();
      current.stop();
    }
  });
});
