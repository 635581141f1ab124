import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from 'shared-kernel';
import type { Availability } from 'shared-kernel/contract';
import { DEFAULT_BOOKING_RULES } from 'shared-kernel/rules';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok, page } from '../../test/fixtures';
import { AVAILABILITY } from '../../texts-booking';
import InterviewAvailability from './InterviewAvailability';
import { NextFreeTimes } from './NextFreeTimes';

const VENUE_ID = '11111111-1111-4111-8111-111111111111';

const stored = (overrides: Partial<Availability> = {}): Availability => ({
  venueId: null,
  ...DEFAULT_BOOKING_RULES,
  weekly: [],
  datesOff: [],
  meetingUrl: null,
  ...overrides,
});

const venues = ok(page([{ id: VENUE_ID, name: 'The Anchor', city: 'Leeds' }]));
const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);
const time = (name: string) => screen.getByLabelText(name);
const week = () => screen.getByRole('group', { name: AVAILABILITY.week });

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('InterviewAvailability', () => {
  it('adds ranges to a day, a venue and a date off, and saves them with PUT', async () => {
    const { calls } = fakeApi({
      'GET /api/me/availability': ok(stored()),
      'GET /api/companies/mine/venues': venues,
      'PUT /api/me/availability': (call) => ok(call.body),
    });
    const user = setupUser();
    renderScreen(<InterviewAvailability />);
    await user.click(await screen.findByRole('button', { name: 'Add a range on Monday' }));
    await user.click(screen.getByRole('button', { name: 'Add a range on Monday' }));
    fireEvent.change(time('Monday range 2: To'), { target: { value: '19:30' } });
    await user.click(screen.getByRole('button', { name: 'Add a range on Saturday' }));
    await screen.findByRole('option', { name: 'The Anchor, Leeds' });
    await user.selectOptions(screen.getByLabelText(AVAILABILITY.venue), VENUE_ID);
    await user.clear(screen.getByLabelText(AVAILABILITY.noticeHours));
    await user.type(screen.getByLabelText(AVAILABILITY.noticeHours), '4');
    fireEvent.change(screen.getByLabelText(AVAILABILITY.dateOff), {
      target: { value: '2026-12-25' },
    });
    await user.click(screen.getByRole('button', { name: AVAILABILITY.addDateOff }));

    await user.click(screen.getByRole('button', { name: AVAILABILITY.save }));
    await waitFor(() => expect(toastTitles()).toContain(AVAILABILITY.saved));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      venueId: VENUE_ID,
      weekly: [
        { day: 'mon', from: '09:00', to: '17:00' },
        { day: 'mon', from: '17:00', to: '19:30' },
        { day: 'sat', from: '09:00', to: '17:00' },
      ],
      slotMinutes: 30,
      bufferMinutes: 0,
      noticeHours: 4,
      horizonDays: 14,
      datesOff: ['2026-12-25'],
      meetingUrl: null,
    });
  });

  it('keeps a default meeting link for video interviews: shown, checked, saved', async () => {
    const { calls } = fakeApi({
      'GET /api/me/availability': ok(stored({ meetingUrl: 'https://meet.example.com/old' })),
      'GET /api/companies/mine/venues': venues,
      'PUT /api/me/availability': (call) => ok(call.body),
    });
    const user = setupUser();
    renderScreen(<InterviewAvailability />);
    const link = await screen.findByLabelText(AVAILABILITY.meetingUrl);
    expect(link).toHaveValue('https://meet.example.com/old');
    fireEvent.change(link, { target: { value: 'meet.example.com/rita' } });
    await user.click(screen.getByRole('button', { name: AVAILABILITY.save }));
    expect(await screen.findByText(AVAILABILITY.meetingUrlRule)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(link, { target: { value: 'https://meet.example.com/rita' } });
    await user.click(screen.getByRole('button', { name: AVAILABILITY.save }));
    await waitFor(() => expect(toastTitles()).toContain(AVAILABILITY.saved));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      meetingUrl: 'https://meet.example.com/rita',
    });
  });

  it('says a range the wrong way round under the week, and sends nothing', async () => {
    const { calls } = fakeApi({
      'GET /api/me/availability': ok(
        stored({ weekly: [{ day: 'tue', from: '09:00', to: '12:00' }] }),
      ),
      'GET /api/companies/mine/venues': venues,
    });
    const user = setupUser();
    renderScreen(<InterviewAvailability />);
    fireEvent.change(await screen.findByLabelText('Tuesday range 1: To'), {
      target: { value: '08:00' },
    });
    await user.click(screen.getByRole('button', { name: AVAILABILITY.save }));
    expect(await within(week()).findByRole('alert')).toHaveTextContent(
      AVAILABILITY.toAfterFrom('Tuesday', '09:00', '08:00'),
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("shows the API's 400 at the field it names and keeps what was typed", async () => {
    fakeApi({
      'GET /api/me/availability': ok(stored()),
      'GET /api/companies/mine/venues': venues,
      'PUT /api/me/availability': {
        status: 400,
        body: { message: 'Buffer (minutes) is too long for you', field: 'bufferMinutes' },
      },
    });
    const user = setupUser();
    renderScreen(<InterviewAvailability />);
    await user.click(await screen.findByRole('button', { name: 'Add a range on Friday' }));
    const buffer = screen.getByLabelText(AVAILABILITY.bufferMinutes);
    await user.clear(buffer);
    await user.type(buffer, '90');
    await user.click(screen.getByRole('button', { name: AVAILABILITY.save }));

    expect(await screen.findByText('Buffer (minutes) is too long for you')).toBeInTheDocument();
    expect(buffer).toHaveAttribute('aria-invalid', 'true');
    expect(buffer).toHaveValue(90);
    expect(time('Friday range 1: From')).toHaveValue('09:00');
    expect(toastTitles()).not.toContain(AVAILABILITY.saved);
  });

  it("shows the API's refusal of a range under the week (it names 'weekly.to')", async () => {
    fakeApi({
      'GET /api/me/availability': ok(stored()),
      'GET /api/companies/mine/venues': venues,
      'PUT /api/me/availability': {
        status: 400,
        body: { message: 'To must be after 09:00 (mon 09:00–17:00)', field: 'weekly.to' },
      },
    });
    const user = setupUser();
    renderScreen(<InterviewAvailability />);
    await user.click(await screen.findByRole('button', { name: 'Add a range on Monday' }));
    await user.click(screen.getByRole('button', { name: AVAILABILITY.save }));
    expect(await within(week()).findByRole('alert')).toHaveTextContent(
      'To must be after 09:00 (mon 09:00–17:00)',
    );
    expect(time('Monday range 1: To')).toHaveValue('17:00');
  });

  it('refuses a slot length out of bounds before sending (the contract’s bounds)', async () => {
    const { calls } = fakeApi({
      'GET /api/me/availability': ok(stored()),
      'GET /api/companies/mine/venues': venues,
    });
    const user = setupUser();
    renderScreen(<InterviewAvailability />);
    const slot = await screen.findByLabelText(AVAILABILITY.slotMinutes);
    await user.clear(slot);
    await user.type(slot, '5');
    await user.click(screen.getByRole('button', { name: AVAILABILITY.save }));
    await waitFor(() => expect(slot).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('previews the next free times as ranges are added', async () => {
    fakeApi({ 'GET /api/me/availability': ok(stored()), 'GET /api/companies/mine/venues': venues });
    const user = setupUser();
    renderScreen(<InterviewAvailability />);
    const preview = await screen.findByRole('region', { name: AVAILABILITY.preview });
    expect(within(preview).getByText(AVAILABILITY.previewNone)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a range on Wednesday' }));
    const items = within(preview).getAllByRole('listitem');
    expect(items).toHaveLength(8); // two Wednesdays of 09:00–17:00 fit in 14 days
    expect(items[0]).toHaveTextContent(/^Wed .*09:00–09:30$/);
  });
});

describe('NextFreeTimes', () => {
  const rules = {
    ...DEFAULT_BOOKING_RULES,
    weekly: [{ day: 'mon' as const, from: '09:00', to: '10:00' }],
    noticeHours: 0,
    horizonDays: 8,
  };

  it('lists the slots of the shared rule in London time, without the dates off', () => {
    // Monday 1 June 2026, 08:00 in London (BST): the 09:00 slots are London's 09:00.
    const now = new Date('2026-06-01T07:00:00Z');
    const { rerender } = render(<NextFreeTimes rules={rules} now={now} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Mon 1 Jun, 09:00–09:30',
      'Mon 1 Jun, 09:30–10:00',
      'Mon 8 Jun, 09:00–09:30',
      'Mon 8 Jun, 09:30–10:00',
    ]);
    rerender(<NextFreeTimes rules={{ ...rules, datesOff: ['2026-06-01'] }} now={now} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Mon 8 Jun, 09:00–09:30',
      'Mon 8 Jun, 09:30–10:00',
    ]);
  });

  it('shows nothing to book without rules', () => {
    render(<NextFreeTimes rules={null} now={new Date()} />);
    expect(screen.getByText(AVAILABILITY.previewNone)).toBeInTheDocument();
  });
});
