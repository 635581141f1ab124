import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { APPLICANTS_CSV_COLUMNS } from 'shared-kernel/contract';
import { csvCell, toCsv } from '../src/http/csv.js';
import { csvFileName } from '../src/modules/applications/export-service.js';
import { insertApplication, recruiterWithJob, signedIn } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

/** A recruiter's job with one application from a new candidate. */
async function jobWithApplicant(firstName = 'Cara') {
  const setup = await recruiterWithJob(app);
  const candidate = await signedIn(app, 'candidate', firstName);
  const application = await insertApplication(app.db, setup.job.id, candidate.userId);
  return { ...setup, candidate, application };
}

/** A second member of the same company. */
async function colleagueOf(companyId: string) {
  const colleague = await signedIn(app, 'recruiter', 'Colm');
  await app.db.query(
    `INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, 'recruiter')`,
    [companyId, colleague.userId],
  );
  return colleague;
}

describe('notes on an application', () => {
  test('the company adds and reads notes, newest first, with their author', async () => {
    const { recruiter, company, application } = await jobWithApplicant();
    const colleague = await colleagueOf(company.id);
    const first = await recruiter.client.post(`/api/applications/${application.id}/notes`, {
      body: '  Great energy on the phone  ',
    });
    assert.equal(first.status, 201, first.text);
    assert.equal(first.body.body, 'Great energy on the phone');
    assert.deepEqual(first.body.author, { id: recruiter.userId, name: 'Rita Carter' });
    const second = await colleague.client.post(`/api/applications/${application.id}/notes`, {
      body: 'Can start in two weeks',
    });
    assert.equal(second.status, 201, second.text);

    const list = await recruiter.client.get(`/api/applications/${application.id}/notes`);
    assert.equal(list.status, 200, list.text);
    const notes = list.body.notes as { body: string }[];
    assert.deepEqual(
      notes.map((n) => n.body),
      ['Can start in two weeks', 'Great energy on the phone'],
    );
    assert.deepEqual(list.body.tags, []);
  });

  test('a blank note is a 400 naming body', async () => {
    const { recruiter, application } = await jobWithApplicant();
    const blank = await recruiter.client.post(`/api/applications/${application.id}/notes`, {
      body: '   ',
    });
    assert.equal(blank.status, 400);
    assert.equal(blank.body.field, 'body');
    const missing = await recruiter.client.post(`/api/applications/${application.id}/notes`, {});
    assert.equal(missing.status, 400);
    assert.equal(missing.body.field, 'body');
  });

  test('another company and the candidate get 404, never the notes', async () => {
    const { recruiter, candidate, application } = await jobWithApplicant();
    await recruiter.client.post(`/api/applications/${application.id}/notes`, {
      body: 'Private: salary expectations high',
    });
    const other = await recruiterWithJob(app);
    const path = `/api/applications/${application.id}/notes`;
    for (const client of [other.recruiter.client, candidate.client]) {
      const read = await client.get(path);
      assert.equal(read.status, 404);
      assert.ok(!read.text.includes('salary'), 'no note text in the answer');
      assert.equal((await client.post(path, { body: 'sneaky' })).status, 404);
      assert.equal(
        (
          await client.request('PUT', `/api/applications/${application.id}/tags`, {
            json: { tags: ['x'] },
          })
        ).status,
        404,
      );
    }
    assert.equal((await app.client().get(path)).status, 401);
    const { rows } = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM application_notes WHERE application_id = $1',
      [application.id],
    );
    assert.equal(rows[0].n, 1, 'the refused writes wrote nothing');
  });

  test('only the author deletes a note; another company gets 404', async () => {
    const { recruiter, company, application } = await jobWithApplicant();
    const colleague = await colleagueOf(company.id);
    const note = await recruiter.client.post(`/api/applications/${application.id}/notes`, {
      body: 'Check references',
    });
    const path = `/api/application-notes/${String(note.body.id)}`;
    const other = await recruiterWithJob(app);
    assert.equal((await other.recruiter.client.request('DELETE', path, { json: {} })).status, 404);
    assert.equal((await colleague.client.request('DELETE', path, { json: {} })).status, 403);
    assert.equal((await recruiter.client.request('DELETE', path, { json: {} })).status, 204);
    assert.equal((await recruiter.client.request('DELETE', path, { json: {} })).status, 404);
  });
});

describe('tags on an application', () => {
  test('PUT replaces the tags, canonical and distinct; the board reads them per job', async () => {
    const { recruiter, job, application } = await jobWithApplicant();
    const path = `/api/applications/${application.id}/tags`;
    const set = await recruiter.client.request('PUT', path, {
      json: { tags: [' Weekend ', 'cocktail  pro', 'weekend'] },
    });
    assert.equal(set.status, 200, set.text);
    assert.deepEqual(set.body.tags, ['cocktail pro', 'weekend']);
    const again = await recruiter.client.request('PUT', path, {
      json: { tags: ['weekend', 'Keyholder'] },
    });
    assert.deepEqual(again.body.tags, ['keyholder', 'weekend']);
    await recruiter.client.post(`/api/applications/${application.id}/notes`, { body: 'Hi' });

    const labels = await recruiter.client.get(`/api/jobs/${job.id}/application-labels`);
    assert.equal(labels.status, 200, labels.text);
    assert.deepEqual(labels.body.items, [
      { applicationId: application.id, tags: ['keyholder', 'weekend'], notes: 1 },
    ]);
    assert.deepEqual(labels.body.companyTags, ['keyholder', 'weekend']);

    const cleared = await recruiter.client.request('PUT', path, { json: { tags: [] } });
    assert.deepEqual(cleared.body.tags, []);
  });

  test('a too-long tag or too many tags is a 400 naming tags', async () => {
    const { recruiter, application } = await jobWithApplicant();
    const path = `/api/applications/${application.id}/tags`;
    const long = await recruiter.client.request('PUT', path, { json: { tags: ['x'.repeat(41)] } });
    assert.equal(long.status, 400);
    assert.match(String(long.body.field), /^tags/);
    const many = await recruiter.client.request('PUT', path, {
      json: { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
    });
    assert.equal(many.status, 400);
    assert.match(String(many.body.field), /^tags/);
    const blank = await recruiter.client.request('PUT', path, { json: { tags: ['  '] } });
    assert.equal(blank.status, 400);
    assert.equal(blank.body.field, 'tags');
  });

  test("another company's job labels are 404", async () => {
    const { job } = await jobWithApplicant();
    const other = await recruiterWithJob(app);
    const candidate = await signedIn(app, 'candidate');
    const path = `/api/jobs/${job.id}/application-labels`;
    assert.equal((await other.recruiter.client.get(path)).status, 404);
    assert.equal((await candidate.client.get(path)).status, 404);
  });
});

describe('GET /api/jobs/:id/applicants.csv', () => {
  test('csvCell quotes, doubles quotes and guards formulas', () => {
    assert.equal(csvCell('plain'), 'plain');
    assert.equal(csvCell('a,b'), '"a,b"');
    assert.equal(csvCell('say "hi"'), '"say ""hi"""');
    assert.equal(csvCell('two\nlines'), '"two\nlines"');
    assert.equal(csvCell('=HYPERLINK("http://x")'), `"'=HYPERLINK(""http://x"")"`);
    assert.equal(csvCell('+44 20 7946 0000'), "'+44 20 7946 0000");
    assert.equal(csvCell('-1'), "'-1");
    assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(csvCell(-1), '-1', 'a number is a number');
    assert.equal(csvCell(null), '');
    assert.equal(toCsv([['a', 'b']]), '\uFEFFa,b\r\n');
    assert.equal(csvFileName('Head Chef (Soho)'), 'head-chef-soho-applicants.csv');
  });

  test("the company downloads its job's applicants, escaped and formula-safe", async () => {
    const { recruiter, job, candidate, application } = await jobWithApplicant();
    await app.db.query(`UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1`, [
      candidate.userId,
      '=cmd|"/c calc"!A1',
      'O"Brien, Jr',
    ]);
    await app.db.query(
      `INSERT INTO candidate_profiles (user_id, phone_number, city) VALUES ($1, '+447700900123', 'London')`,
      [candidate.userId],
    );
    await recruiter.client.request('PUT', `/api/applications/${application.id}/tags`, {
      json: { tags: ['weekend', 'keyholder'] },
    });
    const second = await signedIn(app, 'candidate', 'Dev');
    await insertApplication(app.db, job.id, second.userId, 'reviewed');

    const response = await recruiter.client.get(`/api/jobs/${job.id}/applicants.csv`);
    assert.equal(response.status, 200, response.text);
    assert.match(response.headers.get('content-type') ?? '', /^text\/csv; charset=utf-8/);
    assert.equal(
      response.headers.get('content-disposition'),
      'attachment; filename="bartender-applicants.csv"',
    );
    const lines = response.text.trimEnd().split('\r\n');
    assert.equal(lines[0], APPLICANTS_CSV_COLUMNS.join(','));
    assert.equal(lines.length, 3, 'a header and two applicants');
    const cara = lines.find((line) => line.includes('calc'))!;
    assert.ok(
      cara.startsWith(`"'=cmd|""/c calc""!A1 O""Brien, Jr",`),
      `the name is quoted and guarded: ${cara}`,
    );
    assert.ok(cara.includes(`,'+447700900123,London,applied,`), cara);
    assert.ok(cara.endsWith(',keyholder; weekend,0'), cara);
    assert.ok(lines.some((line) => line.startsWith('Dev Carter,') && line.includes(',reviewed,')));
  });

  test('another company, a candidate and a visitor get no CSV', async () => {
    const { job, candidate } = await jobWithApplicant();
    const other = await recruiterWithJob(app);
    const path = `/api/jobs/${job.id}/applicants.csv`;
    assert.equal((await other.recruiter.client.get(path)).status, 404);
    assert.equal((await candidate.client.get(path)).status, 404);
    assert.equal((await app.client().get(path)).status, 401);
  });
});
