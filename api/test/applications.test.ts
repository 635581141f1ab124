import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { insertApplication, insertJob, recruiterWithJob, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

type HistoryEntry = { fromStatus: string | null; status: string; note: string | null };
type ApplicationDetail = {
  id: string;
  status: string;
  coverLetter: string | null;
  availability: string[];
  job: { id: string; title: string; location: string | null; company: { name: string } };
  history: HistoryEntry[];
  newStarter?: unknown;
};
type PipelineItem = {
  status: string;
  coverLetter: string | null;
  availability: string[];
  candidate: { firstName: string; name: string; email: string; profile: unknown };
  skillsMatch: number;
  cultureScore: number | null;
  history: HistoryEntry[];
};

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

const patch = (client: TestClient, path: string, json: unknown) =>
  client.request('PATCH', path, { json });

async function notificationsOf(userId: string) {
  const { rows } = await app.db.query<{ type: string; title: string; body: string; href: string }>(
    'SELECT type, title, body, href FROM notifications WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows;
}

describe('POST /api/applications', () => {
  test('applies to an open job: 201, history, the company told', async () => {
    const { recruiter, company, job } = await recruiterWithJob(app);
    const colleague = await signedIn(app, 'recruiter', 'Colin');
    await app.db.query(
      `INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, 'recruiter')`,
      [company.id, colleague.userId],
    );
    const candidate = await signedIn(app, 'candidate', 'Cara');
    const seen: string[] = [];
    const unsubscribe = app.app.events.subscribe((event) => seen.push(event.userId));
    const response = await candidate.client.post('/api/applications', {
      jobId: job.id,
      coverLetter: '  I love busy bars.  ',
      availability: ['sat_evening', 'fri_late', 'sat_evening'],
    });
    unsubscribe();
    assert.equal(response.status, 201, response.text);
    const body = response.body as unknown as ApplicationDetail;
    assert.equal(body.status, 'applied');
    assert.equal(body.coverLetter, 'I love busy bars.');
    assert.deepEqual(body.availability, ['sat_evening', 'fri_late']);
    assert.equal(body.job.id, job.id);
    assert.equal(body.job.title, 'Bartender');
    assert.equal(body.job.location, 'London');
    assert.deepEqual(
      body.history.map((h) => [h.fromStatus, h.status]),
      [[null, 'applied']],
    );
    for (const member of [recruiter.userId, colleague.userId]) {
      assert.deepEqual(await notificationsOf(member), [
        {
          type: 'application.created',
          title: 'New application',
          body: 'Cara Carter applied for Bartender',
          href: `/job-applications/${job.id}`,
        },
      ]);
    }
    assert.deepEqual(seen.sort(), [recruiter.userId, colleague.userId].sort());
  });

  test('a second application to the same job: 409', async () => {
    const { job } = await recruiterWithJob(app);
    const candidate = await signedIn(app, 'candidate');
    assert.equal((await candidate.client.post('/api/applications', { jobId: job.id })).status, 201);
    const again = await candidate.client.post('/api/applications', { jobId: job.id });
    assert.equal(again.status, 409);
    assert.deepEqual(again.body, { message: 'You have already applied for this job' });
  });

  test('a draft, closed or unknown job: 404', async () => {
    const { company, venue } = await recruiterWithJob(app);
    const candidate = await signedIn(app, 'candidate');
    for (const status of ['draft', 'closed'] as const) {
      const job = await insertJob(app.db, company.id, venue.id, { status });
      const response = await candidate.client.post('/api/applications', { jobId: job.id });
      assert.equal(response.status, 404);
    }
    const unknown = await candidate.client.post('/api/applications', { jobId: randomUUID() });
    assert.equal(unknown.status, 404);
  });

  test('bad input names the field', async () => {
    const { job } = await recruiterWithJob(app);
    const candidate = await signedIn(app, 'candidate');
    const cases: [unknown, string][] = [
      [{}, 'jobId'],
      [{ jobId: 'nope' }, 'jobId'],
      [{ jobId: job.id, availability: ['someday'] }, 'availability'],
      [{ jobId: job.id, coverLetter: 'x'.repeat(10001) }, 'coverLetter'],
      [{ jobId: job.id, salary: 1 }, 'salary'],
    ];
    for (const [json, field] of cases) {
      const response = await candidate.client.post('/api/applications', json);
      assert.equal(response.status, 400, JSON.stringify(json));
      assert.equal(response.body.field, field, JSON.stringify(response.body));
    }
  });

  test('no session 401, recruiter 403', async () => {
    const { recruiter, job } = await recruiterWithJob(app);
    assert.equal((await app.client().post('/api/applications', { jobId: job.id })).status, 401);
    assert.equal((await recruiter.client.post('/api/applications', { jobId: job.id })).status, 403);
  });
});

describe('the candidate reads their applications', () => {
  test('GET /api/applications/candidate: own, newest first', async () => {
    const { company, venue, job } = await recruiterWithJob(app);
    const later = await insertJob(app.db, company.id, venue.id, { title: 'Head Chef' });
    const candidate = await signedIn(app, 'candidate');
    const other = await signedIn(app, 'candidate');
    await other.client.post('/api/applications', { jobId: job.id });
    await candidate.client.post('/api/applications', { jobId: job.id });
    await candidate.client.post('/api/applications', { jobId: later.id });
    const response = await candidate.client.get('/api/applications/candidate');
    assert.equal(response.status, 200);
    const list = JSON.parse(response.text) as ApplicationDetail[];
    assert.equal(list.length, 2);
    assert.equal(list[0].job.title, 'Head Chef');
    assert.equal(list[1].job.title, 'Bartender');
    assert.match(String(list[0].job.company.name), /Test Group/);
    assert.deepEqual(Object.keys(list[0]).sort(), [
      'appliedAt',
      'id',
      'job',
      // The new-starter pack's progress: null before an accepted offer (issue 43 item 4).
      'newStarter',
      'rejectionMessage',
      'status',
      'statusChangedAt',
    ]);
    assert.equal(list[0].newStarter, null);
    assert.equal((await app.client().get('/api/applications/candidate')).status, 401);
  });

  test('GET /api/applications/:id: own only', async () => {
    const { recruiter, job } = await recruiterWithJob(app);
    const candidate = await signedIn(app, 'candidate');
    const other = await signedIn(app, 'candidate');
    const created = await candidate.client.post('/api/applications', { jobId: job.id });
    const id = String(created.body.id);
    const own = await candidate.client.get(`/api/applications/${id}`);
    assert.equal(own.status, 200);
    assert.deepEqual(own.body.interviews, []);
    assert.equal(own.body.offer, null);
    assert.equal((await other.client.get(`/api/applications/${id}`)).status, 404);
    assert.equal((await recruiter.client.get(`/api/applications/${id}`)).status, 403);
    assert.equal((await app.client().get(`/api/applications/${id}`)).status, 401);
    assert.equal((await candidate.client.get('/api/applications/123')).body.field, 'id');
  });
});

describe('GET /api/jobs/:id/applications', () => {
  test("the job's applications with profile, skills match and culture score", async () => {
    const { recruiter, company, venue } = await recruiterWithJob(app);
    const job = await insertJob(app.db, company.id, venue.id, {
      skills: ['cocktails', 'cash handling', 'wine', 'coffee'],
      pace: 'fast',
    });
    const candidate = await signedIn(app, 'candidate', 'Pat');
    await app.db.query(
      `INSERT INTO candidate_profiles (user_id, bio, experience, skills, city, personality_type)
       VALUES ($1, 'Bright', '5 years', ARRAY['cocktails', 'wine', 'latte art'], 'Leeds', 'ENFP')`,
      [candidate.userId],
    );
    await app.db.query(
      `INSERT INTO assessments (kind, candidate_id, work_pace, guest_interaction)
       VALUES ('culture', $1, 'fast', 'high')`,
      [candidate.userId],
    );
    const bare = await signedIn(app, 'candidate', 'Bo');
    await candidate.client.post('/api/applications', {
      jobId: job.id,
      coverLetter: 'Hello',
      availability: ['mon_morning'],
    });
    const created = await bare.client.post('/api/applications', { jobId: job.id });
    await patch(recruiter.client, `/api/applications/${String(created.body.id)}/status`, {
      status: 'reviewed',
    });

    const response = await recruiter.client.get(`/api/jobs/${job.id}/applications`);
    assert.equal(response.status, 200, response.text);
    const body = response.body as unknown as { total: number; page: number; items: PipelineItem[] };
    assert.equal(body.total, 2);
    assert.equal(body.page, 1);
    const pat = body.items.find((x) => x.candidate.firstName === 'Pat')!;
    assert.equal(pat.candidate.name, 'Pat Carter');
    assert.equal(pat.candidate.email, candidate.email);
    assert.deepEqual(pat.candidate.profile, {
      skills: ['cocktails', 'wine', 'latte art'],
      location: 'Leeds',
      experience: '5 years',
      bio: 'Bright',
      personalityType: 'ENFP',
      certificates: [],
    });
    assert.equal(pat.coverLetter, 'Hello');
    assert.deepEqual(pat.availability, ['mon_morning']);
    assert.equal(pat.skillsMatch, 50);
    assert.equal(pat.cultureScore, 45); // pace match 25 + high guest interaction 20
    const bo = body.items.find((x) => x.candidate.firstName === 'Bo')!;
    assert.equal(bo.skillsMatch, 0);
    assert.equal(bo.cultureScore, null);
    assert.equal(bo.status, 'reviewed');
    assert.deepEqual(
      bo.history.map((h) => h.status),
      ['applied', 'reviewed'],
    );

    const filtered = await recruiter.client.get(`/api/jobs/${job.id}/applications?status=reviewed`);
    assert.equal(filtered.body.total, 1);
    const paged = await recruiter.client.get(`/api/jobs/${job.id}/applications?pageSize=1&page=2`);
    assert.equal((paged.body.items as unknown[]).length, 1);
    const bad = await recruiter.client.get(`/api/jobs/${job.id}/applications?status=hired`);
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'status');
    const big = await recruiter.client.get(`/api/jobs/${job.id}/applications?pageSize=51`);
    assert.equal(big.body.field, 'pageSize');
  });

  test("another company's job 404, candidate 403, no session 401", async () => {
    const { job } = await recruiterWithJob(app);
    const { recruiter: stranger } = await recruiterWithJob(app);
    const noCompany = await signedIn(app, 'recruiter');
    const candidate = await signedIn(app, 'candidate');
    assert.equal((await stranger.client.get(`/api/jobs/${job.id}/applications`)).status, 404);
    assert.equal((await noCompany.client.get(`/api/jobs/${job.id}/applications`)).status, 404);
    assert.equal((await candidate.client.get(`/api/jobs/${job.id}/applications`)).status, 403);
    assert.equal((await app.client().get(`/api/jobs/${job.id}/applications`)).status, 401);
  });
});

describe('PATCH /api/applications/:id/status', () => {
  test('moves forward one step at a time, writes history, tells the candidate', async () => {
    const { recruiter, job } = await recruiterWithJob(app);
    const candidate = await signedIn(app, 'candidate');
    const { id } = await insertApplication(app.db, job.id, candidate.userId);
    const path = `/api/applications/${id}/status`;

    const skip = await patch(recruiter.client, path, { status: 'offered' });
    assert.equal(skip.status, 409);
    assert.deepEqual(skip.body, { message: 'Make an offer to move an application to offered' });

    const reviewed = await patch(recruiter.client, path, { status: 'reviewed', note: 'Nice CV' });
    assert.equal(reviewed.status, 200, reviewed.text);
    assert.deepEqual(reviewed.body, { id, status: 'reviewed' });
    const notes = await notificationsOf(candidate.userId);
    assert.equal(notes.length, 1);
    assert.equal(notes[0].type, 'application.status');
    assert.equal(notes[0].href, `/applications/${id}`);

    const accept = await patch(recruiter.client, path, { status: 'accepted' });
    assert.equal(accept.status, 409);
    assert.equal(accept.body.message, 'Cannot move an application from reviewed to accepted');

    assert.equal((await patch(recruiter.client, path, { status: 'rejected' })).status, 200);
    const again = await patch(recruiter.client, path, { status: 'rejected' });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'Cannot move an application from rejected to rejected');

    const detail = await candidate.client.get(`/api/applications/${id}`);
    assert.deepEqual(
      (detail.body.history as HistoryEntry[]).map((h) => [h.fromStatus, h.status, h.note]),
      [
        ['applied', 'reviewed', 'Nice CV'],
        ['reviewed', 'rejected', null],
      ],
    );
  });

  test('bad input, 401, 403, 404', async () => {
    const { recruiter, job } = await recruiterWithJob(app);
    const { recruiter: stranger } = await recruiterWithJob(app);
    const candidate = await signedIn(app, 'candidate');
    const { id } = await insertApplication(app.db, job.id, candidate.userId);
    const path = `/api/applications/${id}/status`;
    const bad = await patch(recruiter.client, path, { status: 'hired' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'status');
    const extra = await patch(recruiter.client, path, { status: 'reviewed', by: 'me' });
    assert.equal(extra.body.field, 'by');
    assert.equal((await patch(app.client(), path, { status: 'reviewed' })).status, 401);
    assert.equal((await patch(candidate.client, path, { status: 'reviewed' })).status, 403);
    assert.equal((await patch(stranger.client, path, { status: 'reviewed' })).status, 404);
  });
});

describe('POST /api/jobs/:id/applications/bulk-reject', () => {
  test('rejects the open ones with the message', async () => {
    const { recruiter, company, venue, job } = await recruiterWithJob(app);
    const otherJob = await insertJob(app.db, company.id, venue.id);
    const a = await signedIn(app, 'candidate');
    const b = await signedIn(app, 'candidate');
    const c = await signedIn(app, 'candidate');
    const first = await insertApplication(app.db, job.id, a.userId);
    const second = await insertApplication(app.db, job.id, b.userId, 'accepted');
    const elsewhere = await insertApplication(app.db, otherJob.id, c.userId);
    const response = await recruiter.client.post(`/api/jobs/${job.id}/applications/bulk-reject`, {
      applicationIds: [first.id, second.id, elsewhere.id],
      message: 'The role has been filled.',
    });
    assert.equal(response.status, 200, response.text);
    assert.deepEqual(response.body.rejected, [first.id]);
    assert.deepEqual((response.body.skipped as string[]).sort(), [second.id, elsewhere.id].sort());
    const notes = await notificationsOf(a.userId);
    assert.match(notes[0].body, /The role has been filled\./);
    const { rows } = await app.db.query<{ note: string }>(
      `SELECT note FROM application_status_history WHERE application_id = $1 AND to_status = 'rejected'`,
      [first.id],
    );
    assert.equal(rows[0].note, 'The role has been filled.');
  });

  test('bad input, 401, 403, 404', async () => {
    const { recruiter, job } = await recruiterWithJob(app);
    const { recruiter: stranger } = await recruiterWithJob(app);
    const candidate = await signedIn(app, 'candidate');
    const path = `/api/jobs/${job.id}/applications/bulk-reject`;
    const good = { applicationIds: [randomUUID()], message: 'Sorry' };
    const empty = await recruiter.client.post(path, { applicationIds: [], message: 'Sorry' });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.field, 'applicationIds');
    const noMessage = await recruiter.client.post(path, { applicationIds: [randomUUID()] });
    assert.equal(noMessage.body.field, 'message');
    assert.equal((await app.client().post(path, good)).status, 401);
    assert.equal((await candidate.client.post(path, good)).status, 403);
    assert.equal((await stranger.client.post(path, good)).status, 404);
  });
});
