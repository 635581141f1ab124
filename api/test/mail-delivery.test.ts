import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { giveUpEarlierRows, startSmtpSink, until } from './support/smtp.js';
import { loadConfig } from '../src/config.js';
import { MEMORY_DATA_DIR, openDb, type Db } from '../src/db/client.js';
import {
  mailFrom,
  MAIL_MAX_ATTEMPTS,
  messageIdOf,
  retryDelaySeconds,
  startMailDispatcher,
  type DeliveredMessage,
  type MailDispatcher,
} from '../src/modules/mail/dispatcher.js';
import { sendEmail } from '../src/modules/mail/outbox.js';
import { startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('e-mail delivery over SMTP (SMTP_URL)', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  before(async () => {
    await giveUpEarlierRows();
    sink = await startSmtpSink();
    t = await startTestApp({ config: { smtpUrl: sink.url } });
  });
  after(async () => {
    await t.close();
    await sink.close();
  });

  it('a forgot-password mail arrives at the SMTP server with a working reset link', async () => {
    const { email, response } = await t.client().signup({ firstName: 'Rhea' });
    assert.equal(response.status, 201);
    const forgot = await t.client().post('/api/auth/forgot-password', { email });
    assert.equal(forgot.status, 202);

    const mail = await until(() =>
      sink.to(email).find((m) => /Reset your HospoHire password/.test(m.subject ?? '')),
    );
    assert.equal(mailFrom(t.config.publicUrl), 'HospoHire <no-reply@localhost>');
    assert.deepEqual(
      mail.from?.value.map((a) => [a.name, a.address]),
      [['HospoHire', 'no-reply@localhost']],
    );
    assert.match(mail.text ?? '', /^Hi Rhea,/);
    assert.match(mail.messageId ?? '', /^<outgoing-\d+\.\d+@/);
    const link = /\S+\/reset-password\?code=\S+/.exec(mail.text ?? '')?.[0];
    assert.ok(link, 'the reset link is in the text');
    assert.ok(link.startsWith(`${t.config.publicUrl}/reset-password?code=`));

    // The link is the real one: it resets the password.
    const code = new URL(link).searchParams.get('code');
    const reset = await t.client().post('/api/auth/reset-password', {
      code,
      password: 'fresh-start-42',
    });
    assert.equal(reset.status, 204);

    // The welcome mail went out too; both rows are marked sent.
    await until(() => sink.to(email).find((m) => /Welcome/.test(m.subject ?? '')));
    const sent = await until(async () => {
      const { rows } = await t.db.query<{ sentAt: Date | null; attempts: number }>(
        `SELECT sent_at AS "sentAt", attempts FROM outgoing_emails WHERE to_address = $1`,
        [email.toLowerCase()],
      );
      return rows.length === 2 && rows.every((row) => row.sentAt) ? rows : undefined;
    });
    assert.deepEqual(
      sent.map((row) => row.attempts),
      [1, 1],
    );
  });

  it('an e-mail written in a transaction that rolls back is never delivered', async () => {
    const to = uniqueEmail('rollback');
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await sendEmail(tx, { to, subject: 'Never', text: 'Rolled back' });
        throw new Error('rollback');
      }),
      /rollback/,
    );
    const kept = uniqueEmail('kept');
    await t.db.transaction((tx) => sendEmail(tx, { to: kept, subject: 'Kept', text: 'Committed' }));
    await until(() => sink.to(kept)[0]);
    assert.equal(sink.to(to).length, 0);
    const { rows } = await t.db.query('SELECT 1 FROM outgoing_emails WHERE to_address = $1', [to]);
    assert.equal(rows.length, 0);
  });
});

describe('the mail dispatcher', () => {
  type Sent = DeliveredMessage;
  let t: TestApp;
  const dispatchers: MailDispatcher[] = [];
  before(async () => {
    await giveUpEarlierRows();
    t = await startTestApp();
  });
  after(async () => {
    for (const dispatcher of dispatchers) await dispatcher.stop();
    await t.close();
  });

  /** A dispatcher on the test app's database whose transport records (or fails) each send. */
  function dispatcher(send: (message: Sent) => void | Promise<void>) {
    const started = startMailDispatcher({
      db: t.db,
      smtpUrl: 'smtp://unused.invalid',
      from: 'HospoHire <no-reply@test.invalid>',
      databaseUrl: t.config.databaseUrl,
      log: quiet,
      // No polling: only a wake-up (the commit's) can deliver in these tests.
      pollMs: 3_600_000,
      transport: {
        sendMail: async (message) => send(message),
        close: () => undefined,
      },
    });
    dispatchers.push(started);
    return started;
  }

  const row = async (to: string) => {
    const { rows } = await t.db.query<{
      attempts: number;
      sentAt: Date | null;
      failedAt: Date | null;
      lastError: string | null;
      dueInSeconds: number;
    }>(
      `SELECT attempts, sent_at AS "sentAt", failed_at AS "failedAt", last_error AS "lastError",
              extract(epoch FROM next_attempt_at - now())::float8 AS "dueInSeconds"
       FROM outgoing_emails WHERE to_address = $1`,
      [to],
    );
    return rows[0];
  };

  it('delivers a row right after its transaction commits, with its HTML part and headers', async () => {
    const sent: Sent[] = [];
    const d = dispatcher((message) => {
      sent.push(message);
    });
    const to = uniqueEmail('woken');
    await t.db.transaction(async (tx) => {
      await sendEmail(tx, {
        to,
        subject: 'Hello',
        text: 'Plain',
        html: '<p>Plain</p>',
        headers: { 'List-Unsubscribe': '<https://example.test/unsubscribe>' },
      });
      // Still inside the transaction: nothing may go out yet.
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(sent.filter((m) => m.to === to).length, 0);
    });
    const message = await until(() => sent.find((m) => m.to === to), 5000);
    assert.equal(message.html, '<p>Plain</p>');
    assert.deepEqual(message.headers, {
      'List-Unsubscribe': '<https://example.test/unsubscribe>',
    });
    await until(async () => ((await row(to))?.sentAt ? true : undefined));
    await d.stop();
  });

  it('a failed send is kept, retried later with backoff, then delivered', async () => {
    const to = uniqueEmail('retry');
    let failures = 0;
    const delivered: Sent[] = [];
    const d = dispatcher((message) => {
      if (message.to === to && failures === 0) {
        failures += 1;
        throw Object.assign(new Error('connection refused'), { code: 'ECONNECTION' });
      }
      delivered.push(message);
    });
    await sendEmail(t.db, { to, subject: 'Try again', text: 'Body' });
    const failed = await until(async () => {
      const found = await row(to);
      return found?.lastError ? found : undefined;
    });
    assert.equal(failed.attempts, 1);
    assert.equal(failed.sentAt, null);
    assert.equal(failed.failedAt, null);
    assert.match(failed.lastError ?? '', /connection refused/);
    assert.ok(failed.dueInSeconds > retryDelaySeconds(1) - 5, 'waits before the next attempt');
    // Woken again before it is due: nothing happens.
    d.wake();
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(delivered.filter((m) => m.to === to).length, 0);
    // Once due, the next wake-up delivers it.
    await t.db.query('UPDATE outgoing_emails SET next_attempt_at = now() WHERE to_address = $1', [
      to,
    ]);
    d.wake();
    await until(() => delivered.find((m) => m.to === to));
    const done = await until(async () => {
      const found = await row(to);
      return found?.sentAt ? found : undefined;
    });
    assert.equal(done.attempts, 2);
    assert.equal(done.lastError, null);
    await d.stop();
  });

  it('a permanent refusal (5xx) or the last attempt gives up; the API stays up', async () => {
    const refused = uniqueEmail('refused');
    const lastTry = uniqueEmail('last');
    const d = dispatcher((message) => {
      if (message.to === refused) {
        throw Object.assign(new Error('550 no such mailbox'), { responseCode: 550 });
      }
      if (message.to === lastTry) throw new Error('timeout');
    });
    await sendEmail(t.db, { to: refused, subject: 'Refused', text: 'Body' });
    const gaveUp = await until(async () => {
      const found = await row(refused);
      return found?.failedAt ? found : undefined;
    });
    assert.equal(gaveUp.attempts, 1);
    assert.equal(gaveUp.sentAt, null);

    await t.db.transaction(async (tx) => {
      await sendEmail(tx, { to: lastTry, subject: 'Last', text: 'Body' });
      await tx.query('UPDATE outgoing_emails SET attempts = $2 WHERE to_address = $1', [
        lastTry,
        MAIL_MAX_ATTEMPTS - 1,
      ]);
    });
    const last = await until(async () => {
      const found = await row(lastTry);
      return found?.failedAt ? found : undefined;
    });
    assert.equal(last.attempts, MAIL_MAX_ATTEMPTS);
    assert.equal((await t.client().get('/api/health')).status, 200);
    await d.stop();
  });

  it('with two dispatchers on one database (two API processes) each e-mail goes out once', async () => {
    const counts = new Map<string, number>();
    const count = async (message: Sent) => {
      counts.set(message.to, (counts.get(message.to) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5)); // a send takes a while
    };
    const one = dispatcher(count);
    const two = dispatcher(count);
    const addresses = Array.from({ length: 30 }, () => uniqueEmail('once'));
    await t.db.transaction(async (tx) => {
      for (const to of addresses) await sendEmail(tx, { to, subject: 'Once', text: 'Body' });
    });
    one.wake();
    two.wake();
    await until(() => (addresses.every((to) => counts.has(to)) ? true : undefined));
    await new Promise((r) => setTimeout(r, 300));
    assert.deepEqual(
      addresses.map((to) => counts.get(to)),
      addresses.map(() => 1),
    );
    await one.stop();
    await two.stop();
  });
});

describe('a slow SMTP relay (issue 30: the lease outlasted mid-batch)', () => {
  // Each message takes 300 ms to be acknowledged while a claim lasts 1.5 s: a lease on a batch
  // would run out after a few messages and the other dispatcher would send the rest again.
  const DELAY_MS = 300;
  const LEASE_SECONDS = 1.5;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  /** PostgreSQL: the second dispatcher's own pool, as another API process would have. */
  let otherDb: Db | null = null;
  before(async () => {
    await giveUpEarlierRows();
    sink = await startSmtpSink({ delayMs: DELAY_MS });
    t = await startTestApp(); // no SMTP_URL: only this test's dispatchers deliver
    if (t.config.databaseUrl)
      otherDb = await openDb(
        loadConfig({ DATABASE_URL: t.config.databaseUrl, DATA_DIR: MEMORY_DATA_DIR }),
      );
  });
  after(async () => {
    await otherDb?.close();
    await t.close();
    await sink.close();
  });

  it('two dispatchers over 25 messages: each delivered once, with its stable Message-ID', async () => {
    const from = mailFrom(t.config.publicUrl);
    const start = (db: Db) =>
      startMailDispatcher({
        db,
        smtpUrl: sink.url,
        from,
        databaseUrl: t.config.databaseUrl,
        log: quiet,
        pollMs: 100, // an expired lease is seen at once
        leaseSeconds: LEASE_SECONDS,
      });
    const addresses = Array.from({ length: 25 }, () => uniqueEmail('slow'));
    await t.db.transaction(async (tx) => {
      for (const to of addresses) await sendEmail(tx, { to, subject: 'Slow', text: 'Body' });
    });
    const one = start(t.db);
    const two = start(otherDb ?? t.db);
    try {
      const rows = await until(async () => {
        const { rows } = await t.db.query<{ id: number; to: string; createdAt: Date }>(
          `SELECT id, to_address AS "to", created_at AS "createdAt" FROM outgoing_emails
           WHERE to_address = ANY($1::text[]) AND sent_at IS NOT NULL`,
          [addresses],
        );
        return rows.length === addresses.length ? rows : undefined;
      }, 30_000);
      // Past a lease more: a re-send of a lapsed claim would show now.
      await new Promise((r) => setTimeout(r, LEASE_SECONDS * 1000 + 500));
      assert.deepEqual(
        addresses.map((to) => sink.to(to).length),
        addresses.map(() => 1),
        'each address got exactly one message',
      );
      const host = new URL(t.config.publicUrl).hostname;
      for (const row of rows) {
        const [mail] = sink.to(row.to);
        assert.equal(mail.messageId, messageIdOf({ ...row, id: Number(row.id) }, host));
      }
      const ids = new Set(rows.map((row) => sink.to(row.to)[0].messageId));
      assert.equal(ids.size, addresses.length, 'Message-IDs are distinct');
    } finally {
      await one.stop();
      await two.stop();
    }
  });
});
