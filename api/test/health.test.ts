import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startMailDispatcher } from '../src/modules/mail/dispatcher.js';
import { sendEmail } from '../src/modules/mail/outbox.js';
import { watchReachability } from '../src/modules/mail/reachability.js';
import { startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';

// GET /api/health (issue 30 item 4): 200 `ok`, or 200 `degraded` naming what does not answer
// (Redis: live-redis-faults.test.ts; SMTP here), and 503 only when the database does not answer
// (or the process is draining: shutdown.test.ts).

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('GET /api/health', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  // On PostgreSQL the outbox is shared with other test files: a dispatcher here would claim theirs.
  const sharedOutbox = process.env.DATABASE_URL ? 'the outbox is shared on PostgreSQL' : false;
  it(
    'says degraded (200) while the SMTP relay cannot be reached, naming it',
    { skip: sharedOutbox },
    async () => {
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), {
        code: 'ESOCKET',
      });
      const mail = startMailDispatcher({
        db: t.db,
        smtpUrl: 'smtp://127.0.0.1:2525',
        from: 'HospoHire <no-reply@localhost>',
        log: quiet,
        transport: { sendMail: () => Promise.reject(refused), close: () => undefined },
      });
      try {
        t.app.health.watch('smtp', () => mail.reachable());
        assert.deepEqual((await t.client().get('/api/health')).body.degraded, []);
        await sendEmail(t.db, { to: uniqueEmail(), subject: 'Hello', text: 'Hi' });
        mail.wake();
        const end = Date.now() + 5000;
        while (mail.reachable()) {
          if (Date.now() > end) assert.fail('the failed send was not noticed');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const res = await t.client().get('/api/health');
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, {
          status: 'degraded',
          database: t.db.engine,
          degraded: ['smtp'],
        });
      } finally {
        await mail.stop();
        t.app.health.watch('smtp', () => true);
      }
    },
  );

  it('answers 503 { message } when the database does not answer', async () => {
    const query = t.db.query;
    t.db.query = (() => Promise.reject(new Error('connection refused'))) as typeof query;
    try {
      const res = await t.client().get('/api/health');
      assert.equal(res.status, 503);
      assert.deepEqual(res.body, { message: 'The database is not reachable' });
    } finally {
      t.db.query = query;
    }
    assert.equal((await t.client().get('/api/health')).status, 200);
  });
});

describe('the SMTP relay’s reachability', () => {
  it('is lost on a connection error, back when the relay answers (a refusal or a send)', async () => {
    let next: Error | null = Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' });
    const transport = watchReachability<string>({
      sendMail: async () => {
        if (next) throw next;
        return 'sent';
      },
      close: () => undefined,
    });
    assert.equal(transport.reachable(), true, 'unknown until a send: assumed reachable');
    await assert.rejects(transport.sendMail('a'));
    assert.equal(transport.reachable(), false);
    next = Object.assign(new Error('550 no such mailbox'), { responseCode: 550 });
    await assert.rejects(transport.sendMail('b'));
    assert.equal(transport.reachable(), true, 'a refusal is an answer');
    next = Object.assign(new Error('connect'), { code: 'ECONNECTION' });
    await assert.rejects(transport.sendMail('c'));
    assert.equal(transport.reachable(), false);
    next = null;
    await transport.sendMail('d');
    assert.equal(transport.reachable(), true);
  });
});
