// The companies and billing routes on the contract (shared-kernel/src/contract/{companies,venues,
// team,billing}.ts): /api/docs/json describes every response, and what the routes answer is what
// the contract's schemas say.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  CareersPageSchema,
  CompanyPageSchema,
  MemberPageSchema,
  MyCompanySchema,
  PlanPageSchema,
  SubscriptionSchema,
  VenueDetailSchema,
  VenueSchema,
} from 'shared-kernel/contract';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Every route of the slice, with its success status and the error statuses it declares. */
const ROUTES: [method: string, path: string, ok: string, errors: string[]][] = [
  ['get', '/api/me/company', '200', ['401', '404']],
  ['post', '/api/companies', '201', ['400', '401', '409']],
  ['patch', '/api/companies/mine', '200', ['400', '401', '404']],
  ['get', '/api/onboarding/company/{companyId}/status', '200', ['401', '404']],
  ['get', '/api/cultural-assessment', '200', ['400', '401', '404']],
  ['put', '/api/cultural-assessment', '200', ['400', '401', '403']],
  ['get', '/api/companies/mine/venues', '200', ['401', '404']],
  ['post', '/api/companies/mine/venues', '201', ['400', '401', '404']],
  ['get', '/api/venues/{id}', '200', ['400', '404']],
  ['patch', '/api/venues/{id}', '200', ['400', '404']],
  ['post', '/api/venues/{id}/archive', '200', ['404']],
  ['post', '/api/venues/{id}/unarchive', '200', ['404']],
  ['get', '/api/companies/mine/members', '200', ['401', '404']],
  ['patch', '/api/companies/mine/members/{userId}', '200', ['400', '403', '404']],
  ['delete', '/api/companies/mine/members/{userId}', '204', ['403', '404']],
  ['post', '/api/companies/mine/invitations', '202', ['400', '403', '409']],
  ['get', '/api/companies/mine/invitations', '200', ['401', '403']],
  ['delete', '/api/companies/mine/invitations/{id}', '204', ['404']],
  ['get', '/api/invitations/{token}', '200', ['404']],
  ['post', '/api/invitations/{token}/accept', '200', ['401', '403', '404', '409']],
  ['get', '/api/companies', '200', ['400']],
  ['get', '/api/companies/{slug}', '200', ['404']],
  ['get', '/api/careers/{slug}', '200', ['404']],
  ['get', '/api/stats/marketplace', '200', []],
  ['get', '/api/billing/plans', '200', []],
  ['get', '/api/billing/subscription', '200', ['401', '404']],
  ['post', '/api/billing/checkout', '201', ['400', '403', '409']],
  ['post', '/api/billing/checkout/{id}/complete', '200', ['404', '409']],
  ['post', '/api/billing/cancel', '200', ['403', '409']],
];

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

describe('companies and billing on the contract', () => {
  test('/api/docs/json describes the success and error responses of every route', async () => {
    const res = await app.client().get('/api/docs/json');
    assert.equal(res.status, 200);
    const doc = res.body as unknown as OpenApi;
    for (const [method, path, ok, errors] of ROUTES) {
      const responses = doc.paths[path]?.[method]?.responses;
      assert.ok(responses, `${method} ${path} is documented`);
      assert.ok(responses[ok], `${method} ${path} declares ${ok}`);
      if (ok !== '204')
        assert.ok(responses[ok].content?.['application/json']?.schema, `${method} ${path} ${ok}`);
      for (const status of errors) {
        const schema = responses[status]?.content?.['application/json']?.schema as
          { properties?: Record<string, unknown> } | undefined;
        assert.ok(schema?.properties?.message, `${method} ${path} declares ${status} { message }`);
      }
    }
  });

  test('what the routes answer is what the contract says', async () => {
    const check = (schema: TSchema, body: unknown, what: string) =>
      assert.ok(
        Value.Check(schema, body),
        `${what}: ${JSON.stringify([...Value.Errors(schema, body)])}`,
      );
    const { client } = await signedIn(app, 'recruiter');
    const created = await client.post('/api/companies', { name: 'Contract Kitchens' });
    assert.equal(created.status, 201);
    const venue = await client.post('/api/companies/mine/venues', {
      name: 'The Contract Bar',
      venueType: 'bar',
      city: 'Leeds',
      primaryValues: ['teamwork'],
    });
    assert.equal(venue.status, 201);
    check(VenueSchema, venue.body, 'POST venue');
    check(VenueDetailSchema, (await client.get(`/api/venues/${venue.body.id}`)).body, 'venue');
    check(MyCompanySchema, (await client.get('/api/me/company')).body, 'me/company');
    check(MemberPageSchema, (await client.get('/api/companies/mine/members')).body, 'members');
    check(SubscriptionSchema, (await client.get('/api/billing/subscription')).body, 'plan');
    check(PlanPageSchema, (await client.get('/api/billing/plans')).body, 'plans');
    check(CompanyPageSchema, (await client.get('/api/companies')).body, 'directory');
    const slug = String(created.body.slug);
    check(CareersPageSchema, (await client.get(`/api/careers/${slug}`)).body, 'careers');
    const profile = await client.get(`/api/companies/${slug}`);
    assert.equal(profile.status, 200);
    assert.equal(profile.body.branding, undefined, 'the profile has no branding');
  });
});
