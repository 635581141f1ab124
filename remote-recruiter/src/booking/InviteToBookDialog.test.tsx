import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from 'shared-kernel';
import { DEFAULT_BOOKING_RULES } from 'shared-kernel/rules';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok } from '../test/fixtures';
import { AVAILABILITY_PATH, INVITE } from '../texts-booking';
import { InviteToBookDialog } from './InviteToBookDialog';

const availability = (weekly: { day: 'mon'; from: string; to: string }[]) =>
  ok({ venueId: null, ...DEFAULT_BOOKING_RULES, weekly, datesOff: [] });
const withRanges = availability([{ day: 'mon', from: '09:00', to: '17:00' }]);

const invitation = (applicationId: string) => ({
  status: 201,
  body: {
    id: `inv-${applicationId}`,
    applicationId,
    kind: 'trial_shift',
    durationMinutes: 180,
    mode: 'in_person',
    hourlyRate: 12.5,
    message: null,
    interviewerId: 'u1',
    bookingUrl: `/book/${applicationId}`,
    createdAt: '2026-03-04T10:00:00.000Z',
  },
});

const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);
beforeEach(() => useToastStore.setState({ toasts: [] }));

const dialog = () => screen.getByRole('dialog', { name: /Invite .* to book/ });

describe('InviteToBookDialog', () => {
  it('requires the hourly rate for a trial shift, then posts the body and says it was sent', async () => {
    const { calls } = fakeApi({
      'GET /api/me/availability': withRanges,
      'POST /api/applications/a1/booking': invitation('a1'),
    });
    const onClose = jest.fn();
    const user = setupUser();
    renderScreen(
      <InviteToBookDialog
        invitees={[{ applicationId: 'a1', name: 'Maya Okafor' }]}
        onClose={onClose}
      />,
    );
    expect(dialog()).toHaveAccessibleName('Invite Maya Okafor to book');
    expect(await within(dialog()).findByText(INVITE.picks)).toBeInTheDocument();
    expect(screen.getByLabelText(INVITE.duration)).toHaveValue(30);

    await user.selectOptions(screen.getByLabelText(INVITE.kind), 'trial_shift');
    expect(screen.getByLabelText(INVITE.duration)).toHaveValue(180); // the trial's default
    expect(screen.getByText(INVITE.hourlyRateHelp)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: INVITE.send }));
    expect(await screen.findByText(INVITE.hourlyRateRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText(/Hourly rate/), '12.50');
    await user.selectOptions(screen.getByLabelText(INVITE.mode), 'phone');
    await user.type(screen.getByLabelText(INVITE.message), 'Come for a Friday shift');
    await user.click(screen.getByRole('button', { name: INVITE.send }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      kind: 'trial_shift',
      durationMinutes: 180,
      mode: 'phone',
      hourlyRate: 12.5,
      message: 'Come for a Friday shift',
    });
    expect(toastTitles()).toContain(INVITE.sent);
  });

  it("puts the API's 400 naming hourlyRate at the rate field and keeps the dialog open", async () => {
    fakeApi({
      'GET /api/me/availability': withRanges,
      'POST /api/applications/a1/booking': {
        status: 400,
        body: { message: 'Hourly rate must be at least the minimum wage', field: 'hourlyRate' },
      },
    });
    const onClose = jest.fn();
    const user = setupUser();
    renderScreen(
      <InviteToBookDialog
        invitees={[{ applicationId: 'a1', name: 'Maya Okafor' }]}
        onClose={onClose}
      />,
    );
    await user.selectOptions(screen.getByLabelText(INVITE.kind), 'trial_shift');
    await user.type(screen.getByLabelText(/Hourly rate/), '3');
    await user.click(screen.getByRole('button', { name: INVITE.send }));
    expect(
      await screen.findByText('Hourly rate must be at least the minimum wage'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Hourly rate/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Hourly rate/)).toHaveValue(3);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('an interview has no hourly rate field; a trial shift has one', async () => {
    fakeApi({ 'GET /api/me/availability': withRanges });
    const user = setupUser();
    renderScreen(
      <InviteToBookDialog
        invitees={[{ applicationId: 'a1', name: 'Maya Okafor' }]}
        onClose={jest.fn()}
      />,
    );
    expect(await within(dialog()).findByText(INVITE.picks)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Hourly rate/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(INVITE.kind), 'trial_shift');
    expect(screen.getByLabelText(/Hourly rate/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(INVITE.kind), 'interview');
    expect(screen.queryByLabelText(/Hourly rate/)).not.toBeInTheDocument();
  });

  it("video: the meeting link, filled in from the recruiter's default, is required and sent", async () => {
    const { calls } = fakeApi({
      'GET /api/me/availability': ok({
        venueId: null,
        ...DEFAULT_BOOKING_RULES,
        weekly: [{ day: 'mon', from: '09:00', to: '17:00' }],
        datesOff: [],
        meetingUrl: 'https://meet.example.com/rita',
      }),
      'POST /api/applications/a1/booking': invitation('a1'),
    });
    const user = setupUser();
    renderScreen(
      <InviteToBookDialog
        invitees={[{ applicationId: 'a1', name: 'Maya Okafor' }]}
        onClose={jest.fn()}
      />,
    );
    expect(await within(dialog()).findByText(INVITE.picks)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Meeting link/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(INVITE.mode), 'video');
    const link = screen.getByLabelText(/Meeting link/);
    await waitFor(() => expect(link).toHaveValue('https://meet.example.com/rita'));
    fireEvent.change(link, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: INVITE.send }));
    expect(await screen.findByText(INVITE.meetingUrlRule)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(link, { target: { value: 'https://meet.example.com/maya' } });
    await user.click(screen.getByRole('button', { name: INVITE.send }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      kind: 'interview',
      durationMinutes: 30,
      mode: 'video',
      meetingUrl: 'https://meet.example.com/maya',
    });
  });

  it('an interview sends no rate', async () => {
    const { calls } = fakeApi({
      'GET /api/me/availability': withRanges,
      'POST /api/applications/a1/booking': invitation('a1'),
    });
    const user = setupUser();
    renderScreen(
      <InviteToBookDialog
        invitees={[{ applicationId: 'a1', name: 'Maya Okafor' }]}
        onClose={jest.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: INVITE.send }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      kind: 'interview',
      durationMinutes: 30,
      mode: 'in_person',
    });
  });

  it('links to the availability screen when the recruiter has no ranges yet', async () => {
    fakeApi({ 'GET /api/me/availability': availability([]) });
    renderScreen(
      <InviteToBookDialog
        invitees={[{ applicationId: 'a1', name: 'Maya Okafor' }]}
        onClose={jest.fn()}
      />,
    );
    expect(await screen.findByRole('link', { name: INVITE.setAvailability })).toHaveAttribute(
      'href',
      AVAILABILITY_PATH,
    );
  });

  it('invites several with one POST each and says how many were sent and failed', async () => {
    const { calls } = fakeApi({
      'GET /api/me/availability': withRanges,
      'POST /api/applications/a1/booking': invitation('a1'),
      'POST /api/applications/a2/booking': { status: 409, body: { message: 'Closed' } },
      'POST /api/applications/a3/booking': invitation('a3'),
    });
    const onClose = jest.fn();
    const user = setupUser();
    renderScreen(
      <InviteToBookDialog
        invitees={[
          { applicationId: 'a1', name: 'Maya Okafor' },
          { applicationId: 'a2', name: 'Sam Lee' },
          { applicationId: 'a3', name: 'Jo King' },
        ]}
        onClose={onClose}
      />,
    );
    expect(dialog()).toHaveAccessibleName('Invite 3 candidates to book');
    await user.click(screen.getByRole('button', { name: INVITE.send }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/applications/a1/booking',
      '/api/applications/a2/booking',
      '/api/applications/a3/booking',
    ]);
    expect(toastTitles()).toContain(INVITE.sentSome(2, 1));
  });
});
