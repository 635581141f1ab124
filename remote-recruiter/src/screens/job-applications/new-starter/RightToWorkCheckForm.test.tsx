import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok } from '../../../test/fixtures';
import {
  NEW_STARTER_APPLICATION_ID as ID,
  newStarterRecord,
  rightToWorkCheck,
} from '../../../test/fixtures-new-starter';
import { NewStarterSection } from './NewStarterSection';

// The employer's right-to-work check (owners and admins): a multipart POST with the file.

const ONBOARDING = `/api/applications/${ID}/onboarding`;
const CHECK = `${ONBOARDING}/right-to-work/check`;
const checked = newStarterRecord({
  rightToWork: { ...newStarterRecord().rightToWork!, check: rightToWorkCheck() },
});

const pdf = (name = 'online-check.pdf', size?: number) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function openForm() {
  const user = setupUser();
  renderScreen(
    <NewStarterSection
      applicationId={ID}
      progress={{ done: 2, total: 5, ready: false, rightToWorkChecked: false }}
    />,
  );
  const form = await screen.findByRole('form', { name: 'Record the check' });
  return { user, form };
}

/** The POSTs of the check, each with the FormData it sent. */
const sentForms = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === CHECK && init?.method === 'POST')
    .map(([, init]) => init.body as FormData);

test('sends the check as FormData with route, checkedOn, result, expiresOn and the evidence', async () => {
  const { fetchMock } = fakeApi({
    [`GET ${ONBOARDING}`]: ok(newStarterRecord()),
    [`POST ${CHECK}`]: { status: 201, body: checked },
  });
  const { user, form } = await openForm();
  expect(within(form).getByLabelText('Route')).toHaveValue('share_code');
  const checkedOn = within(form).getByLabelText('Checked on');
  await user.clear(checkedOn);
  await user.type(checkedOn, '2026-11-20');
  await user.selectOptions(within(form).getByLabelText('Result'), 'time_limited');
  await user.type(within(form).getByLabelText('Permission ends on'), '2027-09-30');
  const file = pdf();
  await user.upload(within(form).getByLabelText(/^Evidence/), file);
  await user.click(within(form).getByRole('button', { name: 'Record the check' }));

  await waitFor(() => expect(sentForms(fetchMock)).toHaveLength(1));
  const [sent] = sentForms(fetchMock);
  expect(sent).toBeInstanceOf(FormData);
  expect(Object.fromEntries(sent.entries())).toEqual({
    route: 'share_code',
    checkedOn: '2026-11-20',
    result: 'time_limited',
    expiresOn: '2027-09-30',
    evidence: expect.any(File),
  });
  expect((sent.get('evidence') as File).name).toBe('online-check.pdf');
  const [, init] = fetchMock.mock.calls.find(([url]) => url === CHECK)!;
  expect(init?.headers).toEqual({ Accept: 'application/json' });
  // The answer is the record: the check's summary replaces the form.
  expect(
    await screen.findByText('Time-limited permission, checked on 20 Nov 2026 by Ria Patel'),
  ).toBeVisible();
  expect(screen.queryByRole('form', { name: 'Record the check' })).not.toBeInTheDocument();
});

test('continuous right to work sends no expiresOn', async () => {
  const { fetchMock } = fakeApi({
    [`GET ${ONBOARDING}`]: ok(newStarterRecord()),
    [`POST ${CHECK}`]: { status: 201, body: checked },
  });
  const { user, form } = await openForm();
  await user.selectOptions(within(form).getByLabelText('Result'), 'continuous');
  expect(within(form).queryByLabelText('Permission ends on')).not.toBeInTheDocument();
  await user.upload(within(form).getByLabelText(/^Evidence/), pdf());
  await user.click(within(form).getByRole('button', { name: 'Record the check' }));
  await waitFor(() => expect(sentForms(fetchMock)).toHaveLength(1));
  expect(sentForms(fetchMock)[0].has('expiresOn')).toBe(false);
});

test('refuses an 11 MB file before sending anything, naming the file field', async () => {
  const { fetchMock } = fakeApi({ [`GET ${ONBOARDING}`]: ok(newStarterRecord()) });
  const { user, form } = await openForm();
  await user.selectOptions(within(form).getByLabelText('Result'), 'continuous');
  await user.upload(within(form).getByLabelText(/^Evidence/), pdf('scan.pdf', 11 * 1024 * 1024));
  await user.click(within(form).getByRole('button', { name: 'Record the check' }));
  expect(
    await within(form).findByText(
      'Evidence: scan.pdf is larger than 10 MB. Upload a smaller PDF, JPEG or PNG.',
    ),
  ).toBeVisible();
  expect(within(form).getByLabelText(/^Evidence/)).toHaveAttribute('aria-invalid', 'true');
  expect(sentForms(fetchMock)).toHaveLength(0);
});

test('time-limited permission needs its last day', async () => {
  const { fetchMock } = fakeApi({ [`GET ${ONBOARDING}`]: ok(newStarterRecord()) });
  const { user, form } = await openForm();
  await user.selectOptions(within(form).getByLabelText('Result'), 'time_limited');
  await user.upload(within(form).getByLabelText(/^Evidence/), pdf());
  await user.click(within(form).getByRole('button', { name: 'Record the check' }));
  expect(
    await within(form).findByText('Time-limited permission needs the day it ends'),
  ).toBeVisible();
  expect(sentForms(fetchMock)).toHaveLength(0);
});

test('a 400 naming the evidence goes under the file field; what was chosen stays', async () => {
  fakeApi({
    [`GET ${ONBOARDING}`]: ok(newStarterRecord()),
    [`POST ${CHECK}`]: {
      status: 400,
      body: { message: 'Evidence must be a PDF, JPEG or PNG', field: 'evidence' },
    },
  });
  const { user, form } = await openForm();
  await user.selectOptions(within(form).getByLabelText('Result'), 'continuous');
  await user.upload(within(form).getByLabelText(/^Evidence/), pdf('page.pdf'));
  await user.click(within(form).getByRole('button', { name: 'Record the check' }));
  expect(await within(form).findByText('Evidence must be a PDF, JPEG or PNG')).toBeVisible();
  expect(within(form).getByLabelText('Result')).toHaveValue('continuous');
});

test('a failed send keeps the form and offers Retry', async () => {
  let attempts = 0;
  const { fetchMock } = fakeApi({
    [`GET ${ONBOARDING}`]: ok(newStarterRecord()),
    [`POST ${CHECK}`]: () =>
      (attempts += 1) === 1
        ? { status: 500, body: { message: 'Something went wrong' } }
        : { status: 201, body: checked },
  });
  const { user, form } = await openForm();
  await user.selectOptions(within(form).getByLabelText('Result'), 'continuous');
  await user.upload(within(form).getByLabelText(/^Evidence/), pdf());
  await user.click(within(form).getByRole('button', { name: 'Record the check' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Something went wrong');
  expect(within(form).getByLabelText('Result')).toHaveValue('continuous');
  await user.click(within(form).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(sentForms(fetchMock)).toHaveLength(2));
  expect(sentForms(fetchMock)[1].get('evidence')).toBeInstanceOf(File);
});
