import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { daysFromToday, londonDay } from 'shared-kernel/rules';
import { sweepExpiredOffers } from '../src/modules/applications/offers-expiry.js';
import { insertApplication, recruiterWithJob, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

// Issue 13, item 1–3: status and objects agree; offers (start date, deadline, withdraw, a
// corrected offer, expiry); the candidate withdraws.

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const bodiless = (client: TestClient, path: string) =>
  client.request('POST', path, { headers: { 'content-type': 'application/json' } });
const patch = (client: TestClient, path: string, json: unknown) =>
  client.request('PATCH', path, { json });

const offer = (fields: Record<string, unknown> = {}) => ({
  salaryAmount: 14.5,
  salaryType: 'hourly',
  startDate: daysFromToday(30),
  expiresAt: inDays(7),
  ...fields,
});
const interview = {
  startsAt: inDays(3),
  durationMinutes: 45,
  mode: 'in_person',
  location: 'The Test Kitchen, E1 6AN',
  interviewerName: 'Rita Jones',
};

/** A candidate applies through the API (so the history starts as it does for real). */
async function applied() {
  const base = await recruiterWithJob(app);
  const candidate = await signedIn(app, 'candidate', 'Olly');
  const response = await candidate.client.post('/api/applications', { jobId: base.job.id });
  assert.equal(response.status, 201, response.text);
  return { ...base, candidate, applicationId: String(response.body.id) };
}

async function statusOf(id: string) {
  const { rows } = await app.db.query<{ status: string }>(
    'SELECT status FROM applications WHERE id = $1',
    [id],
  );
  return rows[0].status;
}

async function typesOf(userId: string) {
  const { rows } = await app.db.query<{ type: string }>(
    'SELECT type FROM notifications WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return rows.map((row) => row.type);
}

type History = { fromStatus: string | null; status: string; note: string | null }[];
async function historyOf(client: TestClient, id: string) {
  const detail = await client.get(`/api/applications/${id}`);
  assert.equal(detail.status, 200, detail.text);
  return (detail.body.history as History).map((h) => `${h.fromStatus ?? '·'}>${h.status}`);
}

describe('status and objects agree', () => {
  test('a bare status change to interviewed or offered: 409 saying what to do instead', async () => {
    const { recruiter, applicationId } = await applied();
    const path = `/api/applications/${applicationId}/status`;
    assert.equal((await patch(recruiter.client, path, { status: 'reviewed' })).status, 200);
    const toInterviewed = await patch(recruiter.client, path, { status: 'interviewed' });
    assert.equal(toInterviewed.status, 409);
    assert.match(String(toInterviewed.body.message), /^Schedule an interview/);
    const toOffered = await patch(recruiter.client, path, { status: 'offered' });
    assert.equal(toOffered.status, 409);
    assert.match(String(toOffered.body.message), /^Make an offer/);
    assert.equal(await statusOf(applicationId), 'reviewed');
  });

  test('scheduling an interview moves to interviewed; cancelling the only one moves back', async () => {
    const { recruiter, candidate, applicationId } = await applied();
    await patch(recruiter.client, `/api/applications/${applicationId}/status`, {
      status: 'reviewed',
    });
    const first = await recruiter.client.post(
      `/api/applications/${applicationId}/interviews`,
      interview,
    );
    assert.equal(first.status, 201, first.text);
    assert.equal(await statusOf(applicationId), 'interviewed');
    const second = await recruiter.client.post(`/api/applications/${applicationId}/interviews`, {
      ...interview,
      startsAt: inDays(4),
    });
    assert.equal(second.status, 201);

    // One of two cancelled: still interviewed (the other interview stands).
    assert.equal(
      (await bodiless(recruiter.client, `/api/interviews/${String(first.body.id)}/cancel`)).status,
      200,
    );
    assert.equal(await statusOf(applicationId), 'interviewed');
    // The remaining one cancelled: back to reviewed, history kept.
    assert.equal(
      (await bodiless(recruiter.client, `/api/interviews/${String(second.body.id)}/cancel`)).status,
      200,
    );
    assert.equal(await statusOf(applicationId), 'reviewed');
    assert.deepEqual(await historyOf(candidate.client, applicationId), [
      '·>applied',
      'applied>reviewed',
      'reviewed>interviewed',
      'interviewed>reviewed',
    ]);
  });

  test('an interview scheduled straight from applied, cancelled: back to applied', async () => {
    const { recruiter, applicationId } = await applied();
    const made = await recruiter.client.post(
      `/api/applications/${applicationId}/interviews`,
      interview,
    );
    assert.equal(await statusOf(applicationId), 'interviewed');
    await bodiless(recruiter.client, `/api/interviews/${String(made.body.id)}/cancel`);
    assert.equal(await statusOf(applicationId), 'applied');
  });
});

describe('offers', () => {
  test('an offer from applied: 409; from reviewed: offered', async () => {
    const { recruiter, applicationId } = await applied();
    const early = await recruiter.client.post(`/api/applications/${applicationId}/offers`, offer());
    assert.equal(early.status, 409);
    assert.match(String(early.body.message), /reviewed or interviewed/);
    assert.equal(await statusOf(applicationId), 'applied');
    await patch(recruiter.client, `/api/applications/${applicationId}/status`, {
      status: 'reviewed',
    });
    const made = await recruiter.client.post(`/api/applications/${applicationId}/offers`, offer());
    assert.equal(made.status, 201, made.text);
    assert.equal(await statusOf(applicationId), 'offered');
  });

  test('start date in the past: 400 naming startDate; no deadline or a past one: 400', async () => {
    const { recruiter, applicationId } = await applied();
    await patch(recruiter.client, `/api/applications/${applicationId}/status`, {
      status: 'reviewed',
    });
    const path = `/api/applications/${applicationId}/offers`;
    const past = await recruiter.client.post(path, offer({ startDate: '2020-01-01' }));
    assert.equal(past.status, 400);
    assert.equal(past.body.field, 'startDate');
    const yesterday = londonDay(new Date(Date.now() - 86_400_000));
    assert.equal((await recruiter.client.post(path, offer({ startDate: yesterday }))).status, 400);
    const { expiresAt: _omitted, ...noDeadline } = offer();
    const missing = await recruiter.client.post(path, noDeadline);
    assert.equal(missing.status, 400);
    assert.equal(missing.body.field, 'expiresAt');
    const passed = await recruiter.client.post(path, offer({ expiresAt: inDays(-1) }));
    assert.equal(passed.status, 400);
    assert.equal(passed.body.field, 'expiresAt');
    // Today (London) is fine.
    const today = await recruiter.client.post(path, offer({ startDate: londonDay() }));
    assert.equal(today.status, 201, today.text);
  });

  test('withdraw: back to the stage before, history kept; a corrected offer is a new one', async () => {
    const { recruiter, candidate, applicationId } = await applied();
    await patch(recruiter.client, `/api/applications/${applicationId}/status`, {
      status: 'reviewed',
    });
    await recruiter.client.post(`/api/applications/${applicationId}/interviews`, interview);
    const first = await recruiter.client.post(`/api/applications/${applicationId}/offers`, offer());
    const firstId = String(first.body.id);
    const stranger = (await recruiterWithJob(app)).recruiter;
    assert.equal((await bodiless(stranger.client, `/api/offers/${firstId}/withdraw`)).status, 404);
    assert.equal((await bodiless(candidate.client, `/api/offers/${firstId}/withdraw`)).status, 403);
    const tooLong = await recruiter.client.post(`/api/offers/${firstId}/withdraw`, {
      message: 'x'.repeat(2001),
    });
    assert.equal(tooLong.status, 400);
    assert.equal(tooLong.body.field, 'message');

    const withdrawn = await recruiter.client.post(`/api/offers/${firstId}/withdraw`, {
      message: 'The pay was wrong, a corrected offer follows.',
    });
    assert.equal(withdrawn.status, 200, withdrawn.text);
    assert.equal(withdrawn.body.status, 'withdrawn');
    assert.equal(withdrawn.body.withdrawalMessage, 'The pay was wrong, a corrected offer follows.');
    assert.ok(withdrawn.body.withdrawnAt);
    // The candidate's /job-offers reads why: their GET /api/offers carries the message.
    const mine = await candidate.client.get('/api/offers');
    assert.equal(mine.status, 200, mine.text);
    const seen = (mine.body.items as { id: string; status: string; withdrawalMessage?: unknown }[])
      .filter((o) => o.id === firstId)
      .map((o) => [o.status, o.withdrawalMessage]);
    assert.deepEqual(seen, [['withdrawn', 'The pay was wrong, a corrected offer follows.']]);
    assert.equal(await statusOf(applicationId), 'interviewed');
    assert.equal((await bodiless(recruiter.client, `/api/offers/${firstId}/withdraw`)).status, 409);
    assert.equal((await bodiless(candidate.client, `/api/offers/${firstId}/accept`)).status, 409);

    const corrected = await recruiter.client.post(
      `/api/applications/${applicationId}/offers`,
      offer({ salaryAmount: 15.5 }),
    );
    assert.equal(corrected.status, 201, corrected.text);
    const detail = await candidate.client.get(`/api/applications/${applicationId}`);
    assert.equal((detail.body.offer as { id: string }).id, corrected.body.id);
    assert.deepEqual(
      (detail.body.offers as { status: string; salaryAmount: number }[]).map((o) => [
        o.status,
        o.salaryAmount,
      ]),
      [
        ['pending', 15.5],
        ['withdrawn', 14.5],
      ],
    );
    assert.deepEqual(await historyOf(candidate.client, applicationId), [
      '·>applied',
      'applied>reviewed',
      'reviewed>interviewed',
      'interviewed>offered',
      'offered>interviewed',
      'interviewed>offered',
    ]);
    assert.deepEqual(
      (await typesOf(candidate.userId)).filter((type) => type.startsWith('offer.')),
      ['offer.created', 'offer.withdrawn', 'offer.created'],
    );
    const accepted = await bodiless(
      candidate.client,
      `/api/offers/${String(corrected.body.id)}/accept`,
    );
    assert.equal(accepted.status, 200, accepted.text);
    assert.equal(await statusOf(applicationId), 'accepted');
  });

  test('the expiry sweep: pending past the deadline → expired, back a stage, both told, once', async () => {
    const { recruiter, candidate, applicationId } = await applied();
    await patch(recruiter.client, `/api/applications/${applicationId}/status`, {
      status: 'reviewed',
    });
    const made = await recruiter.client.post(`/api/applications/${applicationId}/offers`, offer());
    const id = String(made.body.id);
    await app.db.query(`UPDATE offers SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      id,
    ]);
    // Two sweeps at once (as two API processes would): the offer expires once.
    const [a, b] = await Promise.all([sweepExpiredOffers(app.db), sweepExpiredOffers(app.db)]);
    const told = [...a, ...b].filter(
      (event) => event.notification.type === 'offer.expired' && event.userId === candidate.userId,
    );
    assert.equal(told.length, 1);
    const { rows } = await app.db.query<{ status: string }>(
      'SELECT status FROM offers WHERE id = $1',
      [id],
    );
    assert.equal(rows[0].status, 'expired');
    assert.equal(await statusOf(applicationId), 'reviewed');
    assert.deepEqual(
      (await typesOf(candidate.userId)).filter((t) => t.startsWith('offer.')),
      ['offer.created', 'offer.expired'],
    );
    assert.deepEqual(
      (await typesOf(recruiter.userId)).filter((t) => t.startsWith('offer.')),
      ['offer.expired'],
    );
    const history = await historyOf(candidate.client, applicationId);
    assert.equal(history.at(-1), 'offered>reviewed');
    // A second sweep finds nothing more.
    assert.equal((await sweepExpiredOffers(app.db)).length, 0);
  });

  test('reading the offers expires a passed deadline first', async () => {
    const { recruiter, candidate, applicationId } = await applied();
    await patch(recruiter.client, `/api/applications/${applicationId}/status`, {
      status: 'reviewed',
    });
    const made = await recruiter.client.post(`/api/applications/${applicationId}/offers`, offer());
    await app.db.query(`UPDATE offers SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      String(made.body.id),
    ]);
    const listed = await candidate.client.get('/api/offers');
    assert.equal((listed.body.items as { status: string }[])[0].status, 'expired');
    const { rows } = await app.db.query<{ status: string }>(
      'SELECT status FROM offers WHERE id = $1',
      [String(made.body.id)],
    );
    assert.equal(rows[0].status, 'expired');
    assert.equal(await statusOf(applicationId), 'reviewed');
  });
});

describe('a rejection leaves nothing open behind it', () => {
  test('rejecting withdraws the pending offer and cancels upcoming interviews', async () => {
    const { recruiter, candidate, applicationId } = await applied();
    await patch(recruiter.client, `/api/applications/${applicationId}/status`, {
      status: 'reviewed',
    });
    const scheduled = await recruiter.client.post(
      `/api/applications/${applicationId}/interviews`,
      interview,
    );
    const made = await recruiter.client.post(`/api/applications/${applicationId}/offers`, offer());
    const rejected = await patch(recruiter.client, `/api/applications/${applicationId}/status`, {
      status: 'rejected',
      note: 'We went with someone else.',
    });
    assert.equal(rejected.status, 200, rejected.text);
    const detail = await candidate.client.get(`/api/applications/${applicationId}`);
    assert.equal((detail.body.offer as { id: string; status: string }).id, made.body.id);
    assert.equal((detail.body.offer as { status: string }).status, 'withdrawn');
    assert.deepEqual(
      (detail.body.interviews as { id: string; status: string }[]).map((i) => [i.id, i.status]),
      [[scheduled.body.id, 'cancelled']],
    );
    const answer = await bodiless(candidate.client, `/api/offers/${String(made.body.id)}/accept`);
    assert.equal(answer.status, 409);
  });
});

describe('POST /api/applications/:id/withdraw', () => {
  test('the candidate withdraws an open application; the recruiter is told; final', async () => {
    const { recruiter, candidate, applicationId, job } = await applied();
    await patch(recruiter.client, `/api/applications/${applicationId}/status`, {
      status: 'reviewed',
    });
    const scheduled = await recruiter.client.post(
      `/api/applications/${applicationId}/interviews`,
      interview,
    );
    const other = await signedIn(app, 'candidate');
    assert.equal(
      (await bodiless(other.client, `/api/applications/${applicationId}/withdraw`)).status,
      404,
    );
    assert.equal(
      (await bodiless(recruiter.client, `/api/applications/${applicationId}/withdraw`)).status,
      403,
    );
    assert.equal(
      (await bodiless(app.client(), `/api/applications/${applicationId}/withdraw`)).status,
      401,
    );
    const response = await bodiless(
      candidate.client,
      `/api/applications/${applicationId}/withdraw`,
    );
    assert.equal(response.status, 200, response.text);
    assert.equal(response.body.status, 'withdrawn');
    assert.equal(await statusOf(applicationId), 'withdrawn');
    // Its upcoming interview is cancelled with it.
    const { rows } = await app.db.query<{ status: string }>(
      'SELECT status FROM interviews WHERE id = $1',
      [String(scheduled.body.id)],
    );
    assert.equal(rows[0].status, 'cancelled');
    const { rows: notes } = await app.db.query<{ type: string; href: string }>(
      `SELECT type, href FROM notifications WHERE user_id = $1 AND type = 'application.withdrawn'`,
      [recruiter.userId],
    );
    assert.deepEqual(notes, [
      { type: 'application.withdrawn', href: `/job-applications/${job.id}` },
    ]);
    // Final: no second withdraw, no move by the recruiter.
    assert.equal(
      (await bodiless(candidate.client, `/api/applications/${applicationId}/withdraw`)).status,
      409,
    );
    const move = await patch(recruiter.client, `/api/applications/${applicationId}/status`, {
      status: 'rejected',
    });
    assert.equal(move.status, 409);
  });

  test('withdrawing at the offer stage declines the pending offer', async () => {
    const { recruiter, candidate, job } = await recruiterWithJob(app).then(async (base) => ({
      ...base,
      candidate: await signedIn(app, 'candidate'),
    }));
    const { id } = await insertApplication(app.db, job.id, candidate.userId, 'reviewed');
    const made = await recruiter.client.post(`/api/applications/${id}/offers`, offer());
    assert.equal(made.status, 201, made.text);
    const response = await bodiless(candidate.client, `/api/applications/${id}/withdraw`);
    assert.equal(response.status, 200, response.text);
    assert.equal((response.body.offer as { status: string }).status, 'declined');
  });
});
