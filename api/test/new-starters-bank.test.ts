import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { routes } from 'shared-kernel/contract';
import { daysFromToday } from 'shared-kernel/rules';
import { DEV_NEW_STARTER_DATA_KEY, loadConfig } from '../src/config.js';
import { decryptBank, encryptBank } from '../src/modules/new-starters/crypto.js';
import { signedIn } from './support/fixtures.js';
import { acceptedOffer, record } from './support/new-starters.js';
import { call } from './support/routes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 43 item 4: bank details encrypted at rest (AES-256-GCM, the key from the environment),
// shown masked everywhere, in full only in the payroll CSV that owners and admins download, each
// download logged on every record it holds and listed on the record.

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const BANK = { accountName: 'Nina Carter', sortCode: '12-34-56', accountNumber: '87654321' };

async function withBank() {
  const pack = await acceptedOffer(app);
  const saved = await call(pack.candidate.client, routes.newStarters.bank, {
    params: { id: pack.applicationId },
    body: BANK,
  });
  assert.equal(saved.status, 200, saved.text);
  return { ...pack, saved };
}

describe('bank details at rest', () => {
  test('stored as ciphertext only, read back masked by the candidate and the owner', async () => {
    const { owner, applicationId, saved } = await withBank();
    assert.deepEqual(
      { ...saved.answer.bank, savedAt: undefined },
      {
        accountName: 'Nina Carter',
        sortCode: '••-••-56',
        accountNumber: '••••4321',
        savedAt: undefined,
      },
    );
    assert.equal(
      (await record(owner.client, applicationId)).record.bank?.accountNumber,
      '••••4321',
    );
    const { rows } = await app.db.query<{ row: string; bytes: string }>(
      `SELECT to_jsonb(ns)::text AS row, encode(bank_ciphertext, 'escape') AS bytes
       FROM new_starters ns WHERE application_id = $1`,
      [applicationId],
    );
    assert.equal(rows.length, 1);
    for (const secret of ['87654321', '123456', '12-34-56']) {
      assert.ok(!rows[0].row.includes(secret), `the row holds ${secret}`);
      assert.ok(!rows[0].bytes.includes(secret), `the ciphertext holds ${secret}`);
    }
  });

  test('the ciphertext needs the key and its own record', () => {
    const key = Buffer.from(DEV_NEW_STARTER_DATA_KEY, 'base64');
    const id = randomUUID();
    const sealed = encryptBank(key, id, BANK);
    assert.deepEqual(decryptBank(key, id, sealed), BANK);
    assert.throws(() => decryptBank(Buffer.alloc(32, 7), id, sealed));
    assert.throws(() => decryptBank(key, randomUUID(), sealed));
  });

  test('the key: production refuses to start without one, or with a wrong one', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /NEW_STARTER_DATA_KEY/);
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', NEW_STARTER_DATA_KEY: 'c2hvcnQ=' }),
      /32 bytes/,
    );
    const key = Buffer.alloc(32, 1).toString('base64');
    assert.equal(
      loadConfig({ NODE_ENV: 'production', NEW_STARTER_DATA_KEY: key }).newStarterDataKey.length,
      32,
    );
    assert.equal(
      loadConfig({ NODE_ENV: 'test' }).newStarterDataKey.toString('base64'),
      DEV_NEW_STARTER_DATA_KEY,
    );
  });
});

describe('the payroll CSV', () => {
  test('owners and admins get the full values; each download is logged on the record', async () => {
    const { owner, admin, candidate, applicationId } = await withBank();
    await call(candidate.client, routes.newStarters.starter, {
      params: { id: applicationId },
      body: {
        statement: 'C',
        niNumber: 'AB123456C',
        studentLoanPlan: 'plan_1',
        postgraduateLoan: false,
      },
    });
    const csv = await owner.client.get('/api/companies/mine/payroll.csv');
    assert.equal(csv.status, 200, csv.text);
    assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
    assert.equal(csv.headers.get('cache-control'), 'no-store');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.equal(lines.length, 2, csv.text);
    assert.match(lines[0], /^Name,Job,Start date,National Insurance number/);
    assert.equal(
      lines[1],
      `Nina Carter,Bartender,${daysFromToday(30)},AB123456C,C,Plan 1,No,Nina Carter,12-34-56,87654321`,
    );
    assert.equal((await admin.client.get('/api/companies/mine/payroll.csv')).status, 200);

    const views = (await record(candidate.client, applicationId)).record.bankViews ?? [];
    assert.equal(views.length, 2);
    assert.deepEqual(
      views.map((view) => [view.by.id, view.via]).sort(),
      [
        [owner.userId, 'payroll_csv'],
        [admin.userId, 'payroll_csv'],
      ].sort(),
    );
  });

  test('plain recruiters and candidates are refused; other companies and leavers are not in it', async () => {
    const { recruiter, candidate, owner, applicationId } = await withBank();
    const refused = await recruiter.client.get('/api/companies/mine/payroll.csv');
    assert.equal(refused.status, 403);
    assert.equal((await candidate.client.get('/api/companies/mine/payroll.csv')).status, 403);
    const noCompany = await signedIn(app, 'recruiter', 'Nobody');
    assert.equal((await noCompany.client.get('/api/companies/mine/payroll.csv')).status, 404);
    // Another company's owner: their CSV has none of this company's starters.
    const other = await acceptedOffer(app);
    const theirs = await other.owner.client.get('/api/companies/mine/payroll.csv');
    assert.ok(!theirs.text.includes('87654321'));
    // A refused download logs nothing.
    assert.deepEqual((await record(owner.client, applicationId)).record.bankViews, []);
    // Someone who left is not on the payroll.
    await call(owner.client, routes.newStarters.left, {
      params: { id: applicationId },
      body: { leftOn: daysFromToday(0) },
    });
    const after = await owner.client.get('/api/companies/mine/payroll.csv');
    assert.ok(!after.text.includes('87654321'));
  });
});
