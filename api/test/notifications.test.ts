import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { pathOf, routes } from 'shared-kernel/contract';
import { signedIn } from './support/fixtures.js';
import { call } from './support/routes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

async function insertNotifications(userId: string, count: number, minutesAgo = 0) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const { rows } = await app.db.query<{ id: string }>(
      `INSERT INTO notifications (user_id, type, title, body, href, created_at)
       VALUES ($1, 'application.status', $2, 'Body', '/applications/x',
               now() - make_interval(mins => $3::int))
       RETURNING id`,
      [userId, `Note ${i}`, minutesAgo + count - i],
    );
    ids.push(rows[0].id);
  }
  return ids;
}

describe('GET /api/notifications', () => {
  test('own rows, newest first, with the unread count', async () => {
    const me = await signedIn(app, 'candidate');
    const other = await signedIn(app, 'recruiter');
    const ids = await insertNotifications(me.userId, 3);
    await insertNotifications(other.userId, 2);
    await app.db.query('UPDATE notifications SET read = true WHERE id = $1', [ids[0]]);
    const response = await call(me.client, routes.notifications.list);
    assert.equal(response.status, 200);
    const list = response.body.notifications as Record<string, unknown>[];
    assert.deepEqual(
      list.map((n) => n.id),
      [...ids].reverse(),
    );
    assert.equal(response.body.unreadCount, 2);
    assert.deepEqual(Object.keys(list[0]).sort(), [
      'body',
      'createdAt',
      'href',
      'id',
      'read',
      'title',
      'type',
    ]);
    assert.equal(list[0].title, 'Note 2');
    assert.equal(list[2].read, true);
  });

  test('at most 100', async () => {
    const me = await signedIn(app, 'recruiter');
    await app.db.query(
      `INSERT INTO notifications (user_id, type, title, created_at)
       SELECT $1, 'system', 'n' || g, now() - make_interval(secs => g)
       FROM generate_series(1, 105) g`,
      [me.userId],
    );
    const response = await call(me.client, routes.notifications.list);
    assert.equal((response.body.notifications as unknown[]).length, 100);
    assert.equal(response.body.unreadCount, 105);
  });

  test('no session: 401', async () => {
    assert.equal((await call(app.client(), routes.notifications.list)).status, 401);
  });
});

describe('marking read', () => {
  test('PUT /api/notifications/:id/read with no body', async () => {
    const me = await signedIn(app, 'candidate');
    const other = await signedIn(app, 'candidate');
    const [mine] = await insertNotifications(me.userId, 1);
    const [theirs] = await insertNotifications(other.userId, 1);
    const response = await call(me.client, routes.notifications.read, { params: { id: mine } });
    assert.equal(response.status, 200, response.text);
    assert.deepEqual(response.body, { id: mine, read: true });
    const again = await call(me.client, routes.notifications.read, { params: { id: mine } });
    assert.equal(again.status, 200);
    assert.equal(
      (await call(me.client, routes.notifications.read, { params: { id: theirs } })).status,
      404,
    );
    const { rows } = await app.db.query<{ read: boolean }>(
      'SELECT read FROM notifications WHERE id = $1',
      [theirs],
    );
    assert.equal(rows[0].read, false);
    assert.equal(
      (await call(me.client, routes.notifications.read, { params: { id: randomUUID() } })).status,
      404,
    );
    const bad = await call(me.client, routes.notifications.read, { params: { id: '42' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'id');
    const withBody = await me.client.request(
      'PUT',
      pathOf(routes.notifications.read.path, { id: mine }),
      {
        json: { read: false },
      },
    );
    assert.equal(withBody.status, 400);
    assert.equal(withBody.body.field, 'read');
    assert.equal(
      (await call(app.client(), routes.notifications.read, { params: { id: mine } })).status,
      401,
    );
  });

  test('PUT /api/notifications/read-all marks only mine', async () => {
    const me = await signedIn(app, 'recruiter');
    const other = await signedIn(app, 'candidate');
    await insertNotifications(me.userId, 3);
    await insertNotifications(other.userId, 2);
    const response = await call(me.client, routes.notifications.readAll);
    assert.equal(response.status, 200, response.text);
    assert.deepEqual(response.body, { updated: 3 });
    assert.equal((await call(me.client, routes.notifications.list)).body.unreadCount, 0);
    assert.equal((await call(other.client, routes.notifications.list)).body.unreadCount, 2);
    const twice = await call(me.client, routes.notifications.readAll, { body: {} });
    assert.deepEqual(twice.body, { updated: 0 });
    assert.equal((await call(app.client(), routes.notifications.readAll)).status, 401);
  });
});

describe('dismissing and clearing', () => {
  test('DELETE /api/notifications/:id: own only', async () => {
    const me = await signedIn(app, 'candidate');
    const other = await signedIn(app, 'candidate');
    const [mine, keep] = await insertNotifications(me.userId, 2);
    const [theirs] = await insertNotifications(other.userId, 1);
    const response = await call(me.client, routes.notifications.dismiss, { params: { id: mine } });
    assert.equal(response.status, 204);
    assert.equal(response.text, '');
    const list = (await call(me.client, routes.notifications.list)).body.notifications as {
      id: string;
    }[];
    assert.deepEqual(
      list.map((n) => n.id),
      [keep],
    );
    assert.equal(
      (await call(me.client, routes.notifications.dismiss, { params: { id: mine } })).status,
      404,
    );
    assert.equal(
      (await call(me.client, routes.notifications.dismiss, { params: { id: theirs } })).status,
      404,
    );
    assert.equal(
      (await call(me.client, routes.notifications.dismiss, { params: { id: 'x' } })).body.field,
      'id',
    );
    assert.equal(
      (await call(app.client(), routes.notifications.dismiss, { params: { id: keep } })).status,
      401,
    );
  });

  test('DELETE /api/notifications clears mine', async () => {
    const me = await signedIn(app, 'recruiter');
    const other = await signedIn(app, 'recruiter');
    await insertNotifications(me.userId, 3);
    await insertNotifications(other.userId, 1);
    const response = await call(me.client, routes.notifications.clear);
    assert.equal(response.status, 204);
    assert.deepEqual((await call(me.client, routes.notifications.list)).body, {
      notifications: [],
      unreadCount: 0,
    });
    assert.equal(
      ((await call(other.client, routes.notifications.list)).body.notifications as unknown[])
        .length,
      1,
    );
    assert.equal((await call(app.client(), routes.notifications.clear)).status, 401);
  });
});

describe('OpenAPI', () => {
  test('/api/docs/json describes every notifications response from the contract', async () => {
    const response = await app.client().get('/api/docs/json');
    assert.equal(response.status, 200);
    const paths = response.body.paths as Record<
      string,
      Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>
    >;
    const schemaOf = (path: string, method: string, status: number) =>
      (
        paths[path][method].responses[String(status)]?.content?.['application/json'] as
          { schema: Record<string, unknown> } | undefined
      )?.schema;
    const routes: [string, string, number[]][] = [
      ['/api/notifications', 'get', [200, 400, 401]],
      ['/api/notifications/read-all', 'put', [200, 400, 401, 403, 415]],
      ['/api/notifications/{id}/read', 'put', [200, 400, 401, 403, 404, 415]],
      ['/api/notifications/{id}', 'delete', [204, 400, 401, 403, 404, 415]],
      ['/api/notifications', 'delete', [204, 400, 401, 403, 415]],
    ];
    for (const [path, method, statuses] of routes) {
      assert.deepEqual(
        Object.keys(paths[path][method].responses).sort(),
        statuses.map(String).sort(),
        `${method} ${path}`,
      );
      for (const status of statuses.filter((s) => s >= 400)) {
        assert.deepEqual(schemaOf(path, method, status)?.required, ['message'], `${status}`);
      }
    }
    const list = schemaOf('/api/notifications', 'get', 200) as {
      properties: { notifications: { items: { required: string[]; properties: object } } };
    };
    assert.deepEqual(list.properties.notifications.items.required, [
      'id',
      'type',
      'title',
      'body',
      'href',
      'read',
      'createdAt',
    ]);
    assert.deepEqual(schemaOf('/api/notifications/{id}/read', 'put', 200)?.properties, {
      id: { type: 'string', format: 'uuid' },
      read: { type: 'boolean', enum: [true] },
    });
    // TypeBox's own markers (non-enumerable '~kind') stay out of the document.
    assert.doesNotMatch(response.text, /~kind|~optional/);
  });
});
