// Responses written from the contract's schemas in the shape the serializer writes fastest
// (src/http/serialization.ts): the same JSON, with no validator run on a value to write it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { JobPageSchema, JobSchema, RecommendationsSchema } from 'shared-kernel/contract';
import { buildSerializer, forWriting } from '../src/http/serialization.js';
import { schemaController } from '../src/http/validation.js';
import { insertCompany, insertJob, insertVenue, signedIn } from './support/fixtures.js';
import { startTestApp } from './support/test-app.js';

/** Every `anyOf` left in a schema, by where it is. */
function unionsIn(schema: unknown, at = '#'): string[] {
  if (Array.isArray(schema)) return schema.flatMap((item, i) => unionsIn(item, `${at}/${i}`));
  if (typeof schema !== 'object' || schema === null) return [];
  return Object.entries(schema).flatMap(([key, value]) => [
    ...(key === 'anyOf' ? [at] : []),
    ...unionsIn(value, `${at}/${key}`),
  ]);
}

describe('responses are written without validating each value', () => {
  test('a value or null may be null; a vocabulary is a string; a record takes any key', () => {
    assert.deepEqual(
      forWriting({ anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] }),
      { type: ['string', 'null'], format: 'date-time' },
    );
    assert.deepEqual(forWriting({ anyOf: [{ type: 'null' }, { enum: ['fast', 'relaxed'] }] }), {
      type: ['string', 'null'],
    });
    assert.deepEqual(forWriting({ enum: ['open', 'closed'] }), { type: 'string' });
    // A record keyed by job id: every key taken, without testing a pattern on each.
    assert.deepEqual(
      forWriting({ type: 'object', patternProperties: { '^.*$': { type: 'integer' } } }),
      { type: 'object', additionalProperties: { type: 'integer' } },
    );
    assert.deepEqual(
      forWriting({
        anyOf: [{ type: 'object', properties: { a: { type: 'number' } } }, { type: 'null' }],
      }),
      { type: ['object', 'null'], properties: { a: { type: 'number' } } },
    );
  });

  test("the API's serializer compiler is the one that does this", () => {
    assert.equal(schemaController?.compilersFactory?.buildSerializer, buildSerializer);
  });

  test('a real choice between shapes is left to the validator', () => {
    const choice = { anyOf: [{ type: 'string' }, { type: 'number' }] };
    assert.deepEqual(forWriting(choice), choice);
    const mixed = { enum: ['a', 1] };
    assert.deepEqual(forWriting(mixed), mixed);
    const patterned = { type: 'object', patternProperties: { '^x-': { type: 'string' } } };
    assert.deepEqual(forWriting(patterned), patterned);
  });

  test('job cards, search pages and recommendations have no union left to validate', () => {
    assert.ok(unionsIn(JobSchema).length > 5, 'the contract says "or null" with anyOf');
    for (const schema of [JobSchema, JobPageSchema, RecommendationsSchema]) {
      assert.deepEqual(unionsIn(forWriting(schema)), []);
    }
  });

  test('what the API writes is what JSON.stringify would (nulls included)', async () => {
    const app = await startTestApp();
    try {
      const company = await insertCompany(app.db, null);
      const venue = await insertVenue(app.db, company.id, {});
      const job = await insertJob(app.db, company.id, venue.id, { title: 'Night Porter' });
      const { client } = await signedIn(app, 'candidate');
      const response = await client.get(`/api/jobs/${job.id}`);
      assert.equal(response.status, 200);
      assert.equal(response.text, JSON.stringify(response.body));
      assert.ok(Object.values(response.body).includes(null), 'some field is null');
      const page = await client.get('/api/jobs?q=porter');
      assert.equal(page.text, JSON.stringify(page.body));
      assert.ok((page.body.items as { id: string }[]).some((item) => item.id === job.id));
    } finally {
      await app.close();
    }
  });
});
