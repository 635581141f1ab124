import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { routes } from 'shared-kernel/contract';
import {
  addCalendarDays,
  londonDay,
  NEW_STARTER_TEXTS,
  rightToWorkFollowUpDay,
  shareCodeValidUntil,
} from 'shared-kernel/rules';
import { CROSS_SITE_MESSAGE } from '../src/http/csrf.js';
import { followUpNow } from '../src/modules/new-starters/index.js';
import {
  acceptedOffer,
  checkForm,
  count,
  onboarding,
  PDF,
  PNG,
  record,
  sendForm,
} from './support/new-starters.js';
import { call } from './support/routes.js';
import { emailsTo, notificationsOf } from './support/screening.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 43 item 4: the candidate's right-to-work route (a share code is kept with its 90 days),
// the employer's check with its evidence (multipart, stored unaltered with its SHA-256, given back
// to owners and admins only), and the follow-up 28 days before time-limited permission ends (once,
// in the app and by e-mail; the sweep's "today" moved by the test).

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const today = () => londonDay();
const checkPath = (id: string) => `${onboarding(id)}/right-to-work/check`;

describe("the candidate's route", () => {
  test('a share code is kept normalised with its birth day and its 90 days', async () => {
    const { candidate, owner, applicationId } = await acceptedOffer(app);
    const saved = await call(candidate.client, routes.newStarters.rightToWork, {
      params: { id: applicationId },
      body: { route: 'share_code', shareCode: 'w4x 8yt-2zp', dateOfBirth: '1999-05-04' },
    });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(saved.answer.rightToWork?.shareCode, 'W4X8YT2ZP');
    assert.equal(saved.answer.rightToWork?.dateOfBirth, '1999-05-04');
    assert.equal(saved.answer.rightToWork?.shareCodeValidUntil, shareCodeValidUntil(today()));
    // The owner reads it; a route alone does not finish the step (the check does).
    const seen = (await record(owner.client, applicationId)).record;
    assert.equal(seen.rightToWork?.route, 'share_code');
    assert.equal(seen.steps[0].status, 'todo');
    // Another route drops the code.
    const passport = await call(candidate.client, routes.newStarters.rightToWork, {
      params: { id: applicationId },
      body: { route: 'british_irish_passport' },
    });
    assert.equal(passport.answer.rightToWork?.shareCode, null);
    assert.equal(passport.answer.rightToWork?.dateOfBirth, null);
  });

  test('a share code needs a birth day of someone 16 or over (400 naming dateOfBirth)', async () => {
    const { candidate, applicationId } = await acceptedOffer(app);
    const tooYoung = addCalendarDays(today(), -365 * 10);
    for (const dateOfBirth of [undefined, tooYoung, '1990-02-30', '1850-01-01', '01/02/1990']) {
      const response = await call(candidate.client, routes.newStarters.rightToWork, {
        params: { id: applicationId },
        body: { route: 'share_code', shareCode: 'W4X8YT2ZP', dateOfBirth },
      });
      assert.equal(response.status, 400, response.text);
      assert.equal(response.body.field, 'dateOfBirth');
    }
    assert.equal((await record(candidate.client, applicationId)).record.rightToWork?.route, null);
  });
});

describe("the employer's check", () => {
  test('time-limited: recorded with its evidence unaltered, its follow-up day, by whom', async () => {
    const { owner, admin, recruiter, candidate, applicationId } = await acceptedOffer(app);
    const expiresOn = addCalendarDays(today(), 200);
    const checked = await sendForm(
      owner.client,
      'POST',
      checkPath(applicationId),
      checkForm(
        { route: 'share_code', checkedOn: today(), result: 'time_limited', expiresOn },
        PNG,
        'scan.png',
      ),
    );
    assert.equal(checked.status, 201, checked.text);
    const check = (checked.body as { rightToWork: { check: Record<string, unknown> } }).rightToWork
      .check;
    assert.equal(check.expiresOn, expiresOn);
    assert.equal(check.followUpOn, rightToWorkFollowUpDay(expiresOn));
    assert.deepEqual(check.evidence, {
      fileName: 'scan.png',
      contentType: 'image/png',
      size: PNG.length,
      sha256: createHash('sha256').update(PNG).digest('hex'),
    });
    assert.equal((check.recordedBy as { name: string }).name, 'Rita Carter');

    // The file, as uploaded, to owners and admins; a 404 to the plain recruiter and the candidate.
    for (const who of [owner, admin]) {
      const file = await who.client.get(
        `${checkPath(applicationId).replace('/check', '/evidence')}`,
      );
      assert.equal(file.status, 200);
      assert.equal(file.headers.get('content-type'), 'image/png');
      assert.match(
        file.headers.get('content-disposition') ?? '',
        /attachment; filename="scan.png"/,
      );
    }
    const raw = await fetch(`${app.url}${onboarding(applicationId)}/right-to-work/evidence`, {
      headers: { cookie: [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    assert.deepEqual(Buffer.from(await raw.arrayBuffer()), PNG);
    for (const who of [recruiter, candidate]) {
      const file = await who.client.get(`${onboarding(applicationId)}/right-to-work/evidence`);
      assert.equal(file.status, 404);
    }
  });

  test('each bad field is a 400 naming it, and nothing is stored', async () => {
    const { owner, applicationId } = await acceptedOffer(app);
    const day = today();
    const cases: [Record<string, string | undefined>, string][] = [
      [{ route: 'passport', checkedOn: day, result: 'continuous' }, 'route'],
      [
        { route: 'documents', checkedOn: addCalendarDays(day, 1), result: 'continuous' },
        'checkedOn',
      ],
      [{ route: 'documents', checkedOn: 'yesterday', result: 'continuous' }, 'checkedOn'],
      [{ route: 'documents', checkedOn: day, result: 'forever' }, 'result'],
      [{ route: 'documents', checkedOn: day, result: 'time_limited' }, 'expiresOn'],
      [{ route: 'documents', checkedOn: day, result: 'time_limited', expiresOn: day }, 'expiresOn'],
      [
        {
          route: 'documents',
          checkedOn: day,
          result: 'continuous',
          expiresOn: addCalendarDays(day, 9),
        },
        'expiresOn',
      ],
    ];
    for (const [fields, field] of cases) {
      const response = await sendForm(
        owner.client,
        'POST',
        checkPath(applicationId),
        checkForm(fields),
      );
      assert.equal(response.status, 400, `${JSON.stringify(fields)} ${response.text}`);
      assert.equal(response.body.field, field, JSON.stringify(fields));
    }
    const noFile = await sendForm(
      owner.client,
      'POST',
      checkPath(applicationId),
      checkForm({ route: 'documents', checkedOn: day, result: 'continuous' }, null),
    );
    assert.equal(noFile.status, 400);
    assert.equal(noFile.body.field, 'evidence');
    const stored = await count(
      app,
      `SELECT count(*)::int AS n FROM new_starter_checks k JOIN new_starters ns ON ns.id = k.new_starter_id
       WHERE ns.application_id = $1`,
      [applicationId],
    );
    assert.equal(stored, 0);
  });

  test('multipart needs an allowed Origin; JSON is not a check', async () => {
    const { owner, applicationId } = await acceptedOffer(app);
    const form = () =>
      checkForm({ route: 'documents', checkedOn: today(), result: 'continuous' }, PDF);
    const noOrigin = await sendForm(owner.client, 'POST', checkPath(applicationId), form(), {
      origin: null,
    });
    assert.equal(noOrigin.status, 415);
    const crossSite = await sendForm(owner.client, 'POST', checkPath(applicationId), form(), {
      origin: 'https://evil.example',
    });
    assert.equal(crossSite.status, 403);
    assert.equal(crossSite.body.message, CROSS_SITE_MESSAGE);
    // Another route of the API does not take multipart, Origin or not.
    const elsewhere = await sendForm(
      owner.client,
      'PUT',
      `${onboarding(applicationId)}/starter`,
      form(),
    );
    assert.equal(elsewhere.status, 415);
    const json = await owner.client.post(checkPath(applicationId), {
      route: 'documents',
      checkedOn: today(),
      result: 'continuous',
    });
    assert.equal(json.status, 400);
  });
});

describe('the follow-up', () => {
  test('28 days before permission ends the members are told, once, in the app and by e-mail', async () => {
    const { owner, admin, recruiter, applicationId, job } = await acceptedOffer(app);
    const expiresOn = addCalendarDays(today(), 120);
    const checked = await sendForm(
      owner.client,
      'POST',
      checkPath(applicationId),
      checkForm({ route: 'share_code', checkedOn: today(), result: 'time_limited', expiresOn }),
    );
    assert.equal(checked.status, 201, checked.text);
    const followUpOn = rightToWorkFollowUpDay(expiresOn);
    const of = (userId: string) => notificationsOf(app, userId, 'new_starter.follow_up');

    await followUpNow(app.app, addCalendarDays(followUpOn, -1));
    assert.equal((await of(owner.userId)).length, 0);

    await followUpNow(app.app, followUpOn);
    for (const person of [owner, admin, recruiter]) {
      const notes = await of(person.userId);
      assert.equal(notes.length, 1, person.email);
      assert.equal(notes[0].title, NEW_STARTER_TEXTS.followUpTitle);
      assert.equal(notes[0].body, NEW_STARTER_TEXTS.followUpBody('Nina Carter'));
      assert.equal(notes[0].href, `/job-applications/${job.id}`);
      const mails = await emailsTo(app, person.email, NEW_STARTER_TEXTS.followUpTitle);
      assert.equal(mails.length, 1);
      assert.ok(!mails[0].text.includes(expiresOn), 'no dates in the e-mail');
    }
    // Once: later sweeps say nothing more.
    await followUpNow(app.app, addCalendarDays(followUpOn, 1));
    await followUpNow(app.app, expiresOn);
    assert.equal((await of(owner.userId)).length, 1);
  });

  test('continuous permission and people who left are never followed up', async () => {
    const { owner, applicationId } = await acceptedOffer(app);
    const expiresOn = addCalendarDays(today(), 40);
    await sendForm(
      owner.client,
      'POST',
      checkPath(applicationId),
      checkForm({ route: 'documents', checkedOn: today(), result: 'time_limited', expiresOn }),
    );
    const left = await call(owner.client, routes.newStarters.left, {
      params: { id: applicationId },
      body: { leftOn: today() },
    });
    assert.equal(left.status, 200, left.text);
    await followUpNow(app.app, expiresOn);
    assert.equal((await notificationsOf(app, owner.userId, 'new_starter.follow_up')).length, 0);
  });
});
