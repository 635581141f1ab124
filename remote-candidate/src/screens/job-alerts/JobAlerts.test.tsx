import { screen, within } from '@testing-library/react';
import { mockFetch, renderScreen, setupUser, type FetchCall } from 'shared-kernel/testing';
import JobAlerts, { describeCriteria } from './JobAlerts';

describe('describeCriteria', () => {
  it('puts the criteria in words, or says any new job', () => {
    expect(describeCriteria({})).toBe('Any new job');
    expect(
      describeCriteria({
        q: 'chef',
        city: 'York',
        venueTypes: ['hotel'],
        employmentTypes: ['part_time'],
        pace: 'relaxed',
        minPay: 12,
        salaryType: 'hourly',
      }),
    ).toBe('"chef" · York · Hotel · Part time · Relaxed pace · from £12.00/hour');
  });
});

type Alert = { id: string; name: string; criteria: object; active: boolean };

function api(initial: Alert[]) {
  let alerts = [...initial];
  return mockFetch((call: FetchCall) => {
    const body = call.body as Partial<Alert>;
    if (call.method === 'POST') {
      const created = { id: 'new', criteria: {}, active: true, ...body } as Alert;
      alerts = [created, ...alerts];
      return { status: 201, body: created };
    }
    if (call.method === 'PATCH') {
      alerts = alerts.map((a) => (call.url.endsWith(a.id) ? { ...a, ...body } : a));
      return { status: 200, body: alerts[0] };
    }
    if (call.method === 'DELETE') {
      alerts = alerts.filter((a) => !call.url.endsWith(a.id));
      return { status: 204 };
    }
    return { status: 200, body: { items: alerts, total: alerts.length } };
  });
}

describe('JobAlerts', () => {
  it('creates an alert: names a missing name, keeps what was typed, sends only what was filled', async () => {
    const { calls } = api([]);
    renderScreen(<JobAlerts />, { route: '/job-alerts' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'New alert' }));
    const dialog = screen.getByRole('dialog', { name: 'New job alert' });
    await user.type(within(dialog).getByLabelText('Keywords'), 'barista');
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(within(dialog).getByLabelText(/Alert name/)).toHaveAccessibleDescription(
      'Alert name is required',
    );
    expect(within(dialog).getByLabelText('Keywords')).toHaveValue('barista');

    await user.type(within(dialog).getByLabelText(/Alert name/), 'Coffee');
    expect(within(dialog).getByLabelText(/Alert name/)).not.toHaveAccessibleDescription(
      'Alert name is required',
    );
    await user.click(within(dialog).getByLabelText('Cafe'));
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));

    expect(await screen.findByRole('listitem', { name: 'Coffee' })).toHaveTextContent(
      '"barista" · Cafe',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Coffee',
      criteria: {
        q: 'barista',
        city: null,
        venueTypes: ['cafe'],
        employmentTypes: null,
        minPay: null,
        salaryType: null,
        pace: null,
      },
    });
  });

  it('pauses with PATCH active false, and deletes only after confirmation', async () => {
    const { calls } = api([{ id: 'a1', name: 'Chef jobs', criteria: { q: 'chef' }, active: true }]);
    renderScreen(<JobAlerts />, { route: '/job-alerts' });
    const user = setupUser();
    const item = await screen.findByRole('listitem', { name: 'Chef jobs' });
    await user.click(within(item).getByLabelText('Pause'));
    expect(
      await within(screen.getByRole('listitem', { name: 'Chef jobs' })).findByText('Paused'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toEqual(
      expect.objectContaining({ url: '/api/job-alerts/a1', body: { active: false } }),
    );

    await user.click(
      within(screen.getByRole('listitem', { name: 'Chef jobs' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Delete this alert?' });
    expect(confirm).toHaveTextContent('"Chef jobs" will be deleted');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No job alerts yet')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/job-alerts/a1');
  });

  it('a place the API does not know shows under Near, with what was typed kept', async () => {
    const { calls } = mockFetch((call: FetchCall) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: { message: 'Unknown place: give a UK town', field: 'criteria.near' },
          }
        : { status: 200, body: { items: [], total: 0 } },
    );
    renderScreen(<JobAlerts />, { route: '/job-alerts' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'New alert' }));
    const dialog = screen.getByRole('dialog', { name: 'New job alert' });
    await user.type(within(dialog).getByLabelText(/Alert name/), 'Near home');
    await user.type(within(dialog).getByLabelText('Near'), 'Atlantis');
    await user.click(within(dialog).getByLabelText('Distance'));
    await user.click(await screen.findByRole('option', { name: 'Within 3 miles' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(await within(dialog).findByText('Unknown place: give a UK town')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Near')).toHaveValue('Atlantis');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Near home',
      criteria: { near: 'Atlantis', within: 3 },
    });
  });

  it('shows a failure with Retry', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Server down' } }));
    renderScreen(<JobAlerts />, { route: '/job-alerts' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
  });
});
