import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from './support/test-app.js';

const { version } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

type OpenApi = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>>;
};

describe('OpenAPI document and Swagger UI', () => {
  let t: TestApp;
  let doc: OpenApi;

  before(async () => {
    t = await startTestApp();
    const res = await t.client().get('/api/docs/json');
    assert.equal(res.status, 200);
    doc = res.body as unknown as OpenApi;
  });
  after(() => t.close());

  it('GET /api/docs/json is an OpenAPI 3 document titled HospoHire API', () => {
    assert.match(doc.openapi, /^3\./);
    assert.equal(doc.info.title, 'HospoHire API');
    assert.equal(doc.info.version, version);
  });

  it('lists the routes with their methods', () => {
    const expected: Record<string, string[]> = {
      '/api/auth/login': ['post'],
      '/api/jobs': ['get'],
      '/api/job-recommendations': ['get'],
      '/api/applications/candidate': ['get'],
      '/api/notifications': ['get'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      assert.ok(doc.paths[path], `${path} is documented`);
      for (const method of methods) assert.ok(doc.paths[path][method], `${method} ${path}`);
    }
    assert.ok(doc.paths['/api/auth/login'].post.requestBody, 'the login body is described');
    assert.deepEqual(doc.paths['/api/jobs'].get.tags, ['jobs']);
    assert.equal(doc.paths['/api/docs/json'], undefined, 'the docs routes are hidden');
  });

  it('GET /api/docs answers the UI, its assets under /api/docs/static', async () => {
    const res = await t.client().get('/api/docs');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    const sources = [...res.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(sources.length >= 3, res.text);
    for (const source of sources) {
      // Absolute under /api: they go through the host's /api proxy unchanged.
      assert.ok(source.startsWith('/api/docs/static/'), source);
      const asset = await t.client().get(source);
      assert.equal(asset.status, 200, source);
    }
    const initializer = await t.client().get('/api/docs/static/swagger-initializer.js');
    assert.match(initializer.text, /resolveUrl\('\.\/json'\)/);
  });
});
