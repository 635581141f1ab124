import { screen, waitFor } from '@testing-library/react';
import { profile } from '../../test/fixtures';
import { candidate, fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import Profile from './Profile';

describe('Profile', () => {
  it('saves every field and the Profile Completion card changes at once', async () => {
    const { calls } = fakeApi({
      'GET /api/profile': { status: 404, body: { message: 'none' } },
      'PUT /api/profile': (call) => ({
        status: 200,
        body: profile({ ...(call.body as object), personalityType: null }),
      }),
    });
    renderScreen(<Profile />, { user: candidate, route: '/profile' });
    const percent = await screen.findByTestId('profile-completion-percent');
    expect(percent).toHaveTextContent('25%');

    const user = setupUser();
    const fill = async (label: string, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await fill('Bio', 'Friendly barista');
    await fill('Experience notes', 'Mostly weekend shifts');
    await user.click(screen.getByRole('button', { name: 'Add a past role' }));
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Barista' }));
    await user.click(screen.getByRole('combobox', { name: 'Venue type' }));
    await user.click(await screen.findByRole('option', { name: 'Cafe' }));
    await fill('Years', '1.5');
    await fill('Home area', 'Salford');
    await fill('Travel distance (miles)', '12');
    await fill('Phone number', '07700 900123');
    await user.type(screen.getByLabelText('Skills'), 'Latte Art{Enter}');
    await user.click(screen.getByLabelText('Skills'));
    await user.paste('EPOS');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await fill('Location', 'Leeds');
    await user.click(screen.getByRole('checkbox', { name: 'Friday evening' }));
    await user.click(screen.getByRole('checkbox', { name: 'Monday morning' }));
    await user.click(screen.getByLabelText('Show me in the talent pool'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(percent).toHaveTextContent('80%'));
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      bio: 'Friendly barista',
      experience: 'Mostly weekend shifts',
      experienceRoles: [{ role: 'barista', venueType: 'cafe', years: 1.5 }],
      phoneNumber: '07700 900123',
      skills: ['latte art', 'epos'],
      location: 'Leeds',
      homeArea: 'Salford',
      travelMiles: 12,
      availability: ['mon_morning', 'fri_evening'],
      visibleInTalentPool: true,
      certificates: [],
    });
  }, 60_000);

  it('names a bad phone number, keeps what was typed and does not call the API', async () => {
    const { calls } = fakeApi({
      'GET /api/profile': { status: 200, body: profile({ bio: 'Hi' }) },
    });
    renderScreen(<Profile />, { user: candidate, route: '/profile' });
    const user = setupUser();
    await user.click(await screen.findByLabelText('Phone number'));
    await user.paste('call me');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Phone number must be 5 to 32 digits, spaces, +, ( ) or -',
    );
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    expect(screen.getByLabelText('Bio')).toHaveValue('Hi');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("puts the API's 400 under the field it names", async () => {
    fakeApi({
      'GET /api/profile': { status: 200, body: profile() },
      'PUT /api/profile': {
        status: 400,
        body: { message: 'Location is too long', field: 'location' },
      },
    });
    renderScreen(<Profile />, { user: candidate, route: '/profile' });
    const user = setupUser();
    await user.click(await screen.findByLabelText('Location'));
    await user.paste('Somewhere');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveAccessibleDescription('Location is too long'),
    );
    expect(screen.getByLabelText('Location')).toHaveValue('Somewhere');
  });

  it('names an unfinished past role and an unknown home area (the API 400 under its field)', async () => {
    const { calls } = fakeApi({
      'GET /api/profile': { status: 200, body: profile() },
      'PUT /api/profile': {
        status: 400,
        body: { message: 'Home area: we do not know "Atlantis"', field: 'homeArea' },
      },
    });
    renderScreen(<Profile />, { user: candidate, route: '/profile' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Add a past role' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose the role and venue type, and years from 0.5 to 50 (in half years)',
    );
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove past role 1' }));
    await user.click(screen.getByLabelText('Home area'));
    await user.paste('Atlantis');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Home area')).toHaveAccessibleDescription(
        'Home area: we do not know "Atlantis"',
      ),
    );
  }, 30_000);

  it('shows an error with Retry when the profile cannot be read', async () => {
    fakeApi({ 'GET /api/profile': { status: 500, body: { message: 'Down' } } });
    renderScreen(<Profile />, { user: candidate, route: '/profile' });
    expect(
      await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
