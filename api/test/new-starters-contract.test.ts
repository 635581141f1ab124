import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { routes } from 'shared-kernel/contract';
import { NEW_STARTER_TEXTS } from 'shared-kernel/rules';
import {
  acceptedOffer,
  count,
  HTML,
  onboarding,
  PDF,
  record,
  sendForm,
} from './support/new-starters.js';
import { call } from './support/routes.js';
import { startTestApp, type TestApp, type TestClient } from './support/test-app.js';

// Issue 43 item 4: the contract (text as JSON, or a PDF as multipart), the candidate's typed
// signature with its time, IP address and the document's SHA-256, a changed document needing a
// new signature; and the policies (tipping, sexual harassment) acknowledged.

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');
const contractPath = (id: string) => `${onboarding(id)}/contract`;
const putText = (client: TestClient, id: string, text: unknown) =>
  client.request('PUT', contractPath(id), { json: { text } });
const signAs = (client: TestClient, id: string, documentSha256: string) =>
  call(client, routes.newStarters.sign, {
    params: { id },
    body: { fullName: 'Nina Carter', documentSha256 },
  });
const pdfForm = (bytes: Buffer, name = 'contract.pdf') => {
  const form = new FormData();
  form.set('document', new Blob([bytes]), name);
  return form;
};

describe('the contract and its signature', () => {
  test('text signed: name, time, IP and SHA-256 kept; a new document needs a new signature', async () => {
    const { owner, candidate, applicationId } = await acceptedOffer(app);
    const text = 'Hours: 20 a week. Pay: £13.50 an hour.';
    const attached = await putText(owner.client, applicationId, text);
    assert.equal(attached.status, 200, attached.text);
    const contract = (attached.body as { contract: Record<string, unknown> }).contract;
    assert.equal(contract.format, 'text');
    assert.equal(contract.sha256, sha256(text));
    assert.equal(contract.signature, null);

    // The candidate reads the document as text.
    const document = await candidate.client.get(`${contractPath(applicationId)}/document`);
    assert.equal(document.status, 200);
    assert.equal(document.text, text);

    const wrong = await signAs(candidate.client, applicationId, sha256('another text'));
    assert.equal(wrong.status, 409);
    assert.equal(wrong.body.message, NEW_STARTER_TEXTS.changedContract);
    const signed = await signAs(candidate.client, applicationId, sha256(text));
    assert.equal(signed.status, 200, signed.text);
    const signature = signed.answer.contract?.signature;
    assert.equal(signature?.fullName, 'Nina Carter');
    assert.equal(signature?.sha256, sha256(text));
    assert.match(signature?.ipAddress ?? '', /127\.0\.0\.1/);
    assert.ok(signature?.signedAt);
    assert.equal(signed.answer.steps.find((s) => s.key === 'contract')?.status, 'done');

    // A PDF replaces it: unsigned again, and the old document's signature does not count.
    const pdf = await sendForm(owner.client, 'PUT', contractPath(applicationId), pdfForm(PDF));
    assert.equal(pdf.status, 200, pdf.text);
    const now = (await record(candidate.client, applicationId)).record;
    assert.equal(now.contract?.format, 'pdf');
    assert.equal(now.contract?.fileName, 'contract.pdf');
    assert.equal(now.contract?.sha256, sha256(PDF));
    assert.equal(now.contract?.signature, null);
    assert.equal(now.steps.find((s) => s.key === 'contract')?.status, 'todo');
    assert.equal((await signAs(candidate.client, applicationId, sha256(text))).status, 409);
    const raw = await fetch(`${app.url}${contractPath(applicationId)}/document`, {
      headers: { cookie: [...candidate.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    assert.equal(raw.headers.get('content-type'), 'application/pdf');
    assert.deepEqual(Buffer.from(await raw.arrayBuffer()), PDF);
    assert.equal((await signAs(candidate.client, applicationId, sha256(PDF))).status, 200);
  });

  test('no contract yet: signing is 409; bad documents are a 400 naming the field', async () => {
    const { owner, candidate, applicationId } = await acceptedOffer(app);
    assert.equal((await signAs(candidate.client, applicationId, sha256('x'))).status, 409);
    for (const text of ['', '   ', 'x'.repeat(50_001), 42]) {
      const response = await putText(owner.client, applicationId, text);
      assert.equal(response.status, 400, String(text).slice(0, 10));
      assert.equal(response.body.field, 'text');
    }
    const extra = await owner.client.request('PUT', contractPath(applicationId), {
      json: { text: 'ok', more: 1 },
    });
    assert.equal(extra.status, 400);
    const html = await sendForm(
      owner.client,
      'PUT',
      contractPath(applicationId),
      pdfForm(HTML, 'c.pdf'),
    );
    assert.equal(html.status, 400);
    assert.equal(html.body.field, 'document');
    const stored = await count(
      app,
      `SELECT count(*)::int AS n FROM new_starter_contracts c JOIN new_starters ns ON ns.id = c.new_starter_id
       WHERE ns.application_id = $1`,
      [applicationId],
    );
    assert.equal(stored, 0);
  });

  test('only owners and admins attach it; only the candidate signs', async () => {
    const { admin, recruiter, candidate, applicationId } = await acceptedOffer(app);
    assert.equal((await putText(recruiter.client, applicationId, 'Terms')).status, 403);
    assert.equal((await putText(candidate.client, applicationId, 'Terms')).status, 403);
    assert.equal((await putText(admin.client, applicationId, 'Terms')).status, 200);
    assert.equal((await signAs(admin.client, applicationId, sha256('Terms'))).status, 403);
    // The plain recruiter cannot read the document either.
    assert.equal(
      (await recruiter.client.get(`${contractPath(applicationId)}/document`)).status,
      404,
    );
  });
});

describe('the policies', () => {
  test('no harassment policy: 409; each policy the company has must be acknowledged', async () => {
    const { owner, recruiter, candidate, applicationId } = await acceptedOffer(app);
    const params = { id: applicationId };
    const none = await call(candidate.client, routes.newStarters.policies, {
      params,
      body: { harassment: true },
    });
    assert.equal(none.status, 409);
    assert.match(String(none.body.message), /harassment/);

    const refused = await call(recruiter.client, routes.newStarters.saveHarassmentPolicy, {
      body: { text: 'Policy' },
    });
    assert.equal(refused.status, 403);
    const written = await call(owner.client, routes.newStarters.saveHarassmentPolicy, {
      body: { text: '  Zero tolerance.  ' },
    });
    assert.deepEqual(written.answer, { text: 'Zero tolerance.' });
    assert.deepEqual((await call(recruiter.client, routes.newStarters.harassmentPolicy)).answer, {
      text: 'Zero tolerance.',
    });
    await call(owner.client, routes.companies.saveTippingPolicy, {
      body: { text: 'Tips are shared by hours worked.' },
    });

    const cases: [Record<string, boolean>, string][] = [
      [{}, 'harassment'],
      [{ tipping: true }, 'harassment'],
      [{ harassment: true }, 'tipping'],
    ];
    for (const [body, field] of cases) {
      const response = await candidate.client.request(
        'PUT',
        `${onboarding(applicationId)}/policies`,
        {
          json: body,
        },
      );
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.equal(response.body.field, field);
    }
    const done = await call(candidate.client, routes.newStarters.policies, {
      params,
      body: { harassment: true, tipping: true },
    });
    assert.equal(done.status, 200, done.text);
    assert.equal(done.answer.steps.find((s) => s.key === 'policies')?.status, 'done');
    assert.ok(done.answer.policies?.harassment?.acknowledgedAt);
    assert.equal(done.answer.policies?.tipping?.text, 'Tips are shared by hours worked.');

    // A rewritten policy needs a new acknowledgement.
    await call(owner.client, routes.newStarters.saveHarassmentPolicy, {
      body: { text: 'Zero tolerance, reviewed.' },
    });
    const after = (await record(candidate.client, applicationId)).record;
    assert.equal(after.policies?.harassment?.acknowledgedAt, null);
    assert.equal(after.steps.find((s) => s.key === 'policies')?.status, 'todo');
  });
});
