import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { ScreeningQuestion } from 'shared-kernel/contract';
import { jobPagePath } from 'shared-kernel/rules';
import { recruiterWithJob, signedIn } from './support/fixtures.js';
import { answersTo, applyWith, jobWithQuestions, QUESTIONS, ready } from './support/screening.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 33: a job's screening questions (their knock-outs only for the company), the answers at
// apply checked against them (a 400 naming the question, nothing stored), the answers on both
// sides, in the candidate's data export, per-question stats, and the public job page.

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(async () => {
  await app.close();
});

const countOf = async (sql: string, params: unknown[]) =>
  (await app.db.query<{ n: number }>(sql, params)).rows[0].n;

describe('screening questions on a job', () => {
  test('saved in order with ids; knock-outs shown to the company, hidden from everyone else', async () => {
    const { recruiter, job, screening } = await jobWithQuestions(app);
    assert.deepEqual(
      screening.map((q) => [q.question, q.kind, q.required, q.knockout]),
      QUESTIONS.map((q) => [q.question, q.kind, q.required, q.knockout ?? null]),
    );
    assert.deepEqual(screening[2].choices, ['Days', 'Evenings', 'Nights']);
    assert.ok(screening.every((q) => /^[0-9a-f-]{36}$/.test(q.id)));

    const mine = await recruiter.client.get(`/api/jobs/${job.id}`);
    assert.deepEqual((mine.body.screening as ScreeningQuestion[])[0].knockout, { equals: 'no' });
    const managed = await recruiter.client.get(`/api/jobs/${job.id}/manage`);
    assert.equal(managed.status, 200);
    assert.deepEqual((managed.body.screening as ScreeningQuestion[])[1].knockout, { below: 1 });

    const candidate = await signedIn(app, 'candidate', 'Cara');
    const seen = await candidate.client.get(`/api/jobs/${job.id}`);
    const anonymous = await app.client().get(`/api/jobs/${job.id}`);
    const otherRecruiter = await signedIn(app, 'recruiter', 'Otto');
    const other = await otherRecruiter.client.get(`/api/jobs/${job.id}`);
    for (const response of [seen, anonymous, other]) {
      assert.equal(response.status, 200);
      const questions = response.body.screening as ScreeningQuestion[];
      assert.equal(questions.length, 4);
      assert.ok(
        questions.every((q) => !('knockout' in q)),
        'no rules for anyone else',
      );
      assert.ok(!response.text.includes('"below"') && !response.text.includes('"equals"'));
    }

    const search = await app.client().get('/api/jobs?q=Bartender');
    assert.equal(search.status, 200);
    for (const card of search.body.items as Record<string, unknown>[])
      assert.ok(!('screening' in card), 'search cards carry no questions');
  });

  test('an id keeps a question across edits; a left-out one is removed; [] clears', async () => {
    const { recruiter, job, screening } = await jobWithQuestions(app);
    const [rightToWork, years] = screening;
    const edited = await recruiter.client.request('PATCH', `/api/jobs/${job.id}`, {
      json: {
        screening: [
          { ...years, question: 'Years behind a bar?', knockout: { below: 2 } },
          ready('over_18'),
          { ...rightToWork },
        ],
      },
    });
    assert.equal(edited.status, 200, edited.text);
    const after = edited.body.screening as ScreeningQuestion[];
    assert.deepEqual(
      after.map((q) => q.question),
      ['Years behind a bar?', 'Are you 18 or over?', rightToWork.question],
    );
    assert.equal(after[0].id, years.id);
    assert.equal(after[2].id, rightToWork.id);
    assert.notEqual(after[1].id, screening[2].id);

    const cleared = await recruiter.client.request('PATCH', `/api/jobs/${job.id}`, {
      json: { screening: [] },
    });
    assert.deepEqual(cleared.body.screening, []);
  });

  test('a rule that does not fit its kind is a 400 naming screening/<n>/knockout; nothing saved', async () => {
    const { recruiter, job } = await recruiterWithJob(app);
    const bad = await recruiter.client.request('PATCH', `/api/jobs/${job.id}`, {
      json: {
        screening: [
          ready('right_to_work'),
          { ...ready('years_similar_role'), knockout: { equals: 'no' } },
        ],
      },
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'screening/1/knockout');
    assert.match(String(bad.body.message), /^Question 2: /);
    const choices = await recruiter.client.request('PATCH', `/api/jobs/${job.id}`, {
      json: { screening: [{ ...ready('over_18'), choices: ['a', 'b'] }] },
    });
    assert.equal(choices.body.field, 'screening/0/choices');
    const foreign = await recruiter.client.request('PATCH', `/api/jobs/${job.id}`, {
      json: { screening: [{ ...ready('over_18'), id: randomUUID() }] },
    });
    assert.equal(foreign.status, 400);
    assert.equal(foreign.body.field, 'screening/0/id');
    assert.equal(
      await countOf('SELECT count(*)::int AS n FROM job_screening_questions WHERE job_id = $1', [
        job.id,
      ]),
      0,
    );
  });

  test('POST /api/jobs takes screening', async () => {
    const { recruiter, venue } = await recruiterWithJob(app);
    const created = await recruiter.client.post('/api/jobs', {
      title: 'Bar back',
      description: 'Keep the bar stocked.',
      venueId: venue.id,
      employmentType: 'part_time',
      screening: [ready('over_18')],
    });
    assert.equal(created.status, 201, created.text);
    const [question] = created.body.screening as ScreeningQuestion[];
    assert.equal(question.question, 'Are you 18 or over?');
    assert.deepEqual(question.knockout, { equals: 'no' });
  });
});

describe('answers at apply', () => {
  test('a missing required answer, a choice not offered, a number out of range: 400 naming the question, nothing stored', async () => {
    const { job, screening } = await jobWithQuestions(app);
    const cases: [(string | number | undefined)[], number, string][] = [
      [[undefined, 3], 0, 'an answer is required'],
      [['yes', 3, 'Weekends'], 2, 'must be one of the choices offered'],
      [['yes', 101], 1, 'must be between 0 and 100'],
      [['maybe', 3], 0, "must be 'yes' or 'no'"],
    ];
    for (const [values, index, words] of cases) {
      const response = await applyWith(app, job.id, answersTo(screening, values));
      assert.equal(response.status, 400);
      assert.equal(response.body.field, `answers/${screening[index].id}`);
      assert.equal(response.body.message, `Answer "${screening[index].question}": ${words}`);
    }
    const unknown = await applyWith(app, job.id, [
      ...answersTo(screening, ['yes', 3]),
      { questionId: randomUUID(), answer: 'yes' },
    ]);
    assert.equal(unknown.status, 400);
    assert.equal(
      await countOf('SELECT count(*)::int AS n FROM applications WHERE job_id = $1', [job.id]),
      0,
      'nothing stored',
    );
  });

  test('answers are stored with the question as seen; both sides read them in order', async () => {
    const { recruiter, job, screening } = await jobWithQuestions(app);
    const candidate = await applyWith(
      app,
      job.id,
      answersTo(screening, ['yes', 4, 'Evenings', '  Happy to start Monday  ']),
    );
    assert.equal(candidate.status, 201);
    assert.equal(candidate.body.status, 'applied');
    const expected = [
      [screening[0].id, screening[0].question, 'yes_no', 'yes'],
      [screening[1].id, screening[1].question, 'number', 4],
      [screening[2].id, screening[2].question, 'choice', 'Evenings'],
      [screening[3].id, screening[3].question, 'text', 'Happy to start Monday'],
    ];
    type Answer = { questionId: string; question: string; kind: string; answer: unknown };
    const shape = (answers: Answer[]) =>
      answers.map((a) => [a.questionId, a.question, a.kind, a.answer]);
    assert.deepEqual(shape(candidate.body.answers as Answer[]), expected);

    // Renaming the question later does not change what the candidate answered.
    await recruiter.client.request('PATCH', `/api/jobs/${job.id}`, {
      json: {
        screening: [{ ...screening[0], question: 'Right to work here?' }, ...screening.slice(1)],
      },
    });
    const detail = await candidate.client.get(`/api/applications/${String(candidate.body.id)}`);
    assert.deepEqual(shape(detail.body.answers as Answer[]), expected);

    const pipeline = await recruiter.client.get(`/api/jobs/${job.id}/applications`);
    const [item] = pipeline.body.items as { answers: Answer[]; knockout: unknown }[];
    assert.deepEqual(shape(item.answers), expected);
    assert.equal(item.knockout, null);
  });

  test("the candidate's data export includes their answers (not the rules)", async () => {
    const { job, screening } = await jobWithQuestions(app);
    const candidate = await applyWith(app, job.id, answersTo(screening, ['no', 0]));
    assert.equal(candidate.status, 201);
    const exported = await candidate.client.get('/api/me/export');
    assert.equal(exported.status, 200, exported.text);
    const [application] = exported.body.applications as { screeningAnswers: unknown[] }[];
    assert.deepEqual(application.screeningAnswers, [
      {
        questionId: screening[0].id,
        question: screening[0].question,
        kind: 'yes_no',
        answer: 'no',
      },
      { questionId: screening[1].id, question: screening[1].question, kind: 'number', answer: 0 },
    ]);
    assert.ok(!exported.text.includes('"equals"'), 'no knock-out rule in the export');
  });
});

describe('deleting the account', () => {
  test('erases the text answers; the yes/no and number answers stay for the counts', async () => {
    const { job, screening } = await jobWithQuestions(app);
    const candidate = await applyWith(app, job.id, answersTo(screening, ['yes', 2, 'Days', 'Hi']));
    const deleted = await candidate.client.request('DELETE', '/api/me', {
      json: { password: 'correct-horse-1' },
    });
    assert.equal(deleted.status, 204, deleted.text);
    const { rows } = await app.db.query<{ kind: string }>(
      'SELECT kind FROM application_answers WHERE application_id = $1 ORDER BY position',
      [candidate.body.id],
    );
    assert.deepEqual(
      rows.map((row) => row.kind),
      ['yes_no', 'number', 'choice'],
    );
  });
});

describe('per-question stats', () => {
  test('answered and knocked out, per question of each open job', async () => {
    const { recruiter, job, screening } = await jobWithQuestions(app);
    await applyWith(app, job.id, answersTo(screening, ['yes', 3, 'Days']), 'Ann');
    await applyWith(app, job.id, answersTo(screening, ['no', 5]), 'Ben');
    await applyWith(app, job.id, answersTo(screening, ['yes', 0]), 'Cal');
    const overview = await recruiter.client.get('/api/companies/mine/hiring-workflows');
    assert.equal(overview.status, 200, overview.text);
    const entry = (
      overview.body.jobs as {
        id: string;
        applications: number;
        stats: unknown[];
        screening: ScreeningQuestion[];
      }[]
    ).find((j) => j.id === job.id)!;
    assert.equal(entry.applications, 3);
    assert.deepEqual(entry.screening[0].knockout, { equals: 'no' });
    assert.deepEqual(
      entry.stats.map((s) => {
        const stat = s as { question: string; answered: number; knockedOut: number };
        return [stat.question, stat.answered, stat.knockedOut];
      }),
      [
        [screening[0].question, 3, 1],
        [screening[1].question, 3, 1],
        [screening[2].question, 1, 0],
        [screening[3].question, 0, 0],
      ],
    );
    assert.equal((overview.body.companyDefault as { inherited: boolean }).inherited, false);
  });
});

/** The public job page's data address of a fixture job (a Bartender in London). */
const pageOf = (id: string) =>
  '/api/public/job-pages/' +
  jobPagePath({ id, title: 'Bartender', city: 'London' }).replace('/jobs/', '');

describe('the public job page', () => {
  test('has the question texts in order, never the rules', async () => {
    const { job, screening } = await jobWithQuestions(app);
    const page = await app.client().get(pageOf(job.id));
    assert.equal(page.status, 200);
    const answer = page.body as { job: { screening: Record<string, unknown>[] } };
    assert.deepEqual(
      answer.job.screening.map((question) => question.question),
      screening.map((question) => question.question),
    );
    assert.doesNotMatch(page.text, /knock|disqualif/i, 'no rule in the answer');

    const plain = await recruiterWithJob(app);
    const without = await app.client().get(pageOf(plain.job.id));
    assert.deepEqual((without.body as typeof answer).job.screening, []);
  });
});
