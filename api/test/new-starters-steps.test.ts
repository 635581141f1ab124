import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { routes } from 'shared-kernel/contract';
import {
  addCalendarDays,
  daysFromToday,
  londonDay,
  NEW_STARTER_STEPS,
  NEW_STARTER_TEXTS,
} from 'shared-kernel/rules';
import { newStarterProgress } from '../src/modules/new-starters/index.js';
import { insertApplication, signedIn } from './support/fixtures.js';
import {
  acceptedOffer,
  checkForm,
  onboarding,
  record,
  recordContinuousCheck,
  sendForm,
} from './support/new-starters.js';
import { call } from './support/routes.js';
import { emailsTo, notificationsOf } from './support/screening.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 43 item 4: the record an accepted offer opens, its five steps (todo, done, overdue on or
// after the start day), "ready for the first shift", the progress on the board's card and the
// candidate's list, and the step-finished notice (no step data in it).

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const statuses = (steps: { key: string; status: string }[]) =>
  Object.fromEntries(steps.map((step) => [step.key, step.status]));

describe('the record of an accepted offer', () => {
  test('accepting the offer opens it: five steps to do, the start day, not ready', async () => {
    const { candidate, applicationId, job, company } = await acceptedOffer(app, {
      startInDays: 20,
    });
    const { status, record: pack, text } = await record(candidate.client, applicationId);
    assert.equal(status, 200, text);
    assert.equal(pack.view, 'full');
    assert.deepEqual(
      pack.steps.map((step) => step.key),
      [...NEW_STARTER_STEPS],
    );
    assert.ok(pack.steps.every((step) => step.status === 'todo'));
    assert.equal(pack.startDate, daysFromToday(20));
    assert.equal(pack.readyForFirstShift, false);
    assert.deepEqual(pack.job, { id: job.id, title: 'Bartender' });
    assert.equal(pack.company.id, company.id);
    assert.equal(pack.candidate.name, 'Nina Carter');
    assert.deepEqual(pack.bankViews, []);
    assert.equal(pack.policies?.harassment, null);
    assert.equal(pack.policies?.tipping, null);
  });

  test('an application without an accepted offer has none (404), and its card says null', async () => {
    const { owner, job } = await acceptedOffer(app);
    const other = await signedIn(app, 'candidate', 'Otto');
    const { id } = await insertApplication(app.db, job.id, other.userId, 'interviewed');
    assert.equal((await other.client.get(onboarding(id))).status, 404);
    assert.equal((await owner.client.get(onboarding(id))).status, 404);
    const mine = await call(other.client, routes.applications.candidateList);
    assert.equal(mine.answer.find((item) => item.id === id)?.newStarter, null);
  });

  test('a step not done on or after the start day is overdue', async () => {
    const { candidate, applicationId } = await acceptedOffer(app, { startInDays: 0 });
    const pack = (await record(candidate.client, applicationId)).record;
    assert.ok(
      pack.steps.every((step) => step.status === 'overdue'),
      JSON.stringify(pack.steps),
    );
    const saved = await call(candidate.client, routes.newStarters.starter, {
      params: { id: applicationId },
      body: {
        statement: 'A',
        niNumber: 'AB123456C',
        studentLoanPlan: 'none',
        postgraduateLoan: false,
      },
    });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(statuses(saved.answer.steps).starter, 'done');
    assert.equal(statuses(saved.answer.steps).bank, 'overdue');
  });
});

describe('steps done, ready, progress', () => {
  test('every step done: ready for the first shift, on the card and the candidate list', async () => {
    const { owner, recruiter, candidate, applicationId, job } = await acceptedOffer(app);
    const params = { id: applicationId };
    await recordContinuousCheck(owner.client, applicationId);
    assert.equal(
      (
        await call(candidate.client, routes.newStarters.starter, {
          params,
          body: {
            statement: 'B',
            niNumber: 'ab 12 34 56 c',
            studentLoanPlan: 'plan_2',
            postgraduateLoan: true,
          },
        })
      ).status,
      200,
    );
    assert.equal(
      (
        await call(candidate.client, routes.newStarters.bank, {
          params,
          body: { accountName: 'N Carter', sortCode: '12-34-56', accountNumber: '12345678' },
        })
      ).status,
      200,
    );
    const contract = await call(owner.client, routes.newStarters.contract, {
      params,
      body: { text: 'You will pour pints.' },
    } as never);
    assert.equal(contract.status, 200, contract.text);
    const sha = contract.answer.contract?.sha256 ?? '';
    const signed = await call(candidate.client, routes.newStarters.sign, {
      params,
      body: { fullName: 'Nina Carter', documentSha256: sha },
    });
    assert.equal(signed.status, 200, signed.text);
    await call(owner.client, routes.newStarters.saveHarassmentPolicy, {
      body: { text: 'We do not tolerate harassment.' },
    });
    const policies = await call(candidate.client, routes.newStarters.policies, {
      params,
      body: { harassment: true },
    });
    assert.equal(policies.status, 200, policies.text);
    assert.ok(policies.answer.steps.every((step) => step.status === 'done'));
    assert.equal(policies.answer.readyForFirstShift, true);
    assert.equal(policies.answer.starter?.niNumber, 'AB123456C');

    const board = await call(recruiter.client, routes.applications.jobList, {
      params: { id: job.id },
      query: { page: 1, pageSize: 20 },
    } as never);
    assert.equal(board.status, 200, board.text);
    const card = board.answer.items.find((item) => item.id === applicationId);
    assert.deepEqual(card?.newStarter, {
      done: 5,
      total: 5,
      ready: true,
      rightToWorkChecked: true,
    });
    const list = await call(candidate.client, routes.applications.candidateList);
    assert.deepEqual(list.answer.find((item) => item.id === applicationId)?.newStarter, {
      done: 5,
      total: 5,
      ready: true,
      rightToWorkChecked: true,
    });
    const detail = await call(candidate.client, routes.applications.candidateDetail, { params });
    assert.equal(detail.answer.newStarter?.ready, true);
  });

  test('time-limited permission counts until its last day, then the step is to do again', async () => {
    const { owner, applicationId } = await acceptedOffer(app);
    const today = londonDay();
    const expiresOn = addCalendarDays(today, 100);
    const checked = await sendForm(
      owner.client,
      'POST',
      `${onboarding(applicationId)}/right-to-work/check`,
      checkForm({ route: 'share_code', checkedOn: today, result: 'time_limited', expiresOn }),
    );
    assert.equal(checked.status, 201, checked.text);
    const on = async (day: string) =>
      (await newStarterProgress(app.db, [applicationId], day)).get(applicationId);
    assert.equal((await on(expiresOn))?.done, 1);
    assert.equal((await on(addCalendarDays(expiresOn, 1)))?.done, 0);
    // The check is still recorded: the first shift may be confirmed.
    assert.equal((await on(addCalendarDays(expiresOn, 1)))?.rightToWorkChecked, true);
  });
});

describe('step finished', () => {
  test('owners, admins and the job poster are told, without the step data; plain recruiters are not', async () => {
    const { owner, admin, recruiter, candidate, applicationId, job } = await acceptedOffer(app);
    const saved = await call(candidate.client, routes.newStarters.starter, {
      params: { id: applicationId },
      body: {
        statement: 'A',
        niNumber: 'AB123456C',
        studentLoanPlan: 'none',
        postgraduateLoan: false,
      },
    });
    assert.equal(saved.status, 200, saved.text);
    for (const person of [owner, admin]) {
      const notes = await notificationsOf(app, person.userId, 'new_starter.step');
      assert.equal(notes.length, 1, person.email);
      assert.equal(notes[0].title, NEW_STARTER_TEXTS.stepFinished);
      assert.equal(notes[0].body, NEW_STARTER_TEXTS.stepFinishedBody('Nina Carter', 'Bartender'));
      assert.equal(notes[0].href, `/job-applications/${job.id}`);
      const mails = await emailsTo(app, person.email, NEW_STARTER_TEXTS.stepFinished);
      assert.equal(mails.length, 1);
      assert.doesNotMatch(mails[0].text, /AB123456C|123456/);
    }
    assert.equal((await notificationsOf(app, recruiter.userId, 'new_starter.step')).length, 0);
    // Saving the same step again finishes nothing new.
    await call(candidate.client, routes.newStarters.starter, {
      params: { id: applicationId },
      body: {
        statement: 'B',
        niNumber: 'AB123456C',
        studentLoanPlan: 'none',
        postgraduateLoan: false,
      },
    });
    assert.equal((await notificationsOf(app, owner.userId, 'new_starter.step')).length, 1);
  });
});
