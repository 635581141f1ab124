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
  type Route,
} from 'shared-kernel/contract';
import { MESSAGE_MAX_LENGTH as API_MESSAGE_MAX } from '../src/modules/candidates/conversations.js';
import { KNOWLEDGE_QUESTIONS } from '../src/modules/candidates/hospitality-quiz.js';
import { QUIZ_QUESTIONS } from '../src/modules/candidates/personality.js';
import { Value } from 'typebox/value';
import { insertCompany, insertJob, insertVenue, signedIn } from './support/fixtures.js';
import { documented } from './support/routes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Responses = Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
type Paths = Record<string, Record<string, { responses: Responses }>>;

/** The contract's route entries. */
const ROUTES: Route[] = [
  jobRoutes.search,
  jobRoutes.detail,
  jobRoutes.create,
  jobRoutes.update,
  jobRoutes.publish,
  hiringRoutes.closeJob,
  jobRoutes.manage,
  jobRoutes.companyJobs,
  jobRoutes.save,
  jobRoutes.unsave,
  jobRoutes.saved,
  jobRoutes.preference,
  jobRoutes.recommendations,
  profileRoutes.get,
  profileRoutes.save,
  jobAlertRoutes.list,
  jobAlertRoutes.create,
  jobAlertRoutes.update,
  jobAlertRoutes.remove,
  hospitalityQuizRoutes.get,
  hospitalityQuizRoutes.submit,
  personalityRoutes.get,
  personalityRoutes.submit,
  conversationRoutes.start,
  conversationRoutes.list,
  conversationRoutes.messages,
  conversationRoutes.send,
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
    for (const route of ROUTES) {
      const [method, path] = documented(route);
      const responses = paths[path]?.[method]?.responses;
      assert.ok(responses, `${method} ${path} is documented`);
      const statuses = Object.keys(route.schema.response).sort();
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
