import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_WORKFLOW } from 'shared-kernel/contract';
import { sendDueKnockoutsNow } from '../src/modules/applications/workflows/knockouts.js';
import {
  insertApplication,
  insertCompany,
  insertJob,
  insertVenue,
  recruiterWithJob,
  signedIn,
} from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { answersTo, applyWith, jobWithQuestions } from './support/screening.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

/** A candidate with a talent-pool profile (visible unless told) and optional culture answers. */
async function poolCandidate(
  name: string,
  profile: { skills: string[]; city: string; availability?: string[]; visible?: boolean },
  culture?: { workPace: string; guestInteraction: string },
) {
  const candidate = await signedIn(app, 'candidate', name);
  await app.db.query(
    `INSERT INTO candidate_profiles (user_id, skills, city, availability, visible_in_talent_pool)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      candidate.userId,
      profile.skills,
      profile.city,
      profile.availability ?? [],
      profile.visible ?? true,
    ],
  );
  if (culture) {
    await app.db.query(
      `INSERT INTO assessments (candidate_id, kind, work_pace, guest_interaction, primary_values)
       VALUES ($1, 'culture', $2, $3, '{teamwork}')`,
      [candidate.userId, culture.workPace, culture.guestInteraction],
    );
  }
  return candidate;
}

type Match = {
  candidateId: string;
  name: string;
  score: number;
  reasons: string[];
  skillsMatched: string[];
  cultureScore: number | null;
  invitedAt: string | null;
};

async function notificationsOf(userId: string) {
  const { rows } = await app.db.query<{ type: string; href: string; body: string }>(
    'SELECT type, href, body FROM notifications WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows;
}

describe('GET /api/jobs/:id/matches', () => {
  test('ranks visible candidates by skills, place, availability and culture, with reasons', async () => {
    const { recruiter, job } = await recruiterWithJob(app); // skills cocktails, cash handling; London
    const best = await poolCandidate(
      'Bea',
      {
        skills: ['cocktails', 'cash handling'],
        city: 'London',
        availability: ['fri_evening', 'sat_evening'],
      },
      { workPace: 'fast', guestInteraction: 'high' },
    );
    const partial = await poolCandidate('Pat', { skills: ['cocktails'], city: 'Leeds' });
    const hidden = await poolCandidate('Hal', {
      skills: ['cocktails', 'cash handling'],
      city: 'London',
      visible: false,
    });
    const unrelated = await poolCandidate('Una', { skills: ['latte art'], city: 'York' });

    const response = await recruiter.client.get(`/api/jobs/${job.id}/matches`);
    assert.equal(response.status, 200, response.text);
    const ids = (response.body.items as Match[]).map((m) => m.candidateId);
    assert.ok(
      ids.indexOf(best.userId) >= 0 && ids.indexOf(best.userId) < ids.indexOf(partial.userId),
    );
    assert.ok(!ids.includes(hidden.userId), 'a hidden profile never shows');
    assert.ok(!ids.includes(unrelated.userId), 'no shared skill and another city: not a match');
    const top = (response.body.items as Match[]).find((m) => m.candidateId === best.userId)!;
    assert.deepEqual(top.skillsMatched, ['cocktails', 'cash handling']);
    assert.ok(top.score > 70, `score ${top.score}`);
    assert.equal(typeof top.cultureScore, 'number');
    assert.ok(top.reasons.includes('Has 2 of the 2 skills: cocktails and cash handling'));
    assert.ok(top.reasons.includes('Lives in London, where the job is'));
    assert.ok(top.reasons.includes('Free for 2 shifts a week, weekends included'));
    assert.match(top.name, /^Bea [A-Z]\.$/);
    const low = (response.body.items as Match[]).find((m) => m.candidateId === partial.userId)!;
    assert.equal(low.score, 23); // half the skills: 22.5 → 23
    assert.equal(low.cultureScore, null);
  });

  test("another company's job is 404; a candidate is refused", async () => {
    const { job } = await recruiterWithJob(app);
    const other = await recruiterWithJob(app);
    const response = await other.recruiter.client.get(`/api/jobs/${job.id}/matches`);
    assert.equal(response.status, 404);
    const candidate = await signedIn(app, 'candidate');
    assert.equal((await candidate.client.get(`/api/jobs/${job.id}/matches`)).status, 403);
    assert.equal((await app.client().get(`/api/jobs/${job.id}/matches`)).status, 401);
  });
});

describe('POST /api/jobs/:id/invites', () => {
  test('invites a visible candidate and tells them; a second invite is 409', async () => {
    const { recruiter, job } = await recruiterWithJob(app);
    const candidate = await poolCandidate('Ivy', { skills: ['cocktails'], city: 'London' });
    const response = await recruiter.client.post(`/api/jobs/${job.id}/invites`, {
      candidateId: candidate.userId,
      message: 'We think you would love it here.',
    });
    assert.equal(response.status, 201, response.text);
    assert.equal(response.body.candidateId, candidate.userId);
    const notes = await notificationsOf(candidate.userId);
    assert.equal(notes.length, 1);
    assert.equal(notes[0].type, 'job.invite');
    assert.equal(notes[0].href, `/view-job/${job.id}`);
    assert.match(notes[0].body, /invited you to apply for Bartender in London\. We think you/);
    const matches = await recruiter.client.get(`/api/jobs/${job.id}/matches`);
    const row = (matches.body.items as Match[]).find((m) => m.candidateId === candidate.userId)!;
    assert.ok(row.invitedAt);
    const again = await recruiter.client.post(`/api/jobs/${job.id}/invites`, {
      candidateId: candidate.userId,
    });
    assert.equal(again.status, 409);
    assert.equal(
      again.body.message,
      'You have already invited this candidate to apply for this job',
    );
  });

  test('a hidden candidate is 404, an applicant and a draft job are 409, a stranger 404', async () => {
    const { recruiter, company, venue, job } = await recruiterWithJob(app);
    const hidden = await poolCandidate('Hugo', { skills: [], city: 'London', visible: false });
    const hiddenAnswer = await recruiter.client.post(`/api/jobs/${job.id}/invites`, {
      candidateId: hidden.userId,
    });
    assert.equal(hiddenAnswer.status, 404);
    const applicant = await poolCandidate('Ada', { skills: [], city: 'London' });
    await insertApplication(app.db, job.id, applicant.userId);
    const appliedAnswer = await recruiter.client.post(`/api/jobs/${job.id}/invites`, {
      candidateId: applicant.userId,
    });
    assert.equal(appliedAnswer.status, 409);
    const draft = await insertJob(app.db, company.id, venue.id, { status: 'draft' });
    const draftAnswer = await recruiter.client.post(`/api/jobs/${draft.id}/invites`, {
      candidateId: applicant.userId,
    });
    assert.equal(draftAnswer.status, 409);
    const stranger = await recruiterWithJob(app);
    const strangerAnswer = await stranger.recruiter.client.post(`/api/jobs/${job.id}/invites`, {
      candidateId: applicant.userId,
    });
    assert.equal(strangerAnswer.status, 404);
    assert.deepEqual(await notificationsOf(applicant.userId), []);
    const bad = await recruiter.client.post(`/api/jobs/${job.id}/invites`, {
      candidateId: applicant.userId,
      extra: 1,
    });
    assert.equal(bad.status, 400);
  });
});

describe('scorecards', () => {
  async function interviewed() {
    const base = await recruiterWithJob(app);
    const candidate = await signedIn(app, 'candidate', 'Sid');
    const application = await insertApplication(app.db, base.job.id, candidate.userId, 'reviewed');
    const interview = await base.recruiter.client.post(
      `/api/applications/${application.id}/interviews`,
      {
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        durationMinutes: 30,
        mode: 'video',
        meetingUrl: 'https://meet.example.com/abc',
        interviewerName: 'Rita',
      },
    );
    assert.equal(interview.status, 201, interview.text);
    return { ...base, candidate, applicationId: application.id, interviewId: interview.body.id };
  }

  test('a recruiter rates a candidate; the scorecard stays with the application', async () => {
    const { recruiter, applicationId, interviewId } = await interviewed();
    const created = await recruiter.client.post(`/api/applications/${applicationId}/scorecards`, {
      interviewId,
      ratings: { hospitality: 5, communication: 4, teamwork: 4 },
      recommendation: 'hire',
      notes: 'Warm with guests.',
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.average, 4.3);
    assert.equal((created.body.author as { name: string }).name, 'Rita Carter');
    const list = await recruiter.client.get(`/api/applications/${applicationId}/scorecards`);
    assert.equal(list.body.length, 1);
    const patched = await recruiter.client.request('PATCH', `/api/scorecards/${created.body.id}`, {
      json: { recommendation: 'maybe' },
    });
    assert.equal(patched.status, 200, patched.text);
    assert.equal(patched.body.recommendation, 'maybe');
    assert.deepEqual(patched.body.ratings, { hospitality: 5, communication: 4, teamwork: 4 });
    const details = await recruiter.client.get(`/api/applications/${applicationId}/details`);
    assert.equal(details.status, 200);
    assert.equal((details.body.interviews as unknown[]).length, 1);
    assert.equal(
      (details.body.scorecards as { recommendation: string }[])[0].recommendation,
      'maybe',
    );
    const company = await recruiter.client.get('/api/scorecards');
    assert.equal(company.body.total, 1);
  });

  test('bad input names the field; another company sees 404', async () => {
    const { recruiter, applicationId } = await interviewed();
    const noRatings = await recruiter.client.post(`/api/applications/${applicationId}/scorecards`, {
      ratings: {},
      recommendation: 'hire',
    });
    assert.equal(noRatings.status, 400);
    assert.equal(noRatings.body.field, 'ratings');
    const outOfRange = await recruiter.client.post(
      `/api/applications/${applicationId}/scorecards`,
      { ratings: { hospitality: 9 }, recommendation: 'hire' },
    );
    assert.equal(outOfRange.status, 400);
    const other = await interviewed();
    const wrongInterview = await recruiter.client.post(
      `/api/applications/${applicationId}/scorecards`,
      { interviewId: other.interviewId, ratings: { skills: 3 }, recommendation: 'maybe' },
    );
    assert.equal(wrongInterview.status, 400);
    assert.equal(wrongInterview.body.field, 'interviewId');
    const card = await recruiter.client.post(`/api/applications/${applicationId}/scorecards`, {
      ratings: { skills: 3 },
      recommendation: 'maybe',
    });
    assert.equal(card.status, 201);
    const stranger = other.recruiter.client;
    assert.equal((await stranger.get(`/api/applications/${applicationId}/scorecards`)).status, 404);
    assert.equal((await stranger.get(`/api/applications/${applicationId}/details`)).status, 404);
    const patch = await stranger.request('PATCH', `/api/scorecards/${card.body.id}`, {
      json: { notes: 'x' },
    });
    assert.equal(patch.status, 404);
  });
});

describe('GET /api/recruiter-dashboard', () => {
  test('open jobs with counts, new applications, interviews, offers and the week', async () => {
    const recruiter = await signedIn(app, 'recruiter', 'Dana');
    const company = await insertCompany(app.db, recruiter.userId);
    const venue = await insertVenue(app.db, company.id);
    const job = await insertJob(app.db, company.id, venue.id, { title: 'Head Chef' });
    await insertJob(app.db, company.id, venue.id, { title: 'Old job', status: 'closed' });
    const candidate = await signedIn(app, 'candidate', 'Cal');
    await insertApplication(app.db, job.id, candidate.userId);
    const response = await recruiter.client.get('/api/recruiter-dashboard');
    assert.equal(response.status, 200, response.text);
    assert.deepEqual(
      (response.body.openJobs as { title: string; newApplications: number }[]).map((j) => j.title),
      ['Head Chef'],
    );
    assert.equal(
      (response.body.openJobs as { title: string; newApplications: number }[])[0].newApplications,
      1,
    );
    assert.equal(response.body.newApplicationsTotal, 1);
    assert.equal(
      (response.body.newApplications as { candidateName: string }[])[0].candidateName,
      'Cal Carter',
    );
    assert.deepEqual(response.body.thisWeek, {
      applications: 1,
      interviews: 0,
      offers: 0,
      hires: 0,
    });
    assert.deepEqual(response.body.upcomingInterviews, []);
    assert.deepEqual(response.body.pendingOffers, []);
  });
});

describe('the dashboard and knock-outs (issue 41)', () => {
  test('a pending knock-out is ruled out and listed last; a sent one is not to review', async () => {
    const { recruiter, job, screening } = await jobWithQuestions(app);
    const saved = await recruiter.client.request('PUT', `/api/jobs/${job.id}/workflow`, {
      json: { ...DEFAULT_WORKFLOW, knockoutDelayHours: 24 },
    });
    assert.equal(saved.status, 200, saved.text);
    // Knocked out (years below 1) first, then one who passes and one overridden.
    const ruledOut = await applyWith(app, job.id, answersTo(screening, ['yes', 0]), 'Rory');
    const passes = await applyWith(app, job.id, answersTo(screening, ['yes', 3]), 'Pam');
    const kept = await applyWith(app, job.id, answersTo(screening, ['no', 3]), 'Kit');
    const override = await recruiter.client.post(
      `/api/applications/${kept.body.id}/knockout/override`,
    );
    assert.equal(override.status, 200, override.text);
    type Item = { id: string; ruledOut: boolean; ruledOutBy: string | null };
    const read = async () => {
      const response = await recruiter.client.get('/api/recruiter-dashboard');
      assert.equal(response.status, 200, response.text);
      return {
        items: response.body.newApplications as Item[],
        total: response.body.newApplicationsTotal,
      };
    };
    const before = await read();
    assert.deepEqual(
      before.items.map(({ id, ruledOut, ruledOutBy }) => ({ id, ruledOut, ruledOutBy })),
      [
        { id: kept.body.id, ruledOut: false, ruledOutBy: null },
        { id: passes.body.id, ruledOut: false, ruledOutBy: null },
        { id: ruledOut.body.id, ruledOut: true, ruledOutBy: screening[1].question },
      ],
    );
    assert.equal(before.total, 3);

    // The delay passes and the rejection is sent: no longer to review.
    await app.db.query(
      `UPDATE application_knockouts SET rejects_at = now() - interval '1 minute' WHERE application_id = $1`,
      [ruledOut.body.id],
    );
    await sendDueKnockoutsNow(app.app);
    const after = await read();
    assert.deepEqual(
      after.items.map((item) => item.id),
      [kept.body.id, passes.body.id],
    );
    assert.equal(after.total, 2);
  });
});
