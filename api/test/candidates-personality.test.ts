import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  PERSONALITY_TYPES,
  QUIZ_QUESTIONS,
  scorePersonality,
} from '../src/modules/candidates/personality.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { signedIn } from './support/fixtures.js';

/** Answers choosing, for every question, the option counting toward `trait`. */
const answersFor = (trait: string) =>
  Object.fromEntries(
    QUIZ_QUESTIONS.map((q) => [q.id, q.options.find((o) => o.trait === trait)!.id]),
  );

describe('personality quiz content', () => {
  test('12 questions of 4 options, each type reachable, deterministic', () => {
    assert.equal(QUIZ_QUESTIONS.length, 12);
    for (const q of QUIZ_QUESTIONS) {
      assert.equal(q.options.length, 4);
      assert.equal(new Set(q.options.map((o) => o.trait)).size, 4);
    }
    for (const type of PERSONALITY_TYPES) {
      assert.equal(scorePersonality(answersFor(type.key)).personalityType, type.name);
    }
    // A 3-3-3-3 tie goes to the first type.
    const traits = PERSONALITY_TYPES.map((t) => t.key);
    const mixed = Object.fromEntries(
      QUIZ_QUESTIONS.map((q, i) => [q.id, q.options.find((o) => o.trait === traits[i % 4])!.id]),
    );
    assert.equal(scorePersonality(mixed).personalityType, PERSONALITY_TYPES[0].name);
  });
});

describe('GET/POST /api/personality-quiz', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await app.close();
  });

  test('GET lists the questions without the traits', async () => {
    const { client } = await signedIn(app, 'candidate');
    const response = await client.get('/api/personality-quiz');
    assert.equal(response.status, 200);
    const questions = response.body.questions as { id: string; options: object[] }[];
    assert.equal(questions.length, 12);
    assert.ok(!response.text.includes('"trait"'));
    assert.equal(questions[0].options.length, 4);
    assert.equal(response.body.result, null);
  });

  test('GET returns the stored result with what it means, after the quiz', async () => {
    const { client } = await signedIn(app, 'candidate');
    await client.post('/api/personality-quiz', { answers: answersFor('organiser') });
    const response = await client.get('/api/personality-quiz');
    assert.equal(response.status, 200);
    const result = response.body.result as {
      personalityType: string;
      description: string;
      strengths: string[];
      suitedRoles: string[];
      completedAt: string;
    };
    assert.equal(result.personalityType, 'The Organiser');
    assert.match(result.description, /whole shift/);
    assert.ok(result.suitedRoles.includes('Supervisor'));
    assert.ok(result.strengths.length > 0);
    assert.equal(typeof result.completedAt, 'string');
  });

  test('POST computes the type and stores it on the profile and as an assessment', async () => {
    const { client, userId } = await signedIn(app, 'candidate');
    const response = await client.post('/api/personality-quiz', {
      answers: answersFor('craftsperson'),
    });
    assert.equal(response.status, 200, response.text);
    assert.equal(response.body.personalityType, 'The Craftsperson');
    assert.equal(typeof response.body.description, 'string');
    assert.ok((response.body.strengths as string[]).length > 0);
    assert.ok((response.body.suitedRoles as string[]).includes('Chef'));

    const profile = await client.get('/api/profile');
    assert.equal(profile.status, 200);
    assert.equal(profile.body.personalityType, 'The Craftsperson');
    assert.equal(profile.body.completion, 25 + 20);

    // Retaking replaces the result.
    await client.post('/api/personality-quiz', { answers: answersFor('energiser') });
    const { rows } = await app.db.query<{
      personality_type: string;
      scores: { energiser: number };
    }>(
      `SELECT personality_type, scores FROM assessments WHERE candidate_id = $1 AND kind = 'personality'`,
      [userId],
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0].personality_type, 'The Energiser');
    assert.equal(rows[0].scores.energiser, 12);
  });

  test('400 naming the first missing or wrong answer', async () => {
    const { client } = await signedIn(app, 'candidate');
    const answers = answersFor('host');
    delete answers.q3;
    delete answers.q7;
    let response = await client.post('/api/personality-quiz', { answers });
    assert.equal(response.status, 400);
    assert.equal(response.body.field, 'answers.q3');

    response = await client.post('/api/personality-quiz', {
      answers: { ...answersFor('host'), q5: 'q6a' },
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.field, 'answers.q5');

    response = await client.post('/api/personality-quiz', {});
    assert.equal(response.status, 400);
    assert.equal(response.body.field, 'answers');

    response = await client.post('/api/personality-quiz', { answers: answersFor('host'), x: 1 });
    assert.equal(response.status, 400);
    assert.equal(response.body.field, 'x');

    // Nothing was stored.
    assert.equal((await client.get('/api/profile')).status, 404);
  });

  test('401 without a session, 403 for a recruiter', async () => {
    const anonymous = app.client();
    assert.equal((await anonymous.get('/api/personality-quiz')).status, 401);
    assert.equal(
      (await anonymous.post('/api/personality-quiz', { answers: answersFor('host') })).status,
      401,
    );
    const { client } = await signedIn(app, 'recruiter');
    assert.equal((await client.get('/api/personality-quiz')).status, 403);
    assert.equal(
      (await client.post('/api/personality-quiz', { answers: answersFor('host') })).status,
      403,
    );
  });
});
