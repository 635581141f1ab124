import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addCalendarDays, jobSlug, londonDay } from 'shared-kernel/rules';
import { warnCertificateExpiriesNow } from '../src/modules/candidates/index.js';
import {
  insertApplication,
  insertCompany,
  recruiterWithJob,
  signedIn,
} from './support/fixtures.js';
import { emailsTo, notificationsOf } from './support/screening.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

// Issue 43 item 3: licences and certificates on the candidate's profile, a job's required ones,
// matching that counts them (an expired one does not), the board card's payload, and the 30-day
// warning sent once per certificate and expiry day (the sweep's "today" moved by the test).

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const put = (client: TestClient, json: unknown) => client.request('PUT', '/api/profile', { json });
const patch = (client: TestClient, path: string, json: unknown) =>
  client.request('PATCH', path, { json });
const today = () => londonDay();
const inDays = (days: number) => addCalendarDays(today(), days);

describe('profile certificates', () => {
  test('saved whole, read back in the vocabulary order; [] removes them', async () => {
    const { client } = await signedIn(app, 'candidate', 'Cara');
    const expiresOn = inDays(400);
    const saved = await put(client, {
      certificates: [
        { kind: 'personal_licence', reference: ' PL-12345 ', expiresOn },
        { kind: 'food_hygiene_2' },
      ],
    });
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual(saved.body.certificates, [
      { kind: 'food_hygiene_2' },
      { kind: 'personal_licence', reference: 'PL-12345', expiresOn },
    ]);
    const read = await client.get('/api/profile');
    assert.deepEqual(read.body.certificates, saved.body.certificates);

    // Other fields leave them alone; a new list replaces the old.
    const other = await put(client, { bio: 'Bar manager' });
    assert.equal((other.body.certificates as unknown[]).length, 2);
    const replaced = await put(client, { certificates: [{ kind: 'first_aid' }] });
    assert.deepEqual(replaced.body.certificates, [{ kind: 'first_aid' }]);
    const cleared = await put(client, { certificates: [] });
    assert.deepEqual(cleared.body.certificates, []);
  });

  test('400s naming certificates: a kind twice, a past expiry, an unknown kind, a long reference', async () => {
    const { client } = await signedIn(app, 'candidate', 'Bad');
    const cases: unknown[] = [
      [{ kind: 'first_aid' }, { kind: 'first_aid', reference: 'X' }],
      [{ kind: 'first_aid', expiresOn: inDays(-1) }],
      [{ kind: 'pilot_licence' }],
      [{ kind: 'first_aid', reference: 'x'.repeat(61) }],
      [{ kind: 'first_aid', expiresOn: 'soon' }],
    ];
    for (const certificates of cases) {
      const response = await put(client, { certificates });
      assert.equal(response.status, 400, JSON.stringify(certificates));
      assert.match(String(response.body.field), /^certificates/, response.text);
    }
    // Nothing was stored.
    const read = await client.get('/api/profile');
    assert.equal(read.status, 404);
  });

  test('an expiry of today is still allowed (it counts through its day)', async () => {
    const { client } = await signedIn(app, 'candidate', 'Tia');
    const saved = await put(client, { certificates: [{ kind: 'first_aid', expiresOn: today() }] });
    assert.equal(saved.status, 200, saved.text);
  });
});

describe('required certificates of a job', () => {
  test('PATCH stores them in the vocabulary order; 400 naming requiredCertificates', async () => {
    const { recruiter, job } = await recruiterWithJob(app);
    const changed = await patch(recruiter.client, `/api/jobs/${job.id}`, {
      requiredCertificates: ['personal_licence', 'food_hygiene_2'],
    });
    assert.equal(changed.status, 200, changed.text);
    assert.deepEqual(changed.body.requiredCertificates, ['food_hygiene_2', 'personal_licence']);
    for (const requiredCertificates of [
      ['first_aid', 'first_aid'],
      ['pilot_licence'],
      'first_aid',
    ]) {
      const bad = await patch(recruiter.client, `/api/jobs/${job.id}`, { requiredCertificates });
      assert.equal(bad.status, 400, JSON.stringify(requiredCertificates));
      assert.equal(bad.body.field, 'requiredCertificates', bad.text);
    }
    const read = await app.client().get(`/api/jobs/${job.id}`);
    assert.deepEqual(read.body.requiredCertificates, ['food_hygiene_2', 'personal_licence']);
    const cleared = await patch(recruiter.client, `/api/jobs/${job.id}`, {
      requiredCertificates: [],
    });
    assert.deepEqual(cleared.body.requiredCertificates, []);
  });

  test("the public job page's data has them", async () => {
    const { recruiter, job } = await recruiterWithJob(app);
    await patch(recruiter.client, `/api/jobs/${job.id}`, {
      requiredCertificates: ['personal_licence'],
    });
    const slug = jobSlug({ id: job.id, title: 'Bartender', city: 'London' });
    const page = await app.client().get(`/api/public/job-pages/${slug}`);
    assert.equal(page.status, 200, page.text);
    const answer = page.body as { job: { requiredCertificates: string[] } };
    assert.deepEqual(answer.job.requiredCertificates, ['personal_licence']);
  });
});

describe('matching', () => {
  async function barJob(certificates: string[]) {
    const { recruiter, company, venue, job } = await recruiterWithJob(app);
    await app.db.query(
      "UPDATE venues SET lat = 53.4794, lng = -2.2453, geo_status = 'found' WHERE id = $1",
      [venue.id],
    );
    const res = await patch(recruiter.client, `/api/jobs/${job.id}`, {
      title: 'Bar Supervisor Licence Holder',
      skills: ['cocktails'],
      requiredCertificates: certificates,
    });
    assert.equal(res.status, 200, res.text);
    return { recruiter, company, job };
  }

  test('a held certificate is a reason on the job page; a missing one says the job needs it', async () => {
    const { job } = await barJob(['personal_licence', 'food_hygiene_2']);
    const cara = await signedIn(app, 'candidate', 'Cara');
    await put(cara.client, { certificates: [{ kind: 'personal_licence' }] });
    const read = await cara.client.get(`/api/jobs/${job.id}`);
    assert.equal(read.status, 200, read.text);
    assert.deepEqual(read.body.matchingReasons, [
      'You hold a personal licence',
      'Needs a Level 2 Food Hygiene certificate',
    ]);
  });

  test('an expired certificate does not count', async () => {
    const { job } = await barJob(['personal_licence']);
    const old = await signedIn(app, 'candidate', 'Olly');
    await put(old.client, { certificates: [{ kind: 'personal_licence', expiresOn: today() }] });
    // Expired yesterday: written straight in (the API refuses a past date on save).
    await app.db.query(
      `UPDATE candidate_certificates SET expires_on = $2::date WHERE candidate_id = $1`,
      [old.userId, inDays(-1)],
    );
    const profile = await old.client.get('/api/profile');
    assert.deepEqual(profile.body.certificates, [
      { kind: 'personal_licence', expiresOn: inDays(-1) },
    ]);
    const read = await old.client.get(`/api/jobs/${job.id}`);
    assert.deepEqual(read.body.matchingReasons, ['Needs a personal licence']);
    // The whole list saved again with the expired one as stored is allowed (the screen sends it
    // back); a changed past date is not.
    const again = await put(old.client, {
      bio: 'Still here',
      certificates: [{ kind: 'personal_licence', expiresOn: inDays(-1) }],
    });
    assert.equal(again.status, 200, again.text);
    const moved = await put(old.client, {
      certificates: [{ kind: 'personal_licence', expiresOn: inDays(-2) }],
    });
    assert.equal(moved.status, 400);
    assert.equal(moved.body.field, 'certificates');
  });

  test('recommendations count a held certificate and say so', async () => {
    const { job } = await barJob(['sia_door_supervisor']);
    const dee = await signedIn(app, 'candidate', 'Dee');
    const saved = await put(dee.client, {
      homeArea: 'M1',
      travelMiles: 5,
      certificates: [{ kind: 'sia_door_supervisor', reference: 'SIA-1' }],
    });
    assert.equal(saved.status, 200, saved.text);
    const res = await dee.client.get('/api/job-recommendations');
    assert.equal(res.status, 200, res.text);
    const body = res.body as unknown as {
      jobs: { id: string }[];
      matchingReasons?: Record<string, string[]>;
    };
    assert.ok(
      body.jobs.some((j) => j.id === job.id),
      'recommended',
    );
    assert.ok(
      body.matchingReasons?.[job.id]?.includes('You hold an SIA door supervisor licence'),
      JSON.stringify(body.matchingReasons?.[job.id]),
    );
  });
});

describe('the board', () => {
  test("carries the applicant's certificates to the job's company only", async () => {
    const { recruiter, job } = await recruiterWithJob(app);
    const ana = await signedIn(app, 'candidate', 'Ana');
    await put(ana.client, {
      certificates: [{ kind: 'first_aid', expiresOn: inDays(100) }, { kind: 'food_hygiene_3' }],
    });
    await insertApplication(app.db, job.id, ana.userId);
    const board = await recruiter.client.get(`/api/jobs/${job.id}/applications`);
    assert.equal(board.status, 200, board.text);
    const items = board.body.items as { candidate: { profile: { certificates: unknown } } }[];
    assert.deepEqual(items[0].candidate.profile.certificates, [
      { kind: 'food_hygiene_3' },
      { kind: 'first_aid', expiresOn: inDays(100) },
    ]);

    const stranger = await signedIn(app, 'recruiter', 'Stan');
    await insertCompany(app.db, stranger.userId);
    const other = await stranger.client.get(`/api/jobs/${job.id}/applications`);
    assert.equal(other.status, 404);
    const candidate = await signedIn(app, 'candidate', 'Nosy');
    const theirs = await candidate.client.get(`/api/jobs/${job.id}/applications`);
    assert.equal(theirs.status, 403);
    // A candidate reads only their own profile.
    assert.equal((await candidate.client.get('/api/profile')).status, 404);
  });
});

describe('the 30-day warning', () => {
  test('once per certificate and expiry day, in the app and by e-mail; a new date warns again', async () => {
    const eve = await signedIn(app, 'candidate', 'Eve');
    const expiresOn = inDays(45);
    await put(eve.client, {
      certificates: [{ kind: 'personal_licence', expiresOn }, { kind: 'first_aid' }],
    });
    const warnings = () => notificationsOf(app, eve.userId, 'certificate.expiring');

    // 31 days before: nothing yet.
    await warnCertificateExpiriesNow(app.app, addCalendarDays(expiresOn, -31));
    assert.equal((await warnings()).length, 0);

    // 30 days before, twice (and a sweep the next day): one warning.
    await warnCertificateExpiriesNow(app.app, addCalendarDays(expiresOn, -30));
    await warnCertificateExpiriesNow(app.app, addCalendarDays(expiresOn, -30));
    await warnCertificateExpiriesNow(app.app, addCalendarDays(expiresOn, -29));
    const once = await warnings();
    assert.equal(once.length, 1);
    assert.match(once[0].body, /^Your personal licence expires on /);
    assert.equal(once[0].href, '/profile');
    assert.equal((await emailsTo(app, eve.email, 'A certificate expires soon')).length, 1);

    // Saving the profile again with the same day does not warn again.
    await put(eve.client, { certificates: [{ kind: 'personal_licence', expiresOn }] });
    await warnCertificateExpiriesNow(app.app, addCalendarDays(expiresOn, -20));
    assert.equal((await warnings()).length, 1);

    // Renewed with a new expiry day: warned again 30 days before that one.
    const renewed = inDays(200);
    await put(eve.client, { certificates: [{ kind: 'personal_licence', expiresOn: renewed }] });
    await warnCertificateExpiriesNow(app.app, addCalendarDays(renewed, -30));
    assert.equal((await warnings()).length, 2);

    // Past its expiry day: no warning (it has lapsed).
    const late = await signedIn(app, 'candidate', 'Lou');
    await put(late.client, { certificates: [{ kind: 'first_aid', expiresOn: inDays(3) }] });
    await warnCertificateExpiriesNow(app.app, inDays(4));
    assert.equal((await notificationsOf(app, late.userId, 'certificate.expiring')).length, 0);
  });
});
