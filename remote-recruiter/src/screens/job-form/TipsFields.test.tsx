import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok, page, venue } from '../../test/fixtures';
import PostJob from './PostJob';

// The job form's Tips field (issue 43 item 2).

const venues = page([venue({ id: 'v1' })]);
const POLICY = 'GET /api/companies/mine/tipping-policy';

async function fillRequired(user: ReturnType<typeof setupUser>) {
  await user.type(await screen.findByLabelText('Job title'), 'Bartender');
  await user.selectOptions(screen.getByLabelText('Venue'), 'v1');
}

test('without a tipping policy, the field links to writing it first', async () => {
  fakeApi({ 'GET /api/companies/mine/venues': ok(venues), [POLICY]: ok({ text: null }) });
  renderScreen(<PostJob />);
  expect(await screen.findByRole('link', { name: 'Write your tipping policy' })).toHaveAttribute(
    'href',
    '/company-management#tipping-policy',
  );
  expect(screen.getByLabelText('Tips')).toHaveValue('none');
});

test('sends the kind and the average per hour; none by default', async () => {
  const { calls } = fakeApi({
    'GET /api/companies/mine/venues': ok(venues),
    [POLICY]: ok({ text: 'Tronc, shared by hours.' }),
    'POST /api/jobs': { status: 201, body: { id: 'j9', title: 'Bartender' } },
  });
  renderScreen(<PostJob />);
  const user = setupUser();
  await fillRequired(user);
  expect(screen.queryByLabelText('Average tips per hour (£)')).not.toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Tips'), 'tronc');
  await user.type(screen.getByLabelText('Average tips per hour (£)'), '2.50');
  expect(screen.queryByRole('link', { name: 'Write your tipping policy' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  const post = calls.find((c) => c.method === 'POST')!;
  expect((post.body as { tips: unknown }).tips).toEqual({ kind: 'tronc', averagePerHour: 2.5 });
});

test('refuses an average out of range or in part pence, under the field', async () => {
  const { calls } = fakeApi({
    'GET /api/companies/mine/venues': ok(venues),
    [POLICY]: ok({ text: 'Tips kept by whoever is tipped.' }),
  });
  renderScreen(<PostJob />);
  const user = setupUser();
  await fillRequired(user);
  await user.selectOptions(screen.getByLabelText('Tips'), 'tips');
  await user.type(screen.getByLabelText('Average tips per hour (£)'), '2.505');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(
    await screen.findByText('Tips: the average per hour must be in whole pence'),
  ).toBeVisible();
  await user.clear(screen.getByLabelText('Average tips per hour (£)'));
  await user.type(screen.getByLabelText('Average tips per hour (£)'), '150');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText(/at most £100/)).toBeVisible();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test('the API’s 400 naming tips goes under the field, and what was typed stays', async () => {
  const message = 'Tips: write your tipping policy before a job says it has tips';
  fakeApi({
    'GET /api/companies/mine/venues': ok(venues),
    [POLICY]: ok({ text: null }),
    'POST /api/jobs': { status: 400, body: { message, field: 'tips' } },
  });
  renderScreen(<PostJob />);
  const user = setupUser();
  await fillRequired(user);
  await user.selectOptions(screen.getByLabelText('Tips'), 'service_charge');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText(message)).toBeVisible();
  expect(screen.getByLabelText('Tips')).toHaveValue('service_charge');
  expect(screen.getByLabelText('Tips')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Job title')).toHaveValue('Bartender');
});
