import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { DEMO_CANDIDATE, DEMO_RECRUITER } from '../src/seed/demo-accounts.js';
import { startSmtpSink } from '../test/support/smtp.js';
import { Client, CLUSTER_SKIP, startCluster, until, type Cluster } from './harness.js';

// Issue 30, items 5 and 7: done once across two API processes. Four publishes of one job at
// once, on both processes, give the matching candidate one alert (one notification, one
// e-mail); a slow SMTP relay (1 s a message, longer than the shortened 2 s claim allows for two
// messages) gets every e-mail once, each with its own stable Message-ID.
describe('cluster: nothing done twice', { skip: CLUSTER_SKIP }, () => {
  let cluster: Cluster;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  before(async () => {
    sink = await startSmtpSink({ delayMs: 1_000 });
    cluster = await startCluster({
      seedDemo: true,
      env: { SMTP_URL: sink.url, MAIL_LEASE_SECONDS: '2' },
    });
  });
  after(async () => {
    await cluster?.close();
    await sink?.close();
  });

  it('four simultaneous publishes on two processes: one alert', async (t) => {
    const candidate = new Client(cluster.apis[0].url);
    assert.equal(
      (await candidate.signIn(DEMO_CANDIDATE.email, DEMO_CANDIDATE.password)).status,
      200,
    );
    const word = `quokka${randomUUID().slice(0, 6)}`;
    const alert = await candidate.request('POST', '/api/job-alerts', {
      name: 'Quokka jobs',
      criteria: { q: word },
    });
    assert.equal(alert.status, 201, alert.text);

    // A draft of the demo recruiter's company, published by four requests at once.
    const { rows } = await cluster.admin.query<{ id: string }>(
      `INSERT INTO jobs (company_id, venue_id, created_by, title, description, status, skills,
                           employment_type, salary_type, salary_amount_pence)
         SELECT j.company_id, j.venue_id, j.created_by, $1, j.description, 'draft', j.skills,
                j.employment_type, j.salary_type, j.salary_amount_pence
         FROM jobs j
         JOIN company_members m ON m.company_id = j.company_id
         JOIN users u ON u.id = m.user_id AND u.email = $2
         LIMIT 1
         RETURNING id`,
      [`${word} wrangler`, DEMO_RECRUITER.email],
    );
    const jobId = rows[0].id;
    const recruiters = await Promise.all(
      cluster.apis.map(async (api) => {
        const client = new Client(api.url);
        const res = await client.signIn(DEMO_RECRUITER.email, DEMO_RECRUITER.password);
        assert.equal(res.status, 200);
        return client;
      }),
    );
    const answers = await Promise.all(
      [0, 1, 0, 1].map((i) => recruiters[i].request('POST', `/api/jobs/${jobId}/publish`)),
    );
    t.diagnostic(`publish answers: ${answers.map((a) => a.status).join(', ')}`);
    assert.ok(
      answers.every((a) => a.status === 200),
      answers.map((a) => a.text).join('\n'),
    );

    const notifications = await cluster.admin.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id
         WHERE u.email = $1 AND n.type = 'job_alert.match' AND n.href LIKE '%' || $2`,
      [DEMO_CANDIDATE.email, jobId],
    );
    assert.equal(notifications.rows[0].n, 1, 'one alert notification');
    const emails = await cluster.admin.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outgoing_emails
         WHERE to_address = $1 AND body_text LIKE '%' || $2 || '%'`,
      [DEMO_CANDIDATE.email, jobId],
    );
    assert.equal(emails.rows[0].n, 1, 'one alert e-mail');
  });

  it('a slow SMTP relay: every e-mail delivered once, with a stable Message-ID', async (t) => {
    // Ten sign-ups: ten e-mails (each new address's verification) for the two dispatchers.
    const startedAt = new Date();
    for (let i = 0; i < 10; i += 1) {
      const res = await new Client(cluster.apis[i % 2].url).signUp('candidate', 'slow-relay');
      assert.equal(res.status, 201);
    }
    const { rows } = await cluster.admin.query<{ id: string; to: string }>(
      `SELECT id::text, to_address AS to FROM outgoing_emails
         WHERE created_at >= $1 AND to_address LIKE 'slow-relay-%'`,
      [startedAt],
    );
    assert.equal(rows.length, 10);
    await until(
      () => rows.every((row) => sink.to(row.to).length > 0),
      60_000,
      'every e-mail to reach the relay',
    );
    // Longer than a claim: a message sent twice would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const perAddress = rows.map((row) => sink.to(row.to).length);
    const ids = rows.flatMap((row) => sink.to(row.to).map((mail) => mail.messageId));
    t.diagnostic(`deliveries per e-mail: ${perAddress.join(',')}`);
    assert.deepEqual(
      perAddress,
      rows.map(() => 1),
      'each e-mail once',
    );
    assert.equal(new Set(ids).size, rows.length, 'one Message-ID each');
    assert.ok(
      ids.every((id) => id && /^<outgoing-/.test(id)),
      ids.join(' '),
    );
  });
});
