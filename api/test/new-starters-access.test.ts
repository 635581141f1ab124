import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { routes } from 'shared-kernel/contract';
import { EVIDENCE_MAX_BYTES, londonDay } from 'shared-kernel/rules';
import { signedIn } from './support/fixtures.js';
import {
  acceptedOffer,
  checkForm,
  count,
  HTML,
  onboarding,
  PDF,
  record,
  sendForm,
} from './support/new-starters.js';
import { call } from './support/routes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 43 item 5: who sees a new-starter record (the candidate and owners/admins in full, other
// recruiters of the company the steps only, anyone else a 404), who may write what (403 for a
// member who may not), and bad input (a share code of 8 characters, a sort code of letters, an
// NI number with a wrong prefix, a 20 MB or an HTML file as evidence): a 400 naming the field,
// nothing stored.

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const DETAIL_KEYS = ['rightToWork', 'starter', 'bank', 'bankViews', 'contract', 'policies'];

describe('who sees the record', () => {
  test('candidate, owner and admin in full; a plain recruiter the steps only', async () => {
    const { owner, admin, recruiter, candidate, applicationId } = await acceptedOffer(app);
    for (const who of [candidate, owner, admin]) {
      const { status, record: pack } = await record(who.client, applicationId);
      assert.equal(status, 200);
      assert.equal(pack.view, 'full');
      for (const key of DETAIL_KEYS) assert.ok(key in pack, key);
    }
    const steps = await record(recruiter.client, applicationId);
    assert.equal(steps.status, 200);
    assert.equal(steps.record.view, 'steps');
    assert.equal(steps.record.steps.length, 5);
    for (const key of DETAIL_KEYS) assert.ok(!(key in steps.record), key);
  });

  test('another candidate, another company, a recruiter without one, signed out: 404 / 401', async () => {
    const { applicationId } = await acceptedOffer(app);
    const other = await acceptedOffer(app);
    const stranger = await signedIn(app, 'candidate', 'Sly');
    const lone = await signedIn(app, 'recruiter', 'Lone');
    for (const client of [
      stranger.client,
      other.candidate.client,
      other.owner.client,
      lone.client,
    ]) {
      assert.equal((await client.get(onboarding(applicationId))).status, 404);
      assert.equal(
        (await client.get(`${onboarding(applicationId)}/contract/document`)).status,
        404,
      );
      const write = await call(client, routes.newStarters.starter, {
        params: { id: applicationId },
        body: {
          statement: 'A',
          niNumber: 'AB123456C',
          studentLoanPlan: 'none',
          postgraduateLoan: false,
        },
      });
      assert.equal(write.status, 404);
      const check = await sendForm(
        client,
        'POST',
        `${onboarding(applicationId)}/right-to-work/check`,
        checkForm({ route: 'documents', checkedOn: londonDay(), result: 'continuous' }),
      );
      assert.equal(check.status, 404);
    }
    assert.equal((await app.client().get(onboarding(applicationId))).status, 401);
  });

  test("a member may not do the candidate's steps, nor a plain recruiter the owners' (403)", async () => {
    const { owner, recruiter, candidate, applicationId } = await acceptedOffer(app);
    const params = { id: applicationId };
    const bank = await call(owner.client, routes.newStarters.bank, {
      params,
      body: { accountName: 'X', sortCode: '123456', accountNumber: '12345678' },
    });
    assert.equal(bank.status, 403);
    const left = await call(recruiter.client, routes.newStarters.left, {
      params,
      body: { leftOn: londonDay() },
    });
    assert.equal(left.status, 403);
    assert.equal(
      (
        await call(candidate.client, routes.newStarters.left, {
          params,
          body: { leftOn: londonDay() },
        })
      ).status,
      403,
    );
    const check = await sendForm(
      recruiter.client,
      'POST',
      `${onboarding(applicationId)}/right-to-work/check`,
      checkForm({ route: 'documents', checkedOn: londonDay(), result: 'continuous' }),
    );
    assert.equal(check.status, 403);
    const candidateCheck = await sendForm(
      candidate.client,
      'POST',
      `${onboarding(applicationId)}/right-to-work/check`,
      checkForm({ route: 'documents', checkedOn: londonDay(), result: 'continuous' }),
    );
    assert.equal(candidateCheck.status, 403);
    assert.equal((await record(candidate.client, applicationId)).record.leftOn, null);
  });
});

describe('bad input: a 400 naming the field, nothing stored', () => {
  test('share code of 8, sort code of letters, NI numbers with GB or DA', async () => {
    const { candidate, applicationId } = await acceptedOffer(app);
    const params = { id: applicationId };
    const share = await call(candidate.client, routes.newStarters.rightToWork, {
      params,
      body: { route: 'share_code', shareCode: 'W4X8YT2Z', dateOfBirth: '1990-01-01' },
    });
    assert.equal(share.status, 400);
    assert.equal(share.body.field, 'shareCode');
    const sort = await call(candidate.client, routes.newStarters.bank, {
      params,
      body: { accountName: 'N Carter', sortCode: 'ab-cd-ef', accountNumber: '12345678' },
    });
    assert.equal(sort.status, 400);
    assert.equal(sort.body.field, 'sortCode');
    const account = await call(candidate.client, routes.newStarters.bank, {
      params,
      body: { accountName: 'N Carter', sortCode: '12-34-56', accountNumber: '1234' },
    });
    assert.equal(account.body.field, 'accountNumber');
    for (const niNumber of ['GB123456A', 'DA123456A', 'AB12345C']) {
      const ni = await call(candidate.client, routes.newStarters.starter, {
        params,
        body: { statement: 'A', niNumber, studentLoanPlan: 'none', postgraduateLoan: false },
      });
      assert.equal(ni.status, 400, niNumber);
      assert.equal(ni.body.field, 'niNumber');
    }
    const pack = (await record(candidate.client, applicationId)).record;
    assert.equal(pack.rightToWork?.route, null);
    assert.equal(pack.bank, null);
    assert.equal(pack.starter, null);
    assert.equal(
      await count(
        app,
        `SELECT count(*)::int AS n FROM new_starters WHERE application_id = $1
         AND (bank_ciphertext IS NOT NULL OR ni_number IS NOT NULL OR share_code IS NOT NULL)`,
        [applicationId],
      ),
      0,
    );
  });

  test('a 20 MB file and an HTML file as evidence', async () => {
    const { owner, applicationId } = await acceptedOffer(app);
    const fields = { route: 'documents', checkedOn: londonDay(), result: 'continuous' };
    const big = Buffer.alloc(20 * 1024 * 1024, 0x20);
    PDF.copy(big);
    const files: [Buffer, string][] = [
      [big, 'big.pdf'],
      [HTML, 'check.pdf'],
      [Buffer.concat([PDF, Buffer.alloc(EVIDENCE_MAX_BYTES)]), 'just-over.pdf'],
    ];
    for (const [file, name] of files) {
      const response = await sendForm(
        owner.client,
        'POST',
        `${onboarding(applicationId)}/right-to-work/check`,
        checkForm(fields, file, name),
      );
      assert.equal(response.status, 400, `${name}: ${response.text}`);
      assert.equal(response.body.field, 'evidence');
    }
    assert.equal(
      await count(
        app,
        `SELECT count(*)::int AS n FROM new_starter_checks k JOIN new_starters ns
         ON ns.id = k.new_starter_id WHERE ns.application_id = $1`,
        [applicationId],
      ),
      0,
    );
  });

  test('the record never shows in notifications: no step data in any message', async () => {
    const { owner, candidate, applicationId } = await acceptedOffer(app);
    await call(candidate.client, routes.newStarters.bank, {
      params: { id: applicationId },
      body: { accountName: 'N Carter', sortCode: '11-22-33', accountNumber: '99887766' },
    });
    const { rows } = await app.db.query<{ text: string }>(
      `SELECT title || ' ' || body AS text FROM notifications WHERE user_id = $1
       UNION ALL SELECT subject || ' ' || body_text FROM outgoing_emails
       WHERE to_address = (SELECT email FROM users WHERE id = $1)`,
      [owner.userId],
    );
    assert.ok(rows.length > 0);
    for (const row of rows) assert.doesNotMatch(row.text, /99887766|112233|11-22-33/);
  });
  test('the record never shows in the board, the talent pool, analytics or the candidate lists', async () => {
    const { owner, candidate, applicationId, job } = await acceptedOffer(app);
    const params = { id: applicationId };
    const saved = [
      await call(candidate.client, routes.newStarters.rightToWork, {
        params,
        body: { route: 'share_code', shareCode: 'W4X 8YT 2ZP', dateOfBirth: '1990-02-03' },
      }),
      await call(candidate.client, routes.newStarters.starter, {
        params,
        body: {
          statement: 'A',
          niNumber: 'AB 65 43 21 D',
          studentLoanPlan: 'none',
          postgraduateLoan: false,
        },
      }),
      await call(candidate.client, routes.newStarters.bank, {
        params,
        body: { accountName: 'N Carter', sortCode: '44-55-66', accountNumber: '55443322' },
      }),
    ];
    for (const response of saved) assert.equal(response.status, 200, response.text);
    await app.db.query(
      `INSERT INTO candidate_profiles (user_id, visible_in_talent_pool) VALUES ($1, true)
       ON CONFLICT (user_id) DO UPDATE SET visible_in_talent_pool = true`,
      [candidate.userId],
    );
    const reads = [
      await owner.client.get(`/api/jobs/${job.id}/applications`),
      await owner.client.get('/api/talent-pool'),
      await owner.client.get(`/api/talent-pool/candidates/${candidate.userId}`),
      await owner.client.get('/api/analytics'),
      await owner.client.get('/api/notifications'),
      await candidate.client.get('/api/applications/candidate'),
      await candidate.client.get(`/api/applications/${applicationId}`),
    ];
    for (const response of reads) {
      assert.equal(response.status, 200, response.text);
      assert.doesNotMatch(response.text, /W4X8YT2ZP|AB654321D|55443322|445566|44-55-66|1990-02-03/);
    }
    // The board does carry the progress: the pack is there, only its data is not.
    assert.match(reads[0].text, /"newStarter":\{"done":\d/);
  });
});
