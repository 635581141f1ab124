// The hiring slice on the contract (shared-kernel/src/contract/{applications,interviews,offers,
// hiring,analytics,culture-tools}.ts): /api/docs/json describes every response each route
// declares, and what the routes answer matches the contract's schemas.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  analyticsRoutes,
  ApplicationDetailsSchema,
  CanvasSchema,
  CompanyAnalyticsSchema,
  cultureToolRoutes,
  DashboardSchema,
  hiringRoutes,
  interviewRoutes,
  InterviewSchema,
  JobApplicationPageSchema,
  MomentPageSchema,
  MomentSchema,
  offerRoutes,
  OfferSchema,
  PastPersonPageSchema,
  ProductivitySchema,
  recruiterApplicationRoutes,
  ScorecardPageSchema,
  ScorecardSchema,
  StatusChangeSchema,
  type Route,
} from 'shared-kernel/contract';
import { daysFromToday } from 'shared-kernel/rules';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { insertApplication, recruiterWithJob, signedIn } from './support/fixtures.js';
import { documented } from './support/routes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

/** Each route of the slice, by its contract entry. */
const ROUTES: Route[] = [
  recruiterApplicationRoutes.jobList,
  recruiterApplicationRoutes.changeStatus,
  recruiterApplicationRoutes.bulkReject,
  interviewRoutes.schedule,
  interviewRoutes.reschedule,
  interviewRoutes.cancel,
  interviewRoutes.calendar,
  offerRoutes.make,
  hiringRoutes.dashboard,
  hiringRoutes.matches,
  hiringRoutes.invite,
  hiringRoutes.applicationDetails,
  hiringRoutes.applicationScorecards,
  hiringRoutes.addScorecard,
  hiringRoutes.updateScorecard,
  hiringRoutes.scorecards,
  analyticsRoutes.company,
  analyticsRoutes.productivity,
  cultureToolRoutes.canvas,
  cultureToolRoutes.saveCanvas,
  cultureToolRoutes.moments,
  cultureToolRoutes.createMoment,
  cultureToolRoutes.deleteMoment,
  cultureToolRoutes.pastPeople,
];

describe('OpenAPI', () => {
  test('/api/docs/json describes every response of the hiring slice from the contract', async () => {
    const response = await app.client().get('/api/docs/json');
    assert.equal(response.status, 200);
    const paths = response.body.paths as Record<
      string,
      Record<
        string,
        { responses: Record<string, { content?: Record<string, { schema: object }> }> }
      >
    >;
    for (const route of ROUTES) {
      const [method, path] = documented(route);
      const responses = paths[path]?.[method]?.responses;
      assert.ok(responses, `${method} ${path} is documented`);
      assert.deepEqual(
        Object.keys(responses).sort(),
        Object.keys(route.schema.response).sort(),
        `${method} ${path}: its statuses`,
      );
      for (const [status, answer] of Object.entries(responses)) {
        if (status === '204') continue;
        const schema = Object.values(answer.content ?? {})[0]?.schema as
          { required?: string[]; type?: string } | undefined;
        assert.ok(schema?.type, `${method} ${path} ${status} has a schema`);
        if (Number(status) >= 400) assert.deepEqual(schema.required, ['message']);
      }
    }
    const pipeline = paths['/api/jobs/{id}/applications'].get.responses['200'].content?.[
      'application/json'
    ]?.schema as { properties: { items: { items: { required: string[] } } } };
    assert.ok(pipeline.properties.items.items.required.includes('cultureScore'));
    assert.doesNotMatch(response.text, /~kind|~optional/);
  });
});

/** The body, after checking it against the contract's schema. */
function checked<T extends TSchema>(schema: T, body: unknown, what: string) {
  const errors = [...Value.Errors(schema, body)];
  assert.deepEqual(errors, [], `${what} matches the contract`);
  return body as Static<T>;
}

describe('the answers match the contract', () => {
  test('pipeline, interviews, offers, scorecards, details, dashboard, analytics, culture tools', async () => {
    const { recruiter, job } = await recruiterWithJob(app);
    const r = recruiter.client;
    const candidate = await signedIn(app, 'candidate', 'Cara');
    const application = await insertApplication(app.db, job.id, candidate.userId);

    const pipeline = await r.get(`/api/jobs/${job.id}/applications`);
    assert.equal(pipeline.status, 200);
    checked(JobApplicationPageSchema, pipeline.body, 'the pipeline');

    const moved = await r.request('PATCH', `/api/applications/${application.id}/status`, {
      json: { status: 'reviewed' },
    });
    assert.equal(moved.status, 200);
    assert.deepEqual(checked(StatusChangeSchema, moved.body, 'a status change'), {
      id: application.id,
      status: 'reviewed',
    });

    const startsAt = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    const interview = await r.post(`/api/applications/${application.id}/interviews`, {
      startsAt,
      durationMinutes: 45,
      mode: 'video',
      meetingUrl: 'https://meet.example.com/abc',
      interviewerName: 'Rita',
    });
    assert.equal(interview.status, 201);
    checked(InterviewSchema, interview.body, 'an interview');

    const ics = await r.get(`/api/interviews/${String(interview.body.id)}/calendar.ics`);
    assert.equal(ics.status, 200);
    assert.match(String(ics.headers.get('content-type')), /^text\/calendar/);
    assert.match(ics.text, /^BEGIN:VCALENDAR/);

    const card = await r.post(`/api/applications/${application.id}/scorecards`, {
      interviewId: interview.body.id,
      ratings: { hospitality: 4, teamwork: 5 },
      recommendation: 'hire',
    });
    assert.equal(card.status, 201);
    assert.equal(checked(ScorecardSchema, card.body, 'a scorecard').average, 4.5);

    const offer = await r.post(`/api/applications/${application.id}/offers`, {
      salaryAmount: 28000,
      salaryType: 'yearly',
      startDate: daysFromToday(30),
      expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    });
    assert.equal(offer.status, 201);
    checked(OfferSchema, offer.body, 'an offer');

    const details = await r.get(`/api/applications/${application.id}/details`);
    assert.equal(details.status, 200);
    const read = checked(ApplicationDetailsSchema, details.body, 'the details');
    assert.equal(read.scorecards.length, 1);
    assert.equal(read.offer?.id, offer.body.id);

    checked(ScorecardPageSchema, (await r.get('/api/scorecards')).body, 'the scorecards');
    checked(DashboardSchema, (await r.get('/api/recruiter-dashboard')).body, 'the dashboard');
    checked(CompanyAnalyticsSchema, (await r.get('/api/analytics')).body, 'the analytics');
    checked(
      ProductivitySchema,
      (await r.get('/api/analytics/productivity')).body,
      'the productivity',
    );

    const canvas = await r.request('PUT', '/api/strategy-canvas', {
      json: {
        coreValues: [{ title: 'Warmth', description: 'Every guest', primaryValue: 'teamwork' }],
        standards: [],
      },
    });
    assert.equal(canvas.status, 200);
    checked(CanvasSchema, canvas.body, 'the canvas');

    const moment = await r.post('/api/magical-moments', {
      teamMemberName: 'Cara Test',
      description: 'Remembered a regular’s order',
    });
    assert.equal(moment.status, 201);
    checked(MomentSchema, moment.body, 'a moment');
    checked(MomentPageSchema, (await r.get('/api/magical-moments')).body, 'the moments');
    const past = await r.get('/api/companies/mine/past-people?kind=applicants');
    assert.equal(past.status, 200);
    checked(PastPersonPageSchema, past.body, 'the past people');
  });
});
