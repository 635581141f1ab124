import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok } from '../../../test/fixtures';
import {
  FIXTURE_SHA256,
  NEW_STARTER_APPLICATION_ID as ID,
  newStarterRecord,
} from '../../../test/fixtures-new-starter';
import { NewStarterSection } from './NewStarterSection';

// The contract (owners and admins): attached as text or a PDF; a new one needs a new signature.

const ONBOARDING = `/api/applications/${ID}/onboarding`;
const CONTRACT = `${ONBOARDING}/contract`;
const RIA = { id: '0a0a0a0a-0a0a-4a0a-8a0a-0a0a0a0a0a0a', name: 'Ria Patel' };
const textContract = {
  format: 'text' as const,
  text: 'You will work 30 hours a week.',
  fileName: null,
  sha256: FIXTURE_SHA256,
  attachedAt: '2026-11-19T09:00:00.000Z',
  attachedBy: RIA,
  signature: null,
};

const render = () =>
  renderScreen(
    <NewStarterSection
      applicationId={ID}
      progress={{ done: 2, total: 5, ready: false, rightToWorkChecked: false }}
    />,
  );

test('attaches the contract as text (JSON) and shows it, unsigned', async () => {
  const { calls } = fakeApi({
    [`GET ${ONBOARDING}`]: ok(newStarterRecord()),
    [`PUT ${CONTRACT}`]: ok(newStarterRecord({ contract: textContract })),
  });
  const user = setupUser();
  render();
  const part = await screen.findByRole('region', { name: 'Contract' });
  expect(within(part).getByText('No contract attached yet.')).toBeVisible();
  await user.type(
    within(part).getByLabelText('Contract text'),
    '  You will work 30 hours a week. ',
  );
  await user.click(within(part).getByRole('button', { name: 'Attach contract' }));
  expect(await within(part).findByText('Not signed yet')).toBeVisible();
  expect(within(part).getByText('You will work 30 hours a week.')).toBeVisible();
  expect(within(part).getByTitle(FIXTURE_SHA256)).toBeVisible();
  const put = calls.find((c) => c.method === 'PUT')!;
  expect(put.body).toEqual({ text: 'You will work 30 hours a week.' });
  expect(put.headers['Content-Type']).toBe('application/json');
});

test('attaches a PDF as multipart (field document)', async () => {
  const { fetchMock } = fakeApi({
    [`GET ${ONBOARDING}`]: ok(newStarterRecord()),
    [`PUT ${CONTRACT}`]: ok(
      newStarterRecord({
        contract: { ...textContract, format: 'pdf', text: null, fileName: 'contract.pdf' },
      }),
    ),
  });
  const user = setupUser();
  render();
  const part = await screen.findByRole('region', { name: 'Contract' });
  await user.click(within(part).getByRole('radio', { name: 'PDF' }));
  await user.upload(
    within(part).getByLabelText('Contract PDF'),
    new File(['%PDF-1.7'], 'contract.pdf', { type: 'application/pdf' }),
  );
  await user.click(within(part).getByRole('button', { name: 'Attach contract' }));
  expect(
    await within(part).findByRole('link', { name: 'Open the contract (contract.pdf)' }),
  ).toHaveAttribute('href', `${CONTRACT}/document`);
  const put = fetchMock.mock.calls.find(([url, i]) => url === CONTRACT && i?.method === 'PUT');
  const body = put?.[1]?.body;
  expect(body).toBeInstanceOf(FormData);
  expect((body as FormData).get('document')).toBeInstanceOf(File);
});

test('a signed contract shows the signature; attaching a new one warns it needs a new signature', async () => {
  const signed = {
    ...textContract,
    signature: {
      fullName: 'Maya Okafor',
      signedAt: '2026-11-20T18:30:00.000Z',
      ipAddress: '203.0.113.7',
      sha256: FIXTURE_SHA256,
    },
  };
  const { calls } = fakeApi({
    [`GET ${ONBOARDING}`]: ok(newStarterRecord({ contract: signed })),
    [`PUT ${CONTRACT}`]: ok(newStarterRecord({ contract: { ...textContract, text: 'v2' } })),
  });
  const user = setupUser();
  render();
  const part = await screen.findByRole('region', { name: 'Contract' });
  expect(
    await within(part).findByText(
      'Signed by Maya Okafor on Fri 20 Nov 2026, 18:30 (IP 203.0.113.7)',
    ),
  ).toBeVisible();
  await user.click(within(part).getByRole('button', { name: 'Attach a new contract' }));
  await user.type(within(part).getByLabelText('Contract text'), 'v2');
  await user.click(within(part).getByRole('button', { name: 'Attach contract' }));
  const dialog = await screen.findByRole('dialog', { name: 'Attach a new contract?' });
  expect(dialog).toHaveTextContent('A new document needs a new signature');
  expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Attach contract' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(await within(part).findByText('Not signed yet')).toBeVisible();
});

test('a refused PDF: the 400 naming document goes under the file field', async () => {
  fakeApi({
    [`GET ${ONBOARDING}`]: ok(newStarterRecord()),
    [`PUT ${CONTRACT}`]: {
      status: 400,
      body: { message: 'The contract must be a PDF', field: 'document' },
    },
  });
  const user = setupUser();
  render();
  const part = await screen.findByRole('region', { name: 'Contract' });
  await user.click(within(part).getByRole('radio', { name: 'PDF' }));
  await user.upload(
    within(part).getByLabelText('Contract PDF'),
    new File(['<html>'], 'contract.pdf', { type: 'application/pdf' }),
  );
  await user.click(within(part).getByRole('button', { name: 'Attach contract' }));
  expect(await within(part).findByText('The contract must be a PDF')).toBeVisible();
  expect(within(part).getByLabelText('Contract PDF')).toHaveAttribute('aria-invalid', 'true');
});
