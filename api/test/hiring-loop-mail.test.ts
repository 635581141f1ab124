import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ParsedMail } from 'mailparser';
import { daysFromToday } from 'shared-kernel/rules';
import { giveUpEarlierRows, startSmtpSink, until } from './support/smtp.js';
import WebSocket from 'ws';
import { recruiterWithJob, signedIn } from './support/fixtures.js';
import { ALLOWED_ORIGIN, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

// Issue 13, item 5: an e-mail for every hiring event, through a real SMTP server started here:
// plain text and HTML, the product's name, a link to the page, the kind's one-click unsubscribe
// (RFC 8058 headers), the interview's .ics (METHOD:CANCEL for a cancel); a new message is
// e-mailed only to a receiver with no live socket.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const bodiless = (client: TestClient, path: string) =>
  client.request('POST', path, { headers: { 'content-type': 'application/json' } });

const icsOf = (mail: ParsedMail) => {
  const ics = mail.attachments.find((a) => a.filename === 'interview.ics');
  assert.ok(ics, `an .ics on "${mail.subject}"`);
  assert.match(ics.contentType, /^text\/calendar/);
  return ics.content.toString('utf8');
};

/** A header as sent (mailparser folds the List-* headers into one object). */
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.slice(name.length + 1)
    .trim();

/** Plain text and HTML, the product's name, the link, and the kind's one-click unsubscribe. */
function assertHiringMail(mail: ParsedMail, publicUrl: string, href: string) {
  assert.match(mail.subject ?? '', / – HospoHire$/);
  assert.ok(mail.text?.includes(`${publicUrl}${href}`), `link ${href} in: ${mail.text}`);
  assert.ok(typeof mail.html === 'string' && mail.html.includes('HospoHire'));
  assert.ok(mail.html.includes(`href="${publicUrl}${href}"`));
  const unsubscribe = rawHeader(mail, 'List-Unsubscribe') ?? '';
  assert.ok(unsubscribe.startsWith(`<${publicUrl}/api/email/unsubscribe?token=`), unsubscribe);
  assert.equal(rawHeader(mail, 'List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
}

describe('hiring e-mails through SMTP', () => {
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

  it('the loop: application, interview (.ics), cancel (METHOD:CANCEL), offer, withdraw, accept', async () => {
    const { recruiter, job } = await recruiterWithJob(t);
    const candidate = await signedIn(t, 'candidate', 'Cleo');
    const url = t.config.publicUrl;

    const applied = await candidate.client.post('/api/applications', { jobId: job.id });
    assert.equal(applied.status, 201, applied.text);
    const applicationId = String(applied.body.id);
    const created = await sink.find(recruiter.email, 'New application');
    assertHiringMail(created, url, `/job-applications/${job.id}`);
    assert.match(created.text ?? '', /Cleo Carter applied for Bartender/);

    await recruiter.client.request('PATCH', `/api/applications/${applicationId}/status`, {
      json: { status: 'reviewed' },
    });
    assertHiringMail(
      await sink.find(candidate.email, 'Application update'),
      url,
      `/applications/${applicationId}`,
    );

    const scheduled = await recruiter.client.post(`/api/applications/${applicationId}/interviews`, {
      startsAt: inDays(3),
      durationMinutes: 30,
      mode: 'in_person',
      location: 'The Test Kitchen, E1 6AN',
      interviewerName: 'Rita Jones',
    });
    assert.equal(scheduled.status, 201, scheduled.text);
    const invite = await sink.find(candidate.email, 'Interview scheduled');
    assertHiringMail(invite, url, '/interviews');
    const ics = icsOf(invite);
    assert.match(ics, /METHOD:PUBLISH/);
    assert.match(ics, new RegExp(`UID:interview-${String(scheduled.body.id)}@hospohire`));
    assert.match(ics, /LOCATION:The Test Kitchen\\, E1 6AN/);
    assert.match(invite.text ?? '', /Where: The Test Kitchen, E1 6AN/);

    await bodiless(recruiter.client, `/api/interviews/${String(scheduled.body.id)}/cancel`);
    const cancelled = await sink.find(candidate.email, 'Interview cancelled');
    assert.match(icsOf(cancelled), /METHOD:CANCEL/);
    assert.match(icsOf(cancelled), /STATUS:CANCELLED/);

    const offer = {
      salaryAmount: 14.5,
      salaryType: 'hourly',
      startDate: daysFromToday(30),
      expiresAt: inDays(5),
      message: 'We would love to have you.',
    };
    const made = await recruiter.client.post(`/api/applications/${applicationId}/offers`, offer);
    assert.equal(made.status, 201, made.text);
    const offered = await sink.find(candidate.email, 'Job offer');
    assertHiringMail(offered, url, '/job-offers');
    assert.match(offered.text ?? '', /Pay: £14\.50\/hour/);
    assert.match(offered.text ?? '', /We would love to have you\./);

    await recruiter.client.post(`/api/offers/${String(made.body.id)}/withdraw`, {
      message: 'A corrected offer follows.',
    });
    const withdrawn = await sink.find(candidate.email, 'Offer withdrawn');
    assert.match(withdrawn.text ?? '', /A corrected offer follows\./);

    const corrected = await recruiter.client.post(`/api/applications/${applicationId}/offers`, {
      ...offer,
      salaryAmount: 15,
    });
    assert.equal(corrected.status, 201, corrected.text);
    await bodiless(candidate.client, `/api/offers/${String(corrected.body.id)}/accept`);
    assertHiringMail(
      await sink.find(recruiter.email, 'Offer accepted'),
      url,
      `/job-applications/${job.id}`,
    );
    assert.equal(
      sink.to(candidate.email).filter((m) => m.subject?.startsWith('Job offer')).length,
      2,
    );
  });

  it('a turned-off kind sends nothing', async () => {
    const { recruiter, job } = await recruiterWithJob(t);
    const put = await recruiter.client.request('PUT', '/api/me/email-preferences', {
      json: { applications: false },
    });
    assert.equal(put.status, 200, put.text);
    const candidate = await signedIn(t, 'candidate');
    await candidate.client.post('/api/applications', { jobId: job.id });
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outgoing_emails WHERE to_address = $1
         AND subject LIKE 'New application%'`,
      [recruiter.email.toLowerCase()],
    );
    assert.equal(rows[0].n, 0);
  });

  it('a new message is e-mailed only while the receiver has no live socket', async () => {
    const { recruiter, job } = await recruiterWithJob(t);
    const candidate = await signedIn(t, 'candidate', 'Mo');
    await candidate.client.post('/api/applications', { jobId: job.id });
    const started = await recruiter.client.post('/api/conversations', {
      candidateId: candidate.userId,
      body: 'Hello Mo, are you free on Friday?',
    });
    assert.equal(started.status, 201, started.text);
    const mail = await sink.find(candidate.email, 'New message from');
    assert.match(mail.text ?? '', /are you free on Friday\?/);
    assert.equal(rawHeader(mail, 'List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');

    // Online: the candidate's page holds the live socket.
    const cookie = [...candidate.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/api/ws/notifications`, {
      headers: { cookie },
      origin: ALLOWED_ORIGIN,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () => resolve());
      socket.on('error', reject);
    });
    await until(async () => {
      const { rows } = await t.db.query('SELECT 1 FROM live_presence WHERE user_id = $1', [
        candidate.userId,
      ]);
      return rows[0] ? true : undefined;
    });
    const conversationId = (started.body.conversation as { id: string }).id;
    const sent = await recruiter.client.post(`/api/conversations/${conversationId}/messages`, {
      body: 'Second message while you are here',
    });
    assert.equal(sent.status, 201, sent.text);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outgoing_emails WHERE to_address = $1
         AND subject LIKE 'New message from%'`,
      [candidate.email.toLowerCase()],
    );
    assert.equal(rows[0].n, 1, 'no e-mail while online');

    // Offline again: the mark is gone, the next message is e-mailed.
    socket.close();
    await until(async () => {
      const { rows: left } = await t.db.query('SELECT 1 FROM live_presence WHERE user_id = $1', [
        candidate.userId,
      ]);
      return left[0] ? undefined : true;
    });
    await recruiter.client.post(`/api/conversations/${conversationId}/messages`, {
      body: 'Third message, you left',
    });
    await until(() =>
      sink.to(candidate.email).find((m) => (m.text ?? '').includes('Third message, you left')),
    );
  });
});
