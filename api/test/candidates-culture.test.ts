import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { getCandidateCulture, saveCandidateCulture } from '../src/modules/candidates/culture.js';
import { HttpError } from '../src/http/errors.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { signedIn } from './support/fixtures.js';

describe('candidate culture answers (culture.ts)', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await app.close();
  });

  test('null before the assessment is taken', async () => {
    const { userId } = await signedIn(app, 'candidate');
    assert.equal(await getCandidateCulture(app.db, userId), null);
  });

  test('saves, reads back and replaces the answers (one row per candidate)', async () => {
    const { userId } = await signedIn(app, 'candidate');
    const saved = await saveCandidateCulture(app.db, userId, {
      workPace: 'fast',
      guestInteraction: 'high',
      teamSize: 'small',
      serviceApproach: 'personalized',
      primaryValues: ['teamwork', 'quality', 'teamwork'],
    });
    assert.deepEqual(saved.responses, {
      workPace: 'fast',
      guestInteraction: 'high',
      teamSize: 'small',
      serviceApproach: 'personalized',
      primaryValues: ['teamwork', 'quality'],
    });
    assert.ok(!Number.isNaN(Date.parse(saved.updatedAt)));
    assert.deepEqual(await getCandidateCulture(app.db, userId), saved);

    const again = await saveCandidateCulture(app.db, userId, { workPace: 'relaxed' });
    assert.deepEqual(again.responses, { workPace: 'relaxed' });
    const { rows } = await app.db.query<{ n: number; answers: unknown }>(
      `SELECT count(*)::int AS n, max(answers::text)::jsonb AS answers FROM assessments
       WHERE candidate_id = $1 AND kind = 'culture'`,
      [userId],
    );
    assert.equal(rows[0].n, 1);
    assert.deepEqual(rows[0].answers, { workPace: 'relaxed' });
  });

  test('another candidate sees only their own answers', async () => {
    const a = await signedIn(app, 'candidate');
    const b = await signedIn(app, 'candidate');
    await saveCandidateCulture(app.db, a.userId, { workPace: 'fast' });
    assert.equal(await getCandidateCulture(app.db, b.userId), null);
  });

  test('bad answers are refused naming the field', async () => {
    const { userId } = await signedIn(app, 'candidate');
    const cases: [unknown, string][] = [
      [{ workPace: 'frantic' }, 'responses.workPace'],
      [{ guestInteraction: 3 }, 'responses.guestInteraction'],
      [{ teamSize: 'huge' }, 'responses.teamSize'],
      [{ serviceApproach: 'rude' }, 'responses.serviceApproach'],
      [{ primaryValues: ['money'] }, 'responses.primaryValues'],
      [{ primaryValues: 'teamwork' }, 'responses.primaryValues'],
      [{ mood: 'happy' }, 'responses.mood'],
      [null, 'responses'],
      [['fast'], 'responses'],
    ];
    for (const [responses, field] of cases) {
      await assert.rejects(
        saveCandidateCulture(app.db, userId, responses),
        (error: unknown) =>
          error instanceof HttpError && error.statusCode === 400 && error.field === field,
        field,
      );
    }
    assert.equal(await getCandidateCulture(app.db, userId), null);
  });
});
