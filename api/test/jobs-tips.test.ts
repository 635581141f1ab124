// Issue 43 item 2, tips apart from pay: a company's written tipping policy (GET/PUT
// /api/companies/mine/tipping-policy), a job's `tips` (400 naming `tips` before the policy exists
// or with a bad average), and every reader showing the base pay with the tips beside it: the job,
// the search card, the public company page, the job page's JSON-LD and the Indeed feed.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { jobSlug, TIPS_NEED_POLICY_MESSAGE } from 'shared-kernel/rules';
import { insertCompany, insertVenue, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const POLICY = '/api/companies/mine/tipping-policy';
const POLICY_TEXT = 'Every tip goes to the team: shared by hours worked, paid monthly.';

describe('tips apart from pay', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ config: { publicUrl: 'https://hospohire.example' } });
  });
  after(async () => {
    await t.close();
  });

  const put = (client: TestClient, json: unknown) => client.request('PUT', POLICY, { json });

  /** An owner with a company in a town of its own, and a venue there. */
  async function owner() {
    const recruiter = await signedIn(t, 'recruiter', 'Olive');
    const company = await insertCompany(t.db, recruiter.userId);
    const town = `Tipton${randomUUID().slice(0, 8)}`;
    const venue = await insertVenue(t.db, company.id, { city: town });
    return { client: recruiter.client, company, venue, town };
  }

  /** Another member of the company with `role`. */
  async function member(companyId: string, role: 'admin' | 'recruiter') {
    const user = await signedIn(t, 'recruiter', 'Mo');
    await t.db.query(
      `INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, $3)`,
      [companyId, user.userId, role],
    );
    return user.client;
  }

  const jobBody = (venueId: string, extra: Record<string, unknown> = {}) => ({
    title: 'Bartender',
    venueId,
    employmentType: 'part_time',
    salaryType: 'hourly',
    salaryAmount: 12.71,
    status: 'open',
    ...extra,
  });

  test('the policy: null until written; owners and admins write it, trimmed', async () => {
    const o = await owner();
    const empty = await o.client.get(POLICY);
    assert.equal(empty.status, 200, empty.text);
    assert.deepEqual(empty.body, { text: null });

    const saved = await put(o.client, { text: `  ${POLICY_TEXT}\n` });
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual(saved.body, { text: POLICY_TEXT });
    assert.deepEqual((await o.client.get(POLICY)).body, { text: POLICY_TEXT });

    const admin = await member(o.company.id, 'admin');
    const byAdmin = await put(admin, { text: 'Tronc, shared equally.' });
    assert.equal(byAdmin.status, 200, byAdmin.text);

    // A plain recruiter reads it (the job form needs to know) but may not change it.
    const plain = await member(o.company.id, 'recruiter');
    assert.deepEqual((await plain.get(POLICY)).body, { text: 'Tronc, shared equally.' });
    const refused = await put(plain, { text: 'Mine now.' });
    assert.equal(refused.status, 403, refused.text);
    assert.deepEqual((await o.client.get(POLICY)).body, { text: 'Tronc, shared equally.' });
  });

  test('the policy: blank, too long or unknown fields are 400s; others are refused', async () => {
    const o = await owner();
    const blank = await put(o.client, { text: '   \n ' });
    assert.equal(blank.status, 400, blank.text);
    assert.equal(blank.body.field, 'text');
    const empty = await put(o.client, { text: '' });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.field, 'text');
    const long = await put(o.client, { text: 'x'.repeat(20001) });
    assert.equal(long.status, 400);
    assert.equal(long.body.field, 'text');
    assert.equal((await put(o.client, { text: 'x'.repeat(20000) })).status, 200);
    const extra = await put(o.client, { text: 'ok', companyId: o.company.id });
    assert.equal(extra.status, 400);

    // Another company's owner sees and writes only their own.
    const other = await owner();
    assert.deepEqual((await other.client.get(POLICY)).body, { text: null });
    assert.equal((await put(other.client, { text: 'Theirs.' })).status, 200);
    assert.equal(((await o.client.get(POLICY)).body.text as string).length, 20000);

    const candidate = await signedIn(t, 'candidate');
    assert.equal((await candidate.client.get(POLICY)).status, 403);
    assert.equal((await put(candidate.client, { text: 'x' })).status, 403);
    const noCompany = await signedIn(t, 'recruiter');
    assert.equal((await noCompany.client.get(POLICY)).status, 404);
    assert.equal((await put(noCompany.client, { text: 'x' })).status, 404);
    assert.equal((await t.client().get(POLICY)).status, 401);
  });

  test('a job may say it has tips only once the policy exists (400 naming tips)', async () => {
    const o = await owner();
    const plain = await o.client.post('/api/jobs', jobBody(o.venue.id));
    assert.equal(plain.status, 201, plain.text);
    assert.deepEqual(plain.body.tips, { kind: 'none' });
    assert.equal(plain.body.pay, '£12.71/hour');

    for (const kind of ['tips', 'tronc', 'service_charge']) {
      const refused = await o.client.post('/api/jobs', jobBody(o.venue.id, { tips: { kind } }));
      assert.equal(refused.status, 400, refused.text);
      assert.equal(refused.body.field, 'tips');
      assert.equal(refused.body.message, TIPS_NEED_POLICY_MESSAGE);
    }
    const patch = await o.client.request('PATCH', `/api/jobs/${String(plain.body.id)}`, {
      json: { tips: { kind: 'tronc' } },
    });
    assert.equal(patch.status, 400, patch.text);
    assert.equal(patch.body.field, 'tips');
    // Saying "none" needs no policy.
    const none = await o.client.post('/api/jobs', jobBody(o.venue.id, { tips: { kind: 'none' } }));
    assert.equal(none.status, 201, none.text);

    await put(o.client, { text: POLICY_TEXT });
    const tipped = await o.client.post(
      '/api/jobs',
      jobBody(o.venue.id, { tips: { kind: 'tronc', averagePerHour: 2.5 } }),
    );
    assert.equal(tipped.status, 201, tipped.text);
    assert.deepEqual(tipped.body.tips, { kind: 'tronc', averagePerHour: 2.5 });
    // The pay stays the base rate: tips are never added to it.
    assert.equal(tipped.body.salaryAmount, 12.71);
    assert.equal(tipped.body.pay, '£12.71/hour');
  });

  test('the average per hour: above £0, at most £100, whole pence, only with tips', async () => {
    const o = await owner();
    await put(o.client, { text: POLICY_TEXT });
    const bad = [
      { kind: 'tips', averagePerHour: 0 },
      { kind: 'tips', averagePerHour: -2 },
      { kind: 'tips', averagePerHour: 100.01 },
      { kind: 'tips', averagePerHour: 2.505 },
      { kind: 'none', averagePerHour: 2 },
    ];
    for (const tips of bad) {
      const res = await o.client.post('/api/jobs', jobBody(o.venue.id, { tips }));
      assert.equal(res.status, 400, `${JSON.stringify(tips)}: ${res.text}`);
      assert.equal(res.body.field, 'tips', JSON.stringify(tips));
      assert.match(String(res.body.message), /^Tips/);
    }
    const unknownKind = await o.client.post(
      '/api/jobs',
      jobBody(o.venue.id, { tips: { kind: 'gratuity' } }),
    );
    assert.equal(unknownKind.status, 400);
    assert.match(String(unknownKind.body.field), /^tips/);

    const top = await o.client.post(
      '/api/jobs',
      jobBody(o.venue.id, { tips: { kind: 'service_charge', averagePerHour: 100 } }),
    );
    assert.equal(top.status, 201, top.text);
    const id = String(top.body.id);
    // PATCH without tips keeps them; with them replaces them whole.
    const kept = await o.client.request('PATCH', `/api/jobs/${id}`, { json: { title: 'Host' } });
    assert.deepEqual(kept.body.tips, { kind: 'service_charge', averagePerHour: 100 });
    const changed = await o.client.request('PATCH', `/api/jobs/${id}`, {
      json: { tips: { kind: 'tips' } },
    });
    assert.equal(changed.status, 200, changed.text);
    assert.deepEqual(changed.body.tips, { kind: 'tips' });
    const cleared = await o.client.request('PATCH', `/api/jobs/${id}`, {
      json: { tips: { kind: 'none' } },
    });
    assert.deepEqual(cleared.body.tips, { kind: 'none' });
  });

  test('every reader shows the base pay with the tips beside it', async () => {
    const o = await owner();
    await put(o.client, { text: POLICY_TEXT });
    const created = await o.client.post(
      '/api/jobs',
      jobBody(o.venue.id, {
        title: 'Tronc Bartender',
        description: 'Pour well.',
        tips: { kind: 'tronc', averagePerHour: 2.5 },
      }),
    );
    assert.equal(created.status, 201, created.text);
    const id = String(created.body.id);
    const tips = { kind: 'tronc', averagePerHour: 2.5 };

    // The job's own read, public.
    const detail = await t.client().get(`/api/jobs/${id}`);
    assert.equal(detail.status, 200, detail.text);
    assert.deepEqual(detail.body.tips, tips);
    assert.equal(detail.body.pay, '£12.71/hour');

    // The search card (job_cards, kept by triggers).
    const search = await t.client().get(`/api/jobs?location=${o.town}`);
    assert.equal(search.status, 200, search.text);
    const [card] = search.body.items as Record<string, unknown>[];
    assert.equal(card.id, id);
    assert.deepEqual(card.tips, tips);
    assert.equal(card.salaryAmount, 12.71);
    // A change of tips reaches the card.
    await o.client.request('PATCH', `/api/jobs/${id}`, { json: { tips: { kind: 'tips' } } });
    const again = await t.client().get(`/api/jobs?location=${o.town}`);
    assert.deepEqual((again.body.items as Record<string, unknown>[])[0].tips, { kind: 'tips' });
    await o.client.request('PATCH', `/api/jobs/${id}`, { json: { tips } });

    // The public company page and the careers page carry the policy.
    const profile = await t.client().get(`/api/companies/${o.company.slug}`);
    assert.equal(profile.status, 200, profile.text);
    assert.equal(profile.body.tippingPolicy, POLICY_TEXT);
    const [listed] = profile.body.openJobs as Record<string, unknown>[];
    assert.deepEqual(listed.tips, tips);
    assert.equal(listed.salaryAmount, 12.71);
    const careers = await t.client().get(`/api/careers/${o.company.slug}`);
    assert.equal(careers.body.tippingPolicy, POLICY_TEXT);
    const other = await owner();
    const none = await t.client().get(`/api/companies/${other.company.slug}`);
    assert.equal(none.body.tippingPolicy, null);

    // The job page's data: the tips with the job (its screen shows them beside the pay and links
    // the policy: remote-public's JobPage.test.tsx), baseSalary the base rate.
    const slug = jobSlug({ id, title: 'Tronc Bartender', city: o.town });
    const page = await t.client().get(`/api/public/job-pages/${slug}`);
    assert.equal(page.status, 200, page.text);
    const answer = page.body as { job: { tips: unknown }; jobPosting: Record<string, unknown> };
    assert.deepEqual(answer.job.tips, (await t.client().get(`/api/jobs/${id}`)).body.tips);
    const posting = answer.jobPosting;
    assert.deepEqual(posting.baseSalary, {
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', value: 12.71, unitText: 'HOUR' },
    });
    assert.match(String(posting.description), /tips shared by tronc, about £2\.50\/hour/);

    // The Indeed feed: salary the base pay, the tips in the description.
    const feed = await t.client().get(`/api/public/feeds/indeed.xml?company=${o.company.slug}`);
    assert.equal(feed.status, 200, feed.text);
    assert.ok(feed.text.includes('<salary><![CDATA[£12.71 per hour]]></salary>'), feed.text);
    assert.ok(
      feed.text.includes('On top of the pay: tips shared by tronc, about £2.50/hour.'),
      feed.text,
    );
  });
});
