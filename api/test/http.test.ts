import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import {
  INTERNAL_ERROR_MESSAGE,
  MAX_PARAM_LENGTH,
  MAX_URL_LENGTH,
  STATUS_MESSAGES,
} from '../src/http/errors.js';
import { BODY_LIMIT } from '../src/app.js';
import { ALLOWED_ORIGIN, startTestApp, type TestApp } from './support/test-app.js';

// Issue 12 item 8: no error repeats what the client sent; this string must never come back.
const MARKER = 'zz-echo-marker-zz';

describe('HTTP base', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({
      setup(app) {
        app.get('/api/test/boom', async () => {
          throw new Error('secret internals at /srv/app.ts:42');
        });
        app.put('/api/test/empty', async (request) => ({ body: request.body ?? null }));
        app.get<{ Querystring: { page: number } }>(
          '/api/test/page',
          {
            schema: {
              querystring: {
                type: 'object',
                additionalProperties: false,
                properties: { page: { type: 'integer', minimum: 1 } },
              },
            },
          },
          async (request) => ({ page: request.query.page }),
        );
        // A number with no declared range, and a string: what the central rules cover.
        app.get(
          '/api/test/bounds',
          {
            schema: {
              querystring: {
                type: 'object',
                additionalProperties: false,
                properties: { count: { type: 'integer' }, ratio: { type: 'number' } },
              },
            },
          },
          async (request) => request.query,
        );
        app.post(
          '/api/test/bounds',
          {
            schema: {
              body: {
                type: 'object',
                additionalProperties: false,
                properties: {
                  amount: { type: 'number' },
                  items: { type: 'array', items: { type: 'integer', maximum: 9 } },
                },
              },
            },
          },
          async (request) => request.body ?? {},
        );
        // No schema at all: the NUL guard still sees every string.
        app.post('/api/test/anything', async () => ({ ok: true }));
        app.get('/api/test/items/:itemId', async () => ({ ok: true }));
        // What a plugin's client error looks like: a status, a code, and the input in its message.
        app.get('/api/test/plugin-error', async () => {
          throw Object.assign(new Error(`Bad header value ${MARKER}`), {
            statusCode: 400,
            code: 'FST_ERR_SOMETHING_ELSE',
          });
        });
      },
    });
  });
  after(() => t.close());

  it('GET /api/health answers ok with the engine', async () => {
    const res = await t.client().get('/api/health');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: 'ok', database: t.db.engine, degraded: [] });
  });

  it('an unknown route is 404 { message }', async () => {
    const res = await t.client().get('/api/no-such-thing');
    assert.equal(res.status, 404);
    assert.deepEqual(res.body, { message: 'Not found' });
  });

  it('a thrown error is 500 { message } without a stack', async () => {
    const res = await t.client().get('/api/test/boom');
    assert.equal(res.status, 500);
    assert.deepEqual(res.body, { message: INTERNAL_ERROR_MESSAGE });
    assert.doesNotMatch(res.text, /secret|stack|\.ts/);
  });

  it('a write without a JSON content type is 415', async () => {
    const res = await t.client().request('POST', '/api/auth/login', {
      body: 'email=a%40b.co&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(res.status, 415);
    assert.equal(typeof res.body.message, 'string');
    const none = await t.client().request('POST', '/api/auth/login');
    assert.equal(none.status, 415);
  });

  it('a write from a foreign Origin is 403', async () => {
    const res = await t
      .client()
      .post(
        '/api/auth/login',
        { email: 'a@b.co', password: 'x' },
        { headers: { origin: 'https://evil.example' } },
      );
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, { message: 'Cross-site request refused' });
  });

  it('a write from an allowed Origin goes through', async () => {
    const res = await t
      .client()
      .post(
        '/api/auth/login',
        { email: 'nobody@test.hospohire.dev', password: 'whatever1' },
        { headers: { origin: ALLOWED_ORIGIN } },
      );
    assert.equal(res.status, 401);
  });

  it('a JSON write with an empty body is accepted (body undefined)', async () => {
    const res = await t.client().request('PUT', '/api/test/empty', {
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { body: null });
  });

  it('invalid JSON is 400 { message }', async () => {
    const res = await t.client().request('POST', '/api/auth/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { message: 'The request body is not valid JSON' });
  });

  it('a JSON body that is not an object is 400', async () => {
    const res = await t.client().post('/api/auth/login', ['x']);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { message: 'The request body must be a JSON object' });
  });

  it('querystrings are coerced and validated in plain words', async () => {
    const ok = await t.client().get('/api/test/page?page=3');
    assert.deepEqual(ok.body, { page: 3 });
    const bad = await t.client().get('/api/test/page?page=0');
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, { message: 'Page must be at least 1', field: 'page' });
  });

  // Issue 12 item 8: bad input never becomes a 5xx, and no error echoes its input.

  it('a NUL byte in a JSON string of the body is 400 naming the field (a route schema or none)', async () => {
    const login = await t
      .client()
      .post('/api/auth/login', { email: 'sam\u0000@test.hospohire.dev', password: 'whatever1' });
    assert.equal(login.status, 400);
    assert.deepEqual(login.body, {
      message: 'Email contains a character that is not allowed',
      field: 'email',
    });
    const nested = await t
      .client()
      .post('/api/test/anything', { profile: { skills: ['ok', `bad\u0000${MARKER}`] } });
    assert.equal(nested.status, 400);
    assert.deepEqual(nested.body, {
      message: 'Skills contains a character that is not allowed',
      field: 'profile.skills',
    });
    const inKey = await t.client().post('/api/test/anything', { [`k\u0000${MARKER}`]: 1 });
    assert.equal(inKey.status, 400);
    assert.deepEqual(inKey.body, {
      message: 'The request body contains a character that is not allowed',
    });
  });

  it('a raw NUL byte in a JSON body is a 400, not a 5xx', async () => {
    const res = await t.client().request('POST', '/api/auth/login', {
      body: '{"email":"a\u0000@b.co","password":"whatever1"}',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { message: 'The request body is not valid JSON' });
  });

  it('a NUL byte in the query string or a path parameter is 400 naming the field', async () => {
    const query = await t.client().get(`/api/jobs?q=bar%00${MARKER}`);
    assert.equal(query.status, 400);
    assert.deepEqual(query.body, {
      message: 'Q contains a character that is not allowed',
      field: 'q',
    });
    const param = await t.client().get(`/api/jobs/abc%00${MARKER}`);
    assert.equal(param.status, 400);
    assert.deepEqual(param.body, {
      message: 'Id contains a character that is not allowed',
      field: 'id',
    });
    const noSchema = await t.client().get('/api/test/items/a%00b');
    assert.equal(noSchema.status, 400);
    assert.equal(noSchema.body.field, 'itemId');
  });

  it('a NUL byte in a header is refused by the parser: 400 JSON { message }, no echo', async () => {
    const raw = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Note: a\u0000${MARKER}\r\n\r\n`,
    );
    assert.match(raw, /^HTTP\/1\.1 400 /);
    assert.match(raw, /\r\ncontent-type: application\/json/i);
    assert.match(raw, /\r\nx-content-type-options: nosniff/i);
    assert.deepEqual(JSON.parse(raw.split('\r\n\r\n')[1]), { message: STATUS_MESSAGES[400] });
    assert.doesNotMatch(raw, new RegExp(MARKER));
  });

  it('page=Infinity, pageSize=1e999 and NaN are 400 naming the field', async () => {
    for (const [query, field] of [
      ['page=Infinity', 'page'],
      ['page=-Infinity', 'page'],
      ['pageSize=1e999', 'pageSize'],
      ['page=NaN', 'page'],
      ['payMin=1e999', 'payMin'],
    ]) {
      const res = await t.client().get(`/api/jobs?${query}`);
      assert.equal(res.status, 400, query);
      assert.equal(res.body.field, field, query);
      assert.equal(typeof res.body.message, 'string');
    }
    const finite = await t.client().get('/api/jobs?page=Infinity');
    assert.deepEqual(finite.body, { message: 'Page must be a number', field: 'page' });
  });

  it('a number outside its declared range is 400 naming the field', async () => {
    const res = await t.client().get('/api/jobs?pageSize=51');
    assert.deepEqual(res.body, { message: 'Page size must be at most 50', field: 'pageSize' });
    const body = await t.client().post('/api/test/bounds', { items: [1, 10] });
    assert.equal(body.status, 400);
    assert.deepEqual(body.body, { message: 'Items must be at most 9', field: 'items' });
  });

  it('a number that declares no range still has one (PostgreSQL integer; finite numbers)', async () => {
    const ok = await t.client().get('/api/test/bounds?count=2147483647&ratio=0.5');
    assert.deepEqual(ok.body, { count: 2147483647, ratio: 0.5 });
    const big = await t.client().get('/api/test/bounds?count=2147483648');
    assert.deepEqual(big.body, { message: 'Count must be at most 2147483647', field: 'count' });
    const small = await t.client().get('/api/test/bounds?count=-2147483649');
    assert.equal(small.status, 400);
    assert.equal(small.body.field, 'count');
    const ratio = await t.client().get('/api/test/bounds?ratio=Infinity');
    assert.deepEqual(ratio.body, { message: 'Ratio must be a number', field: 'ratio' });
    // JSON.parse reads 1e999 as Infinity.
    const inBody = await t.client().request('POST', '/api/test/bounds', {
      body: '{"amount":1e999}',
      headers: { 'content-type': 'application/json' },
    });
    assert.deepEqual(inBody.body, { message: 'Amount must be a number', field: 'amount' });
    const tooBig = await t.client().post('/api/test/bounds', { amount: 1e13 });
    assert.equal(tooBig.status, 400);
    assert.equal(tooBig.body.field, 'amount');
  });

  it('an unknown field with a made-up name is refused without repeating the name', async () => {
    const res = await t.client().post('/api/test/bounds', { [`<b>${MARKER}</b>`]: 1 });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { message: 'The request body has an unknown field' });
    const plain = await t.client().post('/api/test/bounds', { colour: 1 });
    assert.deepEqual(plain.body, { message: 'Unknown field: colour', field: 'colour' });
  });

  it('an unknown path, a malformed address and an over-long parameter never echo the path', async () => {
    const missing = await t.client().get(`/api/${MARKER}?${MARKER}=1`);
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body, { message: 'Not found' });
    assert.doesNotMatch(missing.text, new RegExp(MARKER));
    const post = await t.client().post(`/api/${MARKER}`, {});
    assert.deepEqual(post.body, { message: 'Not found' });
    const malformed = await t.client().get(`/api/jobs/%zz${MARKER}`);
    assert.equal(malformed.status, 400);
    assert.deepEqual(malformed.body, { message: 'The address is not valid' });
    assert.equal(malformed.headers.get('x-content-type-options'), 'nosniff');
    const longParam = await t
      .client()
      .get(`/api/jobs/${'x'.repeat(MAX_PARAM_LENGTH - 16)}${MARKER}`);
    assert.equal(longParam.status, 414);
    assert.deepEqual(longParam.body, { message: STATUS_MESSAGES[414] });
  });

  it('a client error from Fastify or a plugin is told in our words, never its own', async () => {
    const res = await t.client().get('/api/test/plugin-error');
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { message: STATUS_MESSAGES[400] });
    const media = await t.client().request('PUT', '/api/test/empty', {
      body: MARKER,
      headers: { 'content-type': `application/json-${MARKER}` },
    });
    assert.equal(media.status, 415);
    assert.deepEqual(media.body, { message: STATUS_MESSAGES[415] });
  });

  it('a body over the limit is 413 { message }', async () => {
    const res = await t
      .client()
      .post('/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(BODY_LIMIT) });
    assert.equal(res.status, 413);
    assert.deepEqual(res.body, { message: STATUS_MESSAGES[413] });
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  });

  it('an address over the URL limit is 414 { message }, without the address', async () => {
    const res = await t.client().get(`/api/health?${MARKER}=${'a'.repeat(MAX_URL_LENGTH)}`);
    assert.equal(res.status, 414);
    assert.deepEqual(res.body, { message: STATUS_MESSAGES[414] });
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    const atLimit = await t.client().get(`/api/health?x=${'a'.repeat(MAX_URL_LENGTH - 20)}`);
    assert.equal(atLimit.status, 200);
  });

  it('headers over the limit of Node are 431 { message }', async () => {
    const { status, headers, text } = await nodeGet('/api/health', { 'x-big': 'b'.repeat(20_000) });
    assert.equal(status, 431);
    assert.match(String(headers['content-type']), /^application\/json/);
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.deepEqual(JSON.parse(text), { message: STATUS_MESSAGES[431] });
  });

  it('a deeply nested JSON body is a 4xx, not a 5xx', async () => {
    const depth = 100_000;
    const res = await t.client().request('POST', '/api/test/anything', {
      body: '['.repeat(depth) + ']'.repeat(depth),
      headers: { 'content-type': 'application/json' },
    });
    assert.ok(res.status < 500, `status ${res.status}`);
  });

  it('every answer says nosniff and may not be framed; JSON cannot load anything', async () => {
    for (const path of ['/api/health', '/api/no-such-thing']) {
      const res = await t.client().get(path);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(res.headers.get('x-frame-options'), 'DENY', path);
      const csp = res.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'none'/, path);
      assert.match(csp, /frame-ancestors 'none'/, path);
    }
    // A write refused by an earlier hook (CSRF) still carries the headers.
    const refused = await t
      .client()
      .post('/api/auth/login', {}, { headers: { origin: 'https://evil.example' } });
    assert.equal(refused.status, 403);
    assert.equal(refused.headers.get('x-content-type-options'), 'nosniff');
  });

  it('the docs page keeps working: its own CSP lets its scripts and styles load', async () => {
    const res = await t.client().get('/api/docs');
    assert.equal(res.status, 200);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'/);
    assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.doesNotMatch(res.text, /<script>/); // no inline script for the CSP to block
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  });

  /** Writes `request` on a raw socket and returns everything the server answers. */
  function rawRequest(request: string): Promise<string> {
    const { port } = new URL(t.url);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('latin1')));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
  }

  /** GET through node:http (fetch refuses to send some of what these tests need). */
  function nodeGet(
    path: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
    return new Promise((resolve, reject) => {
      const req = http.get(t.url + path, { headers }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      });
      req.on('error', reject);
    });
  }
});
