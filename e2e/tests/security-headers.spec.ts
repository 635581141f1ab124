// Issue 12 items 8 and 9, issue 16 items 4 and 6: the pages defend themselves (CSP, nosniff,
// Referrer-Policy, HSTS over https only), caching (immutable hashed files, no-cache + ETag for the
// rest), a body over the limit through the host is a 413 on a connection that stays usable, and
// what is on disk now is what the composer serves (a remote rebuilt alone, no restart).
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  API_BODY_LIMIT,
  HASHED_FILE,
  IMMUTABLE,
  MESSAGES,
  startComposer,
} from '../../tooling/composer/index.mjs';
import { DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD } from '../support/demo';
import { E2E_PORTS } from '../support/stack';
import { signInThroughForm } from '../support/users';

const root = path.resolve(__dirname, '../..');
const HOST = `localhost:${E2E_PORTS.host}`;

/** `script-src 'self' http://…` → { 'script-src': ["'self'", 'http://…'] }. */
function parseCsp(header: string | undefined): Record<string, string[]> {
  const policy: Record<string, string[]> = {};
  for (const directive of (header ?? '').split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name) policy[name] = values;
  }
  return policy;
}

async function remoteEntries(request: APIRequestContext): Promise<string[]> {
  const map = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  return Object.values(map);
}

test.describe('the host page defends itself', () => {
  for (const pagePath of ['/', '/jobs', '/dashboard']) {
    test(`${pagePath}: CSP from the remote map, nosniff, Referrer-Policy, no-cache with an ETag`, async ({
      request,
    }) => {
      const origins = (await remoteEntries(request)).map((entry) => new URL(entry).origin);
      expect(origins).toHaveLength(3);
      const res = await request.get(pagePath);
      expect(res.status()).toBe(200);
      // (`/` is the prerendered landing page: its #root is hidden until React takes over.)
      expect(await res.text()).toMatch(/<div id="?root"?( hidden)?>/);
      const headers = res.headers();
      const csp = parseCsp(headers['content-security-policy']);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['script-src']).toEqual(["'self'", ...origins]);
      expect(csp['script-src'].join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'", `ws://${HOST}`, `wss://${HOST}`]);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['strict-transport-security']).toBeUndefined(); // plain http
      expect(headers['cache-control']).toBe('no-cache');
      expect(headers.etag).toBeTruthy();
      const again = await request.get(pagePath, { headers: { 'if-none-match': headers.etag } });
      expect(again.status()).toBe(304);
      expect(again.headers()['cache-control']).toBe('no-cache');
    });
  }

  test('HSTS is sent when the request came over https (X-Forwarded-Proto from a local proxy)', async ({
    request,
  }) => {
    const res = await request.get('/jobs', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers()['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  test('remotes.json is no-cache with an ETag (304 when unchanged)', async ({ request }) => {
    const res = await request.get('/remotes.json');
    expect(res.headers()['cache-control']).toBe('no-cache');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    const etag = res.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get('/remotes.json', { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
  });

  test('each remoteEntry.js is no-cache with an ETag and a 304; hashed chunks are immutable', async ({
    request,
  }) => {
    for (const entry of await remoteEntries(request)) {
      const res = await request.get(entry);
      expect(res.status(), entry).toBe(200);
      const headers = res.headers();
      expect(headers['cache-control'], entry).toBe('no-cache');
      expect(headers['x-content-type-options'], entry).toBe('nosniff');
      expect(headers['access-control-allow-origin'], entry).toBe('*');
      expect(headers['cross-origin-resource-policy'], entry).toBe('cross-origin');
      expect(headers.etag, entry).toBeTruthy();
      const again = await request.get(entry, { headers: { 'if-none-match': headers.etag } });
      expect(again.status(), entry).toBe(304);
    }
    const chunk = (dir: string) => readdirSync(dir).find((name) => HASHED_FILE.test(name))!;
    const candidateChunk = chunk(path.join(root, 'remote-candidate/dist'));
    const remote = await request.get(
      `http://localhost:${E2E_PORTS.remoteCandidate}/${candidateChunk}`,
    );
    expect(remote.headers()['cache-control']).toBe(IMMUTABLE);
    const hostChunk = await request.get(`/${chunk(path.join(root, 'host/dist'))}`);
    expect(hostChunk.headers()['cache-control']).toBe(IMMUTABLE);
    // A missing file is a 404 (never index.html served as a script), not cached, not echoed.
    const missing = await request.get('/0000.deadbeef-zz-marker.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-cache');
    expect(await missing.text()).not.toContain('zz-marker');
    const remoteMissing = await request.get(
      `http://localhost:${E2E_PORTS.remoteCandidate}/zz-marker`,
    );
    expect(remoteMissing.status()).toBe(404);
    expect(await remoteMissing.text()).not.toContain('zz-marker');
  });

  /** Collects CSP violations: the console's reports and the page's securitypolicyviolation events. */
  async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
    const fromConsole: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    return async () => [
      ...fromConsole,
      ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
    ];
  }

  test('the app runs under its CSP: the demo candidate signs in, opens /dashboard and /jobs', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await signInThroughForm(page, DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The remotes' screens ran (their scripts were allowed), and the live socket is open.
    await expect
      .poll(() => page.evaluate(() => Object.keys(window.__hospohireSingletons ?? {})))
      .toEqual(expect.arrayContaining(['host', 'remote_candidate']));
    await expect.poll(() => sockets.some((url) => url.includes('/api/ws/'))).toBe(true);
    expect(await violations()).toEqual([]);
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the API docs page (Swagger UI) renders under the API’s CSP', async ({ page }) => {
    const violations = await watchViolations(page);
    const res = await page.goto('/api/docs');
    expect(res?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.locator('#swagger-ui .info .title')).toContainText('HospoHire API');
    expect(await violations()).toEqual([]);
  });
});

/** Sends raw HTTP requests on ONE connection and reads each answer in turn. */
class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  closed = false;

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiting?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiting?.();
    });
    socket.on('error', () => undefined); // an early answer may cut our upload short
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  write(data: string | Buffer): void {
    this.socket.write(data);
  }

  /** The next complete answer (status, headers, body by Content-Length). */
  async response(): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end >= 0) {
        const lines = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines.slice(1)) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
        }
        const length = Number(headers['content-length'] ?? 0);
        if (this.buffer.length >= end + 4 + length) {
          const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
          this.buffer = this.buffer.subarray(end + 4 + length);
          return { status: Number(lines[0].split(' ')[1]), headers, body };
        }
      }
      if (this.closed) throw new Error('the connection closed');
      await new Promise<void>((resolve) => (this.waiting = resolve));
      this.waiting = null;
    }
  }

  close(): void {
    this.socket.destroy();
  }
}

test.describe('a body over the limit through the host', () => {
  const twoMegabytes = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
  const health = `GET /api/health HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`;

  test('a 2 MB JSON POST is 413 JSON, and another request then succeeds', async ({ request }) => {
    const res = await request.post('/api/auth/login', {
      data: twoMegabytes,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status()).toBe(413);
    expect(await res.json()).toEqual({ message: MESSAGES.tooLarge });
    expect((await request.get('/api/health')).status()).toBe(200);
  });

  test('Content-Length over the limit: 413 JSON, and the same connection serves the next request', async () => {
    const connection = await RawConnection.open(E2E_PORTS.host);
    try {
      const body = Buffer.from(twoMegabytes);
      expect(body.length).toBeGreaterThan(API_BODY_LIMIT);
      connection.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\n\r\n`,
      );
      connection.write(body);
      const refused = await connection.response();
      expect(refused.status).toBe(413);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(refused.body)).toEqual({ message: MESSAGES.tooLarge });
      connection.write(health);
      const next = await connection.response();
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toMatchObject({ status: 'ok' });
    } finally {
      connection.close();
    }
  });

  test('a chunked body over the limit: 413 JSON, and the same connection serves the next request', async () => {
    const connection = await RawConnection.open(E2E_PORTS.host);
    try {
      connection.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\n` +
          'Transfer-Encoding: chunked\r\n\r\n',
      );
      const chunk = 'x'.repeat(256 * 1024);
      for (let i = 0; i < 8; i++) connection.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      connection.write('0\r\n\r\n');
      const refused = await connection.response();
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toEqual({ message: MESSAGES.tooLarge });
      connection.write(health);
      expect((await connection.response()).status).toBe(200);
    } finally {
      connection.close();
    }
  });

  test('a chunked body within the limit reaches the API whole', async () => {
    const connection = await RawConnection.open(E2E_PORTS.host);
    try {
      const json = JSON.stringify({ email: 'nobody@e2e.hospohire.test', password: 'whatever-1' });
      connection.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\n` +
          `Transfer-Encoding: chunked\r\n\r\n${json.length.toString(16)}\r\n${json}\r\n0\r\n\r\n`,
      );
      const answer = await connection.response();
      expect(answer.status).toBe(401); // the API read the body: wrong credentials, not a 400
    } finally {
      connection.close();
    }
  });
});

test.describe('what is on disk now is served (a remote rebuilt alone, no restart)', () => {
  let dir: string;
  let server: Server;
  let base: string;

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hospohire-static-'));
    server = await startComposer({ root: dir, port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a file written after start is served; a changed file has a new ETag', async ({
    request,
  }) => {
    expect((await request.get(`${base}/remoteEntry.js`)).status()).toBe(404);
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'var first = 1;');
    const first = await request.get(`${base}/remoteEntry.js`);
    expect(first.status()).toBe(200);
    expect(await first.text()).toBe('var first = 1;');
    expect(first.headers()['cache-control']).toBe('no-cache');
    const etag = first.headers().etag;
    expect(
      (
        await request.get(`${base}/remoteEntry.js`, { headers: { 'if-none-match': etag } })
      ).status(),
    ).toBe(304);

    writeFileSync(path.join(dir, 'remoteEntry.js'), 'var second = 22;');
    writeFileSync(path.join(dir, '77.0123abcd.js'), 'var chunk;');
    const second = await request.get(`${base}/remoteEntry.js`, {
      headers: { 'if-none-match': etag },
    });
    expect(second.status()).toBe(200);
    expect(await second.text()).toBe('var second = 22;');
    expect(second.headers().etag).not.toBe(etag);
    const chunk = await request.get(`${base}/77.0123abcd.js`);
    expect(chunk.headers()['cache-control']).toBe(IMMUTABLE);

    // The next build removed the old chunk: a 404, and the server carries on.
    rmSync(path.join(dir, '77.0123abcd.js'));
    expect((await request.get(`${base}/77.0123abcd.js`)).status()).toBe(404);
    expect((await request.get(`${base}/remoteEntry.js`)).status()).toBe(200);
  });

  test('paths outside the folder and dotfiles are 404', async ({ request }) => {
    writeFileSync(path.join(dir, '.env'), 'SECRET=1');
    for (const probe of [
      '/.env',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/a%00.js',
    ]) {
      const res = await request.get(`${base}${probe}`);
      expect(res.status(), probe).toBe(404);
      expect(await res.text(), probe).not.toContain('SECRET');
    }
  });

  test('what the server refuses itself is in plain words: 405, 431 as JSON, no echo', async ({
    request,
  }) => {
    const post = await request.post(`${base}/remoteEntry.js`, { data: 'zz-marker' });
    expect(post.status()).toBe(405);
    expect(await post.text()).toBe(MESSAGES.method);
    const connection = await RawConnection.open((server.address() as AddressInfo).port);
    try {
      connection.write(
        `GET /zz-marker HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      );
      const refused = await connection.response();
      expect(refused.status).toBe(431);
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(refused.body)).toEqual({ message: MESSAGES.headersTooLarge });
    } finally {
      connection.close();
    }
  });
});
