import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { INTERNAL_ERROR_MESSAGE } from '../src/http/errors.js';
import { ALLOWED_ORIGIN, startTestApp, type TestApp } from './support/test-app.js';

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
      },
    });
  });
  after(() => t.close());

  it('GET /api/health answers ok with the engine', async () => {
    const res = await t.client().get('/api/health');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: 'ok', database: t.db.engine });
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
});
