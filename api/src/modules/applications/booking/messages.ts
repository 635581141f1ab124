// What each side is told about a booking (in the app, and by e-mail with the .ics), and the .ics
// of a booked interview or trial: its UID is the interview's for good, its SEQUENCE the row's.
import { formatLongDateTime, formatPay } from 'shared-kernel/rules';
import type { BookingKind } from 'shared-kernel/contract';
import type { EmailAttachment } from '../../mail/index.js';
import type { NotificationInput } from '../../notifications/index.js';
import { calendarFile } from '../ics.js';

/** A booked interview or trial with the words its messages need. */
export type Booked = {
  id: string;
  applicationId: string;
  candidateId: string;
  candidateName: string;
  interviewerId: string;
  interviewerName: string | null;
  jobTitle: string;
  companyName: string;
  kind: BookingKind;
  hourlyRatePence: number | null;
  startsAt: Date;
  durationMinutes: number;
  place: string | null;
  /** A video one's meeting link (its place too, for the calendar). */
  meetingUrl: string | null;
  cancelled: boolean;
  sequence: number;
};

const KIND_WORDS: Record<BookingKind, string> = {
  interview: 'interview',
  trial_shift: 'paid trial shift',
};
/** "an accepted", "a rejected": the article a word takes (an error's "for an accepted application"). */
export const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** "a paid trial shift", "an interview". */
const KIND_WITH_ARTICLE: Record<BookingKind, string> = {
  interview: 'an interview',
  trial_shift: 'a paid trial shift',
};
const KIND_TITLES: Record<BookingKind, string> = {
  interview: 'Interview',
  trial_shift: 'Paid trial shift',
};

/** "£12.50 an hour"-style words for a trial's rate (pence in the database). */
export const rateWords = (pence: number) =>
  formatPay({ salaryAmount: pence / 100, salaryType: 'hourly' });

const when = (at: Date) => `${formatLongDateTime(at)} (London time)`;

/** The candidate's page where they pick (or move) a time. */
export const bookingPath = (applicationId: string) => `/book/${applicationId}`;

const details = (booked: Booked) =>
  [
    `When: ${when(booked.startsAt)} for ${booked.durationMinutes} minutes`,
    booked.place && !booked.meetingUrl ? `Where: ${booked.place}` : null,
    booked.meetingUrl ? `Meeting link: ${booked.meetingUrl}` : null,
    booked.interviewerName ? `With: ${booked.interviewerName}` : null,
    booked.hourlyRatePence ? `Pay: ${rateWords(booked.hourlyRatePence)}` : null,
    'The calendar invitation is attached.',
  ].filter((line): line is string => line !== null);

function calendarOf(booked: Booked): EmailAttachment {
  const content = calendarFile({
    // The same UID as GET /api/interviews/:id/calendar.ics: one event in the calendar.
    uid: `interview-${booked.id}@hospohire`,
    start: booked.startsAt,
    durationMinutes: booked.durationMinutes,
    summary: `${KIND_TITLES[booked.kind]}: ${booked.jobTitle} at ${booked.companyName}`,
    location: booked.place,
    url: booked.meetingUrl,
    description: [
      `Candidate: ${booked.candidateName}`,
      booked.interviewerName ? `With: ${booked.interviewerName}` : null,
      booked.meetingUrl ? `Meeting link: ${booked.meetingUrl}` : null,
      booked.hourlyRatePence ? `Pay: ${rateWords(booked.hourlyRatePence)}` : null,
    ]
      .filter(Boolean)
      .join('\n'),
    cancelled: booked.cancelled,
    sequence: booked.sequence,
  });
  return {
    filename: 'interview.ics',
    contentType: `text/calendar; charset=utf-8; method=${booked.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    content,
  };
}

function message(
  userId: string,
  text: { type: string; title: string; body: string; href: string; details?: string[] },
  attachments: EmailAttachment[] = [],
): NotificationInput {
  return {
    userId,
    type: text.type,
    title: text.title,
    body: text.body,
    href: text.href,
    email: { kind: 'interviews', details: text.details, attachments },
  };
}

/** The candidate is invited to pick a time: the e-mail links to PUBLIC_URL/book/<application>. */
export function invitedMessage(input: {
  candidateId: string;
  applicationId: string;
  kind: BookingKind;
  durationMinutes: number;
  hourlyRatePence: number | null;
  /** A video one's meeting link. */
  meetingUrl: string | null;
  companyName: string;
  jobTitle: string;
  message: string | null;
}): NotificationInput {
  return message(input.candidateId, {
    type: 'booking.invited',
    title: `Book your ${KIND_WORDS[input.kind]}`,
    body: `${input.companyName} invited you to book ${KIND_WITH_ARTICLE[input.kind]} for ${input.jobTitle}: pick a time that suits you.`,
    href: bookingPath(input.applicationId),
    details: [
      `Length: ${input.durationMinutes} minutes`,
      input.hourlyRatePence ? `Pay: ${rateWords(input.hourlyRatePence)}` : null,
      input.meetingUrl ? `Meeting link: ${input.meetingUrl}` : null,
      input.message ? `Message: ${input.message}` : null,
    ].filter((line): line is string => line !== null),
  });
}

/** Both sides of a booking, a move or a cancel, each with the .ics. */
export function bookedMessages(
  booked: Booked,
  change: 'booked' | 'moved' | 'cancelled',
): NotificationInput[] {
  const what = KIND_WORDS[booked.kind];
  const ics = [calendarOf(booked)];
  const type = {
    booked: 'interview.booked',
    moved: 'interview.updated',
    cancelled: 'interview.cancelled',
  }[change];
  const toCandidate = {
    booked: `Your ${what} for ${booked.jobTitle} at ${booked.companyName} is booked for ${when(booked.startsAt)}`,
    moved: `Your ${what} for ${booked.jobTitle} at ${booked.companyName} is now on ${when(booked.startsAt)}`,
    cancelled: `You cancelled your ${what} for ${booked.jobTitle} at ${booked.companyName} on ${when(booked.startsAt)}`,
  }[change];
  const toInterviewer = {
    booked: `${booked.candidateName} booked ${KIND_WITH_ARTICLE[booked.kind]} for ${booked.jobTitle} on ${when(booked.startsAt)}`,
    moved: `${booked.candidateName} moved their ${what} for ${booked.jobTitle} to ${when(booked.startsAt)}`,
    cancelled: `${booked.candidateName} cancelled their ${what} for ${booked.jobTitle} on ${when(booked.startsAt)}`,
  }[change];
  const title = {
    booked: `${KIND_TITLES[booked.kind]} booked`,
    moved: `${KIND_TITLES[booked.kind]} rescheduled`,
    cancelled: `${KIND_TITLES[booked.kind]} cancelled`,
  }[change];
  const lines =
    change === 'cancelled'
      ? ['The attached calendar update removes it from your calendar.']
      : details(booked);
  return [
    message(
      booked.candidateId,
      { type, title, body: toCandidate, href: bookingPath(booked.applicationId), details: lines },
      ics,
    ),
    message(
      booked.interviewerId,
      { type, title, body: toInterviewer, href: '/interviews', details: lines },
      ics,
    ),
    // No interviewer (no longer a member): the candidate alone is told.
  ].filter((input) => input.userId !== '');
}

/**
 * A booked time handed to another member (issue 41, item 7), to the candidate only: 'renamed'
 * when they will now meet someone else at the same time and place, 'cancelled' when the new
 * interviewer already holds that time (they pick another from the same link).
 */
export function handedOverMessage(
  booked: Booked,
  change: 'renamed' | 'cancelled',
): NotificationInput {
  const what = KIND_WORDS[booked.kind];
  const ics = [calendarOf(booked)];
  if (change === 'cancelled') {
    return message(
      booked.candidateId,
      {
        type: 'interview.cancelled',
        title: `${KIND_TITLES[booked.kind]} cancelled: pick a new time`,
        body: `Your ${what} for ${booked.jobTitle} at ${booked.companyName} on ${when(booked.startsAt)} is cancelled: the person who was to see you is no longer available then. Pick a new time that suits you.`,
        href: bookingPath(booked.applicationId),
        details: ['The attached calendar update removes it from your calendar.'],
      },
      ics,
    );
  }
  return message(
    booked.candidateId,
    {
      type: 'interview.updated',
      title: `${KIND_TITLES[booked.kind]}: new interviewer`,
      body: `Your ${what} for ${booked.jobTitle} at ${booked.companyName} on ${when(booked.startsAt)} is now with ${booked.interviewerName}. Nothing else changes: same time, same place.`,
      href: bookingPath(booked.applicationId),
      details: details(booked),
    },
    ics,
  );
}

/** The recruiter's view of an application: its job's pipeline with the applicant drawer open. */
export const applicantPath = (jobId: string, applicationId: string) =>
  `/job-applications/${jobId}?application=${applicationId}`;

/**
 * After a trial shift is marked attended its recruiter is asked for the outcome (issue 32): in
 * the app only, as they have just marked it there.
 */
export function trialOutcomeMessage(input: {
  recruiterId: string;
  candidateName: string;
  jobId: string;
  applicationId: string;
}): NotificationInput {
  return {
    userId: input.recruiterId,
    type: 'trial.outcome',
    title: 'Trial shift: your decision',
    body: `How did ${input.candidateName}'s trial shift go? Make an offer or reject with a message`,
    href: applicantPath(input.jobId, input.applicationId),
  };
}

/**
 * The reminder 24 hours before an interview or trial, to both sides (in the app and by e-mail),
 * each with the .ics; the interviewer's only when it still has one (a deleted or removed member
 * has none: bookedOf).
 */
export function reminderMessages(booked: Booked): NotificationInput[] {
  const what = KIND_WORDS[booked.kind];
  const title = `${KIND_TITLES[booked.kind]} tomorrow`;
  const lines = details(booked);
  const ics = [calendarOf(booked)];
  return [
    message(
      booked.candidateId,
      {
        type: 'interview.reminder',
        title,
        body: `Reminder: your ${what} for ${booked.jobTitle} at ${booked.companyName} is on ${when(booked.startsAt)}`,
        href: `/applications/${booked.applicationId}`,
        details: lines,
      },
      ics,
    ),
    message(
      booked.interviewerId,
      {
        type: 'interview.reminder',
        title,
        body: `Reminder: your ${what} with ${booked.candidateName} for ${booked.jobTitle} is on ${when(booked.startsAt)}`,
        href: '/interviews',
        details: lines,
      },
      ics,
    ),
  ].filter((input) => input.userId !== '');
}
