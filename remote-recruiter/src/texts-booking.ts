// The texts of self-booked interviews and paid trial shifts (issue 32): the recruiter's interview
// availability, the invitation to book, and marking attendance. One place for each: the screens
// and their tests import them from here.

export const AVAILABILITY_PATH = '/interview-availability';

export const AVAILABILITY = {
  title: 'Interview Availability',
  subtitle:
    'When candidates can book an interview or a paid trial shift with you. Times are London time.',
  week: 'Your week',
  weekHelp: 'Add one or more ranges to each day you can interview (London time).',
  from: 'From',
  to: 'To',
  rangeOf: (day: string, n: number, what: string) => `${day} range ${n}: ${what}`,
  addRange: (day: string) => `Add a range on ${day}`,
  add: 'Add a range',
  removeRange: (day: string, n: number) => `Remove ${day} range ${n}`,
  unavailable: 'Not available',
  toAfterFrom: (day: string, from: string, to: string) =>
    `${day}: “To” must be after “From” (${from}–${to})`,
  venue: 'Venue for in-person interviews',
  noVenue: 'No venue',
  venueHelp: 'Where candidates come for in-person interviews and trial shifts.',
  meetingUrl: 'Default meeting link',
  meetingUrlHelp: 'For video interviews: filled in when you invite a candidate to a video one.',
  meetingUrlRule: 'Meeting link must start with https:// or http://',
  slotMinutes: 'Slot length (minutes)',
  slotHelp: 'Minutes between one offered start time and the next.',
  bufferMinutes: 'Buffer (minutes)',
  bufferHelp: 'Kept free after each interview or trial shift.',
  noticeHours: 'Notice (hours)',
  noticeHelp: 'The earliest time offered is this many hours from now.',
  horizonDays: 'Booking horizon (days)',
  horizonHelp: 'How many days ahead candidates can book.',
  between: (label: string, min: number, max: number) =>
    `${label} must be between ${min} and ${max}`,
  datesOff: 'Dates off',
  datesOffHelp: 'Days with no times offered (holidays, events).',
  dateOff: 'Date off',
  addDateOff: 'Add date off',
  removeDateOff: (day: string) => `Remove date off ${day}`,
  noDatesOff: 'No dates off.',
  save: 'Save availability',
  saved: 'Availability saved',
  preview: 'Your next free times',
  previewHelp: (minutes: number) =>
    `For a ${minutes}-minute interview, before existing interviews are taken into account.`,
  previewNone: 'No free times yet: add a range to a day of your week.',
} as const;

export const INVITE = {
  action: 'Invite to book',
  actionFor: (name: string) => `Invite to book: ${name}`,
  bulkAction: (n: number) => `Invite to book (${n})`,
  title: (who: string) => `Invite ${who} to book`,
  several: (n: number) => `${n} candidates`,
  kind: 'Kind',
  duration: 'Length (minutes)',
  mode: 'How',
  hourlyRate: 'Hourly rate (£)',
  hourlyRateHelp: 'Required for a paid trial shift: trial shifts are always paid.',
  hourlyRateRequired: 'Hourly rate is required for a paid trial shift',
  meetingUrl: 'Meeting link',
  meetingUrlHelp:
    'The video call the candidate joins. Your default link is set on your availability.',
  meetingUrlRule: 'Meeting link must start with https:// or http://',
  message: 'Message (optional)',
  send: 'Send invitation',
  sent: 'Invitation sent',
  sentSome: (sent: number, failed: number) =>
    failed ? `${sent} sent, ${failed} failed` : `${sent} invitation${sent === 1 ? '' : 's'} sent`,
  /** The board card of an application with an invitation not yet booked. */
  invited: (kind: 'interview' | 'trial_shift') =>
    kind === 'trial_shift' ? 'Invited to book a trial shift' : 'Invited to book',
  picks: 'The candidate picks a time from your interview availability.',
  noAvailability: 'You have no availability yet, so there are no times to pick.',
  setAvailability: 'Set your availability',
} as const;

export const KIND_LABEL = { interview: 'Interview', trial_shift: 'Paid trial shift' } as const;

export const ATTENDANCE = {
  attended: 'Mark attended',
  noShow: 'Mark no-show',
  markFor: (what: string, name: string) => `${what}: ${name}`,
  marked: { attended: 'Attended', no_show: 'No-show' },
  done: { attended: 'Marked attended', no_show: 'Marked no-show' },
  outcome: 'Outcome of the trial shift',
  outcomeHelp: 'Offer them the job, or reject with a message.',
  offer: 'Make an offer',
  reject: 'Reject',
  rejected: 'Candidate rejected',
} as const;
