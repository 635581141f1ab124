import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { routes } from 'shared-kernel/contract';
import {
  addCalendarDays,
  addCalendarYears,
  londonDay,
  NEW_STARTER_TEXTS,
  newStarterKeepUntil,
} from 'shared-kernel/rules';
import { sweepRetention } from '../src/modules/new-starters/index.js';
import { acceptedOffer, count, record, recordContinuousCheck } from './support/new-starters.js';
import { call } from './support/routes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 43 item 4: records kept for the employment and 2 years after the leaving day, then deleted
// by the retention sweep (its "today" moved by the test); a candidate who deletes their account
// keeps only these records (detached, with their name), said so in their export.

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const recordsOf = (applicationId: string) =>
  count(app, 'SELECT count(*)::int AS n FROM new_starters WHERE application_id = $1', [
    applicationId,
  ]);

describe('retention', () => {
  test('kept 2 years after the leaving day, deleted the day after with its files', async () => {
    const { owner, applicationId } = await acceptedOffer(app);
    await recordContinuousCheck(owner.client, applicationId);
    const leftOn = londonDay();
    const left = await call(owner.client, routes.newStarters.left, {
      params: { id: applicationId },
      body: { leftOn },
    });
    assert.equal(left.status, 200, left.text);
    const keepUntil = newStarterKeepUntil(leftOn);
    assert.equal(left.answer.leftOn, leftOn);
    assert.equal(left.answer.keepUntil, keepUntil);

    await sweepRetention(app.db, keepUntil);
    assert.equal(await recordsOf(applicationId), 1);
    await sweepRetention(app.db, addCalendarDays(keepUntil, 1));
    assert.equal(await recordsOf(applicationId), 0);
    assert.equal(
      await count(
        app,
        `SELECT count(*)::int AS n FROM new_starter_checks k
         WHERE NOT EXISTS (SELECT 1 FROM new_starters ns WHERE ns.id = k.new_starter_id)`,
        [],
      ),
      0,
    );
    assert.equal(
      (await owner.client.get(`/api/applications/${applicationId}/onboarding`)).status,
      404,
    );
  });

  test('no leaving day: kept (the sweep leaves it)', async () => {
    const { applicationId } = await acceptedOffer(app);
    await sweepRetention(app.db, addCalendarYears(londonDay(), 50));
    assert.equal(await recordsOf(applicationId), 1);
  });
});

describe('the migration', () => {
  test('offers accepted before it get their record, with the start day', async () => {
    const { candidate, applicationId } = await acceptedOffer(app, { startInDays: 12 });
    await app.db.query('DELETE FROM new_starters WHERE application_id = $1', [applicationId]);
    const migration = await readFile(
      new URL('../src/db/migrations/034_new_starters.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.slice(migration.indexOf('INSERT INTO new_starters'));
    await app.db.query(backfill);
    const pack = (await record(candidate.client, applicationId)).record;
    assert.equal(pack.startDate, addCalendarDays(londonDay(), 12));
    assert.equal(pack.job.title, 'Bartender');
  });
});

describe('account deletion', () => {
  test('the export says what is kept; deletion keeps the record, detached with the name', async () => {
    const { owner, candidate, applicationId } = await acceptedOffer(app);
    await call(candidate.client, routes.newStarters.bank, {
      params: { id: applicationId },
      body: { accountName: 'Nina Carter', sortCode: '12-34-56', accountNumber: '87654321' },
    });
    const exported = await call(candidate.client, routes.account.export);
    assert.equal(exported.status, 200, exported.text);
    const starters = exported.answer.newStarters;
    assert.equal(starters?.keptAfterDeletion, NEW_STARTER_TEXTS.keptAfterDeletion);
    assert.equal(starters?.records.length, 1);
    assert.equal(starters?.records[0].bank?.accountNumber, '••••4321');
    assert.ok(!exported.text.includes('87654321'));
    // A recruiter's export has none.
    const theirs = await call(owner.client, routes.account.export);
    assert.equal(theirs.answer.newStarters, undefined);

    const deleted = await candidate.client.request('DELETE', '/api/me', {
      json: { password: 'correct-horse-1' },
    });
    assert.equal(deleted.status, 204, deleted.text);
    const { rows } = await app.db.query<{
      candidate_id: string | null;
      person_name: string;
      keep_until: string;
    }>(
      `SELECT candidate_id, person_name, to_char(keep_until, 'YYYY-MM-DD') AS keep_until
       FROM new_starters WHERE application_id = $1`,
      [applicationId],
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0].candidate_id, null);
    assert.equal(rows[0].person_name, 'Nina Carter');
    const keepUntil = addCalendarYears(londonDay(), 2);
    assert.equal(rows[0].keep_until, keepUntil);
    // The employer still reads it under the person's name.
    const seen = (await record(owner.client, applicationId)).record;
    assert.equal(seen.candidate.name, 'Nina Carter');
    assert.equal(seen.bank?.accountNumber, '••••4321');
    // And the sweep deletes it after that day.
    await sweepRetention(app.db, addCalendarDays(keepUntil, 1));
    assert.equal(await recordsOf(applicationId), 0);
  });

  test('a leaving day set before the deletion is kept as the limit', async () => {
    const { owner, candidate, applicationId } = await acceptedOffer(app);
    const leftOn = addCalendarDays(londonDay(), -30);
    await call(owner.client, routes.newStarters.left, {
      params: { id: applicationId },
      body: { leftOn },
    });
    const deleted = await candidate.client.request('DELETE', '/api/me', {
      json: { password: 'correct-horse-1' },
    });
    assert.equal(deleted.status, 204);
    assert.equal(
      (await record(owner.client, applicationId)).record.keepUntil,
      newStarterKeepUntil(leftOn),
    );
  });
});

describe('first shift', () => {
  test('409 before the right-to-work check; then any member confirms it, not the candidate', async () => {
    const { owner, recruiter, candidate, applicationId } = await acceptedOffer(app);
    const params = { id: applicationId };
    const startsOn = addCalendarDays(londonDay(), 3);
    const early = await call(recruiter.client, routes.newStarters.firstShift, {
      params,
      body: { startsOn },
    });
    assert.equal(early.status, 409);
    assert.equal(early.body.message, NEW_STARTER_TEXTS.firstShiftNeedsCheck);
    assert.equal((await record(owner.client, applicationId)).record.firstShift, null);

    await recordContinuousCheck(owner.client, applicationId);
    const byCandidate = await call(candidate.client, routes.newStarters.firstShift, {
      params,
      body: { startsOn },
    });
    assert.equal(byCandidate.status, 403);
    const confirmed = await call(recruiter.client, routes.newStarters.firstShift, {
      params,
      body: { startsOn },
    });
    assert.equal(confirmed.status, 200, confirmed.text);
    assert.equal(confirmed.answer.view, 'steps');
    assert.equal(confirmed.answer.firstShift?.startsOn, startsOn);
    assert.equal(confirmed.answer.firstShift?.confirmedBy.id, recruiter.userId);
  });
});
