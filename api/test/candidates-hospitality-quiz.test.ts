import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { KNOWLEDGE_QUESTIONS } from '../src/modules/candidates/hospitality-quiz.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { signedIn } from './support/fixtures.js';

const allCorrect = () => Object.fromEntries(KNOWLEDGE_QUESTIONS.map((q) => [q.id, q.correct]));

describe('hospitality quiz content', () => {
  test('15 questions over service, food safety and bar, each with 4 options and one answer', () => {
    assert.equal(KNOWLEDGE_QUESTIONS.length, 15);
    for (const category of ['service', 'food_safety', 'bar']) {
      assert.equal(KNOWLEDGE_QUESTIONS.filter((q) => q.category === category).length, 5);
    }
    for (const q of KNOWLEDGE_QUESTIONS) {
      assert.equal(q.options.length, 4);
      assert.ok(q.options.some((o) => o.id === q.correct));
    }
    const text = JSON.stringify(KNOWLEDGE_QUESTIONS);
    for (const fact of ['14', '8°C', '75°C', '63°C', 'Challenge 25', '10 ml'])
      assert.ok(text.includes(fact), fact);
  });
});

describe('GET/POST /api/hospitality-quiz', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await app.close();
  });

  test('GET lists the questions without answers, and no attempt yet', async () => {
    const { client } = await signedIn(app, 'candidate');
    const response = await client.get('/api/hospitality-quiz');
    assert.equal(response.status, 200);
    assert.equal((response.body.questions as unknown[]).length, 15);
    assert.ok(!response.text.includes('"correct"'));
    assert.ok(!response.text.includes('explanation'));
    assert.equal(response.body.latest, null);
    assert.equal(response.body.bestScore, null);
    assert.equal(response.body.attempts, 0);
  });

  test('POST scores on the server, stores the attempt, and GET returns it', async () => {
    const { client } = await signedIn(app, 'candidate');
    const answers = allCorrect();
    // Two wrong: one food-safety and one bar question.
    answers.h6 = 'h6a';
    answers.h12 = 'h12d';
    const response = await client.post('/api/hospitality-quiz', { answers });
    assert.equal(response.status, 201, response.text);
    assert.equal(response.body.score, 13);
    assert.equal(response.body.total, 15);
    assert.deepEqual(response.body.byCategory, {
      service: { score: 5, total: 5 },
      food_safety: { score: 4, total: 5 },
      bar: { score: 4, total: 5 },
    });
    const feedback = response.body.feedback as {
      questionId: string;
      correct: boolean;
      correctOptionId: string;
      explanation: string;
    }[];
    const h6 = feedback.find((f) => f.questionId === 'h6')!;
    assert.equal(h6.correct, false);
    assert.equal(h6.correctOptionId, 'h6c');
    assert.match(h6.explanation, /celery/);

    await client.post('/api/hospitality-quiz', { answers: { ...answers, h1: 'h1a' } });
    const read = await client.get('/api/hospitality-quiz');
    assert.equal((read.body.latest as { score: number }).score, 12);
    assert.equal(read.body.bestScore, 13);
    assert.equal(read.body.attempts, 2);

    // Another candidate sees none of it.
    const other = await signedIn(app, 'candidate');
    assert.equal((await other.client.get('/api/hospitality-quiz')).body.attempts, 0);
  });

  test('400 naming a missing, wrong or unknown answer; nothing stored', async () => {
    const { client } = await signedIn(app, 'candidate');
    const answers = allCorrect();
    delete answers.h4;
    let response = await client.post('/api/hospitality-quiz', { answers });
    assert.equal(response.status, 400);
    assert.equal(response.body.field, 'answers.h4');
    assert.equal(response.body.message, 'Question 4 is not answered');

    response = await client.post('/api/hospitality-quiz', {
      answers: { ...allCorrect(), h2: 'h3a' },
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.field, 'answers.h2');

    response = await client.post('/api/hospitality-quiz', { answers: allCorrect(), extra: 1 });
    assert.equal(response.status, 400);
    assert.equal(response.body.field, 'extra');

    assert.equal((await client.get('/api/hospitality-quiz')).body.attempts, 0);
  });

  test('401 signed out, 403 for a recruiter', async () => {
    assert.equal((await app.client().get('/api/hospitality-quiz')).status, 401);
    const { client } = await signedIn(app, 'recruiter');
    assert.equal((await client.get('/api/hospitality-quiz')).status, 403);
    assert.equal(
      (await client.post('/api/hospitality-quiz', { answers: allCorrect() })).status,
      403,
    );
  });
});
