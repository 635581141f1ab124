// The contract's TypeBox schemas (shared-kernel/contract) under the API's own Ajv setup and
// Fastify's serialiser: a route declaring them validates its input in plain words and serialises
// its output through the response schema.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  APPLICATION_STATUSES,
  ApplicationStatusSchema,
  DateTimeSchema,
  errorResponses,
  IdParamsSchema,
  NotificationSchema,
  nullable,
  PageQuerySchema,
} from 'shared-kernel/contract';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { createNotifications } from '../src/modules/notifications/notify.js';
import { signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ProbeBodySchema = Type.Object(
  {
    status: ApplicationStatusSchema,
    note: Type.Optional(nullable(Type.String({ maxLength: 5 }))),
  },
  { additionalProperties: false },
);
const ProbeReplySchema = Type.Object({
  id: Type.String(),
  status: ApplicationStatusSchema,
  at: DateTimeSchema,
  page: Type.Integer(),
  pageSize: Type.Integer(),
  note: nullable(Type.String()),
});

let app: TestApp;
/** What the probe handler sends back besides the declared fields. */
let extra: Record<string, unknown> = {};

before(async () => {
  app = await startTestApp({
    setup: (fastify) => {
      fastify.withTypeProvider<TypeBoxTypeProvider>().post(
        '/api/test/contract-probe/:id',
        {
          schema: {
            params: IdParamsSchema,
            querystring: PageQuerySchema,
            body: ProbeBodySchema,
            response: { 200: ProbeReplySchema, ...errorResponses(400) },
          },
        },
        // Typed from the schemas: request.query.page is a number, request.body.status a status.
        async (request) => ({
          ...extra,
          id: request.params.id,
          status: request.body.status,
          at: new Date('2026-03-04T10:00:00Z').toISOString(),
          page: request.query.page,
          pageSize: request.query.pageSize,
          note: request.body.note ?? null,
        }),
      );
      fastify.get(
        '/api/test/contract-broken',
        { schema: { response: { 200: NotificationSchema } } },
        async () => ({ id: randomUUID(), title: 'No type, body, read or date' }),
      );
    },
  });
});
after(async () => {
  await app.close();
});

const probe = (id: string, query: string, json: unknown) =>
  app.client().post(`/api/test/contract-probe/${id}${query}`, json);

describe('a route declaring contract schemas', () => {
  test('validates the body, params and query in plain words naming the field', async () => {
    const id = randomUUID();
    const badStatus = await probe(id, '', { status: 'hired' });
    assert.equal(badStatus.status, 400);
    assert.deepEqual(badStatus.body, {
      message: `Status must be one of: ${APPLICATION_STATUSES.join(', ')}`,
      field: 'status',
    });
    const unknown = await probe(id, '', { status: 'applied', colour: 'red' });
    assert.deepEqual(unknown.body, { message: 'Unknown field: colour', field: 'colour' });
    const tooLong = await probe(id, '', { status: 'applied', note: 'far too long' });
    assert.equal(tooLong.body.field, 'note');
    const badId = await probe('42', '', { status: 'applied' });
    assert.equal(badId.status, 400);
    assert.equal(badId.body.field, 'id');
    const badPage = await probe(id, '?pageSize=51', { status: 'applied' });
    assert.deepEqual(badPage.body, { message: 'Page size must be at most 50', field: 'pageSize' });
    const notCoerced = await probe(id, '', { status: 1 });
    assert.equal(notCoerced.status, 400, 'bodies are not type-coerced');
  });

  test('coerces the query string, applies defaults and serialises through the response schema', async () => {
    const id = randomUUID();
    extra = { secret: 'not in the schema', status: 'reviewed' };
    const response = await probe(id, '?page=3', { status: 'offered', note: null });
    extra = {};
    assert.equal(response.status, 200, response.text);
    // Only the declared fields, in the schema's order: an undeclared field never leaves the API.
    assert.equal(
      response.text,
      JSON.stringify({
        id,
        status: 'offered',
        at: '2026-03-04T10:00:00.000Z',
        page: 3,
        pageSize: 20,
        note: null,
      }),
    );
  });

  test('a reply missing a required field is a 500, not a silent hole', async () => {
    const reply = await app.client().get('/api/test/contract-broken');
    assert.equal(reply.status, 500);
    assert.deepEqual(Object.keys(reply.body), ['message']);
  });
});

test('the live event carries the contract notification', async () => {
  const me = await signedIn(app, 'candidate');
  const events = await app.db.transaction((tx) =>
    createNotifications(tx, [
      { userId: me.userId, type: 'system', title: 'Hello', body: 'World', href: null },
    ]),
  );
  assert.equal(events.length, 1);
  assert.ok(Value.Check(NotificationSchema, events[0].notification), 'matches NotificationSchema');
  const listed = await me.client.get('/api/notifications');
  assert.deepEqual((listed.body.notifications as unknown[])[0], events[0].notification);
});
