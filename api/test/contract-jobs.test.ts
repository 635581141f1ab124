// The jobs and candidates routes on the contract (shared-kernel/src/contract/jobs.ts,
// profiles.ts, job-alerts.ts, hospitality-quiz.ts, personality.ts, conversations.ts):
// /api/docs/json documents every response each route declares, and a reply carries only the
// contract's fields.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  conversationRoutes,
  hiringRoutes,
  hospitalityQuizRoutes,
  HOSPITALITY_QUIZ_QUESTIONS,
  JobDetailSchema,
  jobAlertRoutes,
  jobRoutes,
  MESSAGE_MAX_LENGTH,
  PERSONALITY_QUIZ_QUESTIONS,
  personalityRoutes,
  profileRoutes,
} from 'shared-kernel/contract';
import { MESSAGE_MAX_LENGTH as API_MESSAGE_MAX } from '../src/modules/candidates/conversations.js';
import { KNOWLEDGE_QUESTIONS } from '../src/modules/candidates/hospitality-quiz.js';
import { QUIZ_QUESTIONS } from '../src/modules/candidates/personality.js';
import { Value } from 'typebox/value';
import { insertCompany, insertJob, insertVenue, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Responses = Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
type Paths = Record<string, Record<string, { responses: Responses }>>;

/** [OpenAPI path, method, the contract's route entry]. */
const ROUTES: [string, string, { response: Record<number, unknown> }][] = [
  ['/api/jobs', 'get', jobRoutes.search],
  ['/api/jobs/{id}', 'get', jobRoutes.detail],
  ['/api/jobs', 'post', jobRoutes.create],
  ['/api/jobs/{id}', 'patch', jobRoutes.update],
  ['/api/jobs/{id}/publish', 'post', jobRoutes.publish],
  ['/api/jobs/{id}/close', 'post', hiringRoutes.closeJob],
  ['/api/jobs/{id}/manage', 'get', jobRoutes.manage],
  ['/api/companies/mine/jobs', 'get', jobRoutes.companyJobs],
  ['/api/saved-jobs', 'post', jobRoutes.save],
  ['/api/saved-jobs/{jobId}', 'delete', jobRoutes.unsave],
  ['/api/saved-jobs', 'get', jobRoutes.saved],
  ['/api/job-preferences', 'post', jobRoutes.preference],
  ['/api/job-recommendations', 'get', jobRoutes.recommendations],
  ['/api/profile', 'get', profileRoutes.get],
  ['/api/profile', 'put', profileRoutes.save],
  ['/api/job-alerts', 'get', jobAlertRoutes.list],
  ['/api/job-alerts', 'post', jobAlertRoutes.create],
  ['/api/job-alerts/{id}', 'patch', jobAlertRoutes.update],
  ['/api/job-alerts/{id}', 'delete', jobAlertRoutes.remove],
  ['/api/hospitality-quiz', 'get', hospitalityQuizRoutes.get],
  ['/api/hospitality-quiz', 'post', hospitalityQuizRoutes.submit],
  ['/api/personality-quiz', 'get', personalityRoutes.get],
  ['/api/personality-quiz', 'post', personalityRoutes.submit],
  ['/api/conversations', 'post', conversationRoutes.start],
  ['/api/conversations', 'get', conversationRoutes.list],
  ['/api/conversations/{id}/messages', 'get', conversationRoutes.messages],
  ['/api/conversations/{id}/messages', 'post', conversationRoutes.send],
];

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

describe('jobs and candidates on the contract', () => {
  test("the contract's limits are the API's", () => {
    assert.equal(HOSPITALITY_QUIZ_QUESTIONS, KNOWLEDGE_QUESTIONS.length);
    assert.equal(PERSONALITY_QUIZ_QUESTIONS, QUIZ_QUESTIONS.length);
    assert.equal(MESSAGE_MAX_LENGTH, API_MESSAGE_MAX);
  });

  test('/api/docs/json describes every response of these routes from the contract', async () => {
    const response = await app.client().get('/api/docs/json');
    assert.equal(response.status, 200);
    const paths = response.body.paths as Paths;
    for (const [path, method, route] of ROUTES) {
      const responses = paths[path]?.[method]?.responses;
      assert.ok(responses, `${method} ${path} is documented`);
      const statuses = Object.keys(route.response).sort();
      assert.ok(statuses.includes('200') || statuses.includes('201') || statuses.includes('204'));
      assert.deepEqual(Object.keys(responses).sort(), statuses, `${method} ${path}`);
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const schema = responses[status].content?.['application/json']?.schema;
        assert.deepEqual(schema?.required, ['message'], `${method} ${path} ${status}`);
      }
    }
    const search = paths['/api/jobs'].get.responses['200'].content?.['application/json']
      ?.schema as { properties: { items: { items: { required: string[] } } } };
    assert.ok(search.properties.items.items.required.includes('employmentType'));
    assert.ok(search.properties.items.items.required.includes('venue'));
  });

  test("a job's detail is the contract's JobDetail and nothing more", async () => {
    const company = await insertCompany(app.db, null);
    const venue = await insertVenue(app.db, company.id, {});
    const job = await insertJob(app.db, company.id, venue.id, { title: 'Contract Chef' });
    const { client } = await signedIn(app, 'candidate');
    const response = await client.get(`/api/jobs/${job.id}`);
    assert.equal(response.status, 200);
    assert.ok(Value.Check(JobDetailSchema, response.body), 'matches JobDetailSchema');
    const allowed = new Set(Object.keys(JobDetailSchema.properties));
    for (const key of Object.keys(response.body)) assert.ok(allowed.has(key), key);
    assert.equal(response.body.applied, false);
  });
});
