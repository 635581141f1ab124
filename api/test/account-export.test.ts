import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../src/db/client.js';
import { insertApplication, recruiterWithJob, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A candidate with a row in every table the export reads; returns the texts it wrote. */
async function seedCandidate(db: Db, candidateId: string, jobId: string, companyId: string) {
  const tag = randomUUID().slice(0, 8);
  const texts = {
    bio: `Bio ${tag}`,
    alert: `Alert ${tag}`,
    message: `Message ${tag}`,
    notification: `Notice ${tag}`,
    cover: `Cover ${tag}`,
  };
  await db.query(`INSERT INTO candidate_profiles (user_id, bio, city) VALUES ($1, $2, 'Leeds')`, [
    candidateId,
    texts.bio,
  ]);
  await db.query(
    `INSERT INTO assessments (kind, candidate_id, work_pace, completed_at)
     VALUES ('culture', $1, 'fast', now())`,
    [candidateId],
  );
  await db.query(
    `INSERT INTO hospitality_quiz_attempts (candidate_id, answers, score, total)
     VALUES ($1, '{"q1": "a"}', 1, 2)`,
    [candidateId],
  );
  await db.query('INSERT INTO saved_jobs (candidate_id, job_id) VALUES ($1, $2)', [
    candidateId,
    jobId,
  ]);
  await db.query(`INSERT INTO job_alerts (candidate_id, name, criteria) VALUES ($1, $2, '{}')`, [
    candidateId,
    texts.alert,
  ]);
  const application = await insertApplication(db, jobId, candidateId);
  await db.query('UPDATE applications SET cover_letter = $2 WHERE id = $1', [
    application.id,
    texts.cover,
  ]);
  await db.query(
    `INSERT INTO application_status_history (application_id, to_status, changed_by)
     VALUES ($1, 'applied', $2)`,
    [application.id, candidateId],
  );
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO conversations (company_id, candidate_id, job_id) VALUES ($1, $2, $3) RETURNING id`,
    [companyId, candidateId, jobId],
  );
  await db.query('INSERT INTO messages (conversation_id, sender_id, body) VALUES ($1, $2, $3)', [
    rows[0].id,
    candidateId,
    texts.message,
  ]);
  await db.query(
    `INSERT INTO notifications (user_id, type, title, body) VALUES ($1, 'x.y', $2, 'b')`,
    [candidateId, texts.notification],
  );
  return { texts, applicationId: application.id, conversationId: rows[0].id };
}

describe('GET /api/me/export', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it("a candidate's export: a JSON attachment with everything listed and no one else's data", async () => {
    const { recruiter, company, job } = await recruiterWithJob(t);
    const me = await signedIn(t, 'candidate', 'Mira');
    const other = await signedIn(t, 'candidate', 'Olaf');
    const mine = await seedCandidate(t.db, me.userId, job.id, company.id);
    const theirs = await seedCandidate(t.db, other.userId, job.id, company.id);
    // The company wrote to me: its message is not mine to export as written by me.
    await t.db.query(
      'INSERT INTO messages (conversation_id, sender_id, body) VALUES ($1, $2, $3)',
      [mine.conversationId, recruiter.userId, 'Recruiter reply text'],
    );

    const res = await me.client.get('/api/me/export');
    assert.equal(res.status, 200, res.text);
    assert.match(
      res.headers.get('content-disposition') ?? '',
      /^attachment; filename="hospohire-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    assert.match(res.headers.get('content-type') ?? '', /application\/json/);
    const data = res.body as Record<string, unknown> & {
      account: Record<string, unknown>;
      profile: Record<string, unknown>;
    };
    assert.equal(data.account.email, me.email);
    assert.equal(data.account.passwordHash, undefined, 'never the password hash');
    assert.equal(data.profile.bio, mine.texts.bio);
    for (const section of [
      'assessments',
      'quizAttempts',
      'savedJobs',
      'jobAlerts',
      'applications',
      'applicationHistory',
      'conversations',
      'messagesWritten',
      'notifications',
    ]) {
      assert.ok(
        Array.isArray(data[section]) && (data[section] as unknown[]).length >= 1,
        `${section} is filled`,
      );
    }
    assert.deepEqual(
      (data.emailPreferences as Record<string, boolean>).product_news,
      false,
      'preferences included',
    );
    assert.ok(res.text.includes(mine.texts.message));
    assert.ok(res.text.includes(mine.texts.cover));
    assert.ok(res.text.includes(mine.texts.alert));
    assert.ok(res.text.includes(mine.texts.notification));

    // Nothing of the other candidate, nor the recruiter's identity or words.
    for (const foreign of [
      other.userId,
      other.email,
      theirs.applicationId,
      theirs.conversationId,
      ...Object.values(theirs.texts),
      recruiter.userId,
      recruiter.email,
      'Recruiter reply text',
    ]) {
      assert.ok(!res.text.includes(foreign), `the export holds ${foreign}`);
    }
  });

  it("a recruiter's export: their account and what they wrote, no candidate's data", async () => {
    const { recruiter, company, job } = await recruiterWithJob(t);
    const cand = await signedIn(t, 'candidate', 'Cleo');
    const seeded = await seedCandidate(t.db, cand.userId, job.id, company.id);
    await t.db.query(
      'INSERT INTO messages (conversation_id, sender_id, body) VALUES ($1, $2, $3)',
      [seeded.conversationId, recruiter.userId, 'Written by the recruiter'],
    );
    await t.db.query(
      `INSERT INTO interview_scorecards (application_id, candidate_id, company_id, author_id, ratings,
                                         recommendation, notes)
       VALUES ($1, $2, $3, $4, '{"skills": 4}', 'hire', 'Scorecard notes by me')`,
      [seeded.applicationId, cand.userId, company.id, recruiter.userId],
    );

    const res = await recruiter.client.get('/api/me/export');
    assert.equal(res.status, 200, res.text);
    assert.equal((res.body.account as { email: string }).email, recruiter.email);
    assert.equal(res.body.profile, null);
    assert.deepEqual(res.body.applications, []);
    assert.ok(res.text.includes('Written by the recruiter'));
    assert.ok(res.text.includes('Scorecard notes by me'));
    assert.equal((res.body.companyMemberships as unknown[]).length, 1);
    assert.ok((res.body.jobsCreated as unknown[]).length >= 0);
    for (const foreign of [cand.userId, cand.email, ...Object.values(seeded.texts)]) {
      assert.ok(!res.text.includes(foreign), `the export holds ${foreign}`);
    }
  });

  it('401 signed out', async () => {
    assert.equal((await t.client().get('/api/me/export')).status, 401);
  });
});
