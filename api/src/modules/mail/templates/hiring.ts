import escapeHtml from 'escape-html';
import type { ApplicationStatus, EmailKind, HiringNotificationType } from 'shared-kernel/contract';

// Every text of the hiring loop (issue 13), in one place: what each side is told, in the app (the
// notification's title, body and link) and by e-mail (the same words, with a greeting, the
// product's name and a link to the page, as plain text and HTML). The services pick a message
// here and hand it to `createNotifications` (modules/notifications/notify.ts), which writes the
// notification and queues the e-mail (modules/mail/outbox.ts: the kind's unsubscribe link and
// the RFC 8058 List-Unsubscribe headers).

export const PRODUCT_NAME = 'HospoHire';

/** One thing to tell one side: the notification and, by its kind, the e-mail. */
export type HiringMessage = {
  type: HiringNotificationType | 'message.created';
  /** The e-mail preference it falls under. */
  kind: EmailKind;
  title: string;
  body: string;
  /** The page it links to (a path of the web app). */
  href: string;
  /** Extra lines of the e-mail only (e.g. the interview's details), after the body. */
  details?: string[];
};

/** What an application's status says to its candidate. */
export const STATUS_WORDS: Record<ApplicationStatus, string> = {
  applied: 'received',
  reviewed: 'being reviewed',
  interviewed: 'at the interview stage',
  offered: 'at the offer stage',
  rejected: 'not successful',
  accepted: 'accepted',
  declined: 'declined',
  withdrawn: 'withdrawn',
};

const pipeline = (jobId: string) => `/job-applications/${jobId}`;
const application = (applicationId: string) => `/applications/${applicationId}`;

/** "Mon 4 Mar 2030, 14:30 (London time)" — e-mails are read anywhere, the venues are in the UK. */
export function interviewTime(startsAt: Date | string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(startsAt));
  return `${text} (London time)`;
}

type Job = { jobId: string; jobTitle: string };
type Interview = {
  companyName: string;
  jobTitle: string;
  startsAt: Date | string;
  place: string | null;
  /** A video interview's link. */
  meetingUrl?: string | null;
  interviewerName: string | null;
};

const interviewDetails = (interview: Interview) =>
  [
    `When: ${interviewTime(interview.startsAt)}`,
    interview.place ? `Where: ${interview.place}` : null,
    interview.meetingUrl ? `Meeting link: ${interview.meetingUrl}` : null,
    interview.interviewerName ? `With: ${interview.interviewerName}` : null,
    'The calendar invitation is attached.',
  ].filter((line): line is string => line !== null);

export const HIRING = {
  // ----- to the company's recruiters -----
  applicationCreated: (input: Job & { candidateName: string }): HiringMessage => ({
    type: 'application.created',
    kind: 'applications',
    title: 'New application',
    body: `${input.candidateName} applied for ${input.jobTitle}`,
    href: pipeline(input.jobId),
  }),
  applicationWithdrawn: (input: Job & { candidateName: string }): HiringMessage => ({
    type: 'application.withdrawn',
    kind: 'applications',
    title: 'Application withdrawn',
    body: `${input.candidateName} withdrew their application for ${input.jobTitle}`,
    href: pipeline(input.jobId),
  }),
  interviewConfirmed: (
    input: Job & { candidateName: string; startsAt: Date | string },
  ): HiringMessage => ({
    type: 'interview.confirmed',
    kind: 'interviews',
    title: 'Interview confirmed',
    body: `${input.candidateName} confirmed the interview for ${input.jobTitle} on ${interviewTime(input.startsAt)}`,
    href: '/interviews',
  }),
  offerAnswered: (
    input: Job & { candidateName: string; answer: 'accepted' | 'declined' },
  ): HiringMessage => ({
    type: input.answer === 'accepted' ? 'offer.accepted' : 'offer.declined',
    kind: 'offers',
    title: input.answer === 'accepted' ? 'Offer accepted' : 'Offer declined',
    body: `${input.candidateName} ${input.answer} your offer for ${input.jobTitle}`,
    href: pipeline(input.jobId),
  }),
  offerExpiredToCompany: (input: Job & { candidateName: string }): HiringMessage => ({
    type: 'offer.expired',
    kind: 'offers',
    title: 'Offer expired',
    body:
      `Your offer to ${input.candidateName} for ${input.jobTitle} expired without an answer. ` +
      'The application is back at the stage before the offer: make a new offer or let them know.',
    href: pipeline(input.jobId),
  }),

  // ----- to the candidate -----
  statusChanged: (input: {
    applicationId: string;
    jobTitle: string;
    companyName: string;
    status: ApplicationStatus;
    note: string | null;
  }): HiringMessage => {
    const body = `Your application for ${input.jobTitle} at ${input.companyName} is ${STATUS_WORDS[input.status]}.`;
    return {
      type: 'application.status',
      kind: 'applications',
      title: input.status === 'rejected' ? 'Application not successful' : 'Application update',
      body: (input.note ? `${body} ${input.note}` : body).slice(0, 2000),
      href: application(input.applicationId),
    };
  },
  applicationMoved: (input: {
    applicationId: string;
    fromTitle: string;
    toTitle: string;
    companyName: string;
  }): HiringMessage => ({
    type: 'application.moved',
    kind: 'applications',
    title: 'Application moved',
    body:
      `${input.companyName} closed the ${input.fromTitle} role and moved your application to ` +
      `${input.toTitle}. Everything else stays as it was.`,
    href: application(input.applicationId),
  }),
  interviewScheduled: (input: Interview): HiringMessage => ({
    type: 'interview.scheduled',
    kind: 'interviews',
    title: 'Interview scheduled',
    body: `${input.companyName} invited you to an interview for ${input.jobTitle} on ${interviewTime(input.startsAt)}`,
    href: '/interviews',
    details: interviewDetails(input),
  }),
  interviewUpdated: (input: Interview & { moved: boolean }): HiringMessage => ({
    type: 'interview.updated',
    kind: 'interviews',
    title: input.moved ? 'Interview rescheduled' : 'Interview updated',
    body: `Your interview for ${input.jobTitle} at ${input.companyName} is now on ${interviewTime(input.startsAt)}`,
    href: '/interviews',
    details: interviewDetails(input),
  }),
  interviewCancelled: (input: Interview): HiringMessage => ({
    type: 'interview.cancelled',
    kind: 'interviews',
    title: 'Interview cancelled',
    body: `${input.companyName} cancelled your interview for ${input.jobTitle} on ${interviewTime(input.startsAt)}`,
    href: '/interviews',
    details: ['The attached calendar update removes it from your calendar.'],
  }),
  offerMade: (input: {
    companyName: string;
    jobTitle: string;
    pay: string;
    startDate: string | null;
    deadline: Date | string | null;
  }): HiringMessage => ({
    type: 'offer.created',
    kind: 'offers',
    title: 'Job offer',
    body: `${input.companyName} offered you the ${input.jobTitle} job`,
    href: '/job-offers',
    details: [
      `Pay: ${input.pay}`,
      input.startDate ? `Start date: ${input.startDate}` : null,
      input.deadline ? `Please answer by ${interviewTime(input.deadline)}.` : null,
    ].filter((line): line is string => line !== null),
  }),
  offerWithdrawn: (input: {
    companyName: string;
    jobTitle: string;
    message: string | null;
  }): HiringMessage => ({
    type: 'offer.withdrawn',
    kind: 'offers',
    title: 'Offer withdrawn',
    body:
      `${input.companyName} withdrew its offer for ${input.jobTitle}.` +
      (input.message ? ` ${input.message}` : ''),
    href: '/job-offers',
  }),
  offerExpiredToCandidate: (input: { companyName: string; jobTitle: string }): HiringMessage => ({
    type: 'offer.expired',
    kind: 'offers',
    title: 'Offer expired',
    body: `The offer from ${input.companyName} for ${input.jobTitle} expired before you answered it.`,
    href: '/job-offers',
  }),
} satisfies Record<string, (input: never) => HiringMessage>;

// ---------- the e-mail ----------

export type RenderedEmail = { subject: string; text: string; html: string };

/** The e-mail of a message: "<title> – HospoHire", a greeting, the words, the details, the link. */
export function renderEmail(
  message: Pick<HiringMessage, 'title' | 'body' | 'href' | 'details'>,
  recipient: { firstName: string },
  linkBase: string,
): RenderedEmail {
  const link = `${linkBase}${message.href}`;
  const details = message.details ?? [];
  const text = [
    `Hi ${recipient.firstName},`,
    '',
    message.body,
    ...(details.length ? ['', ...details] : []),
    '',
    `Open it in ${PRODUCT_NAME}: ${link}`,
    '',
    `The ${PRODUCT_NAME} team`,
  ].join('\n');
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;color:#222">',
    `<p style="font-size:18px;font-weight:bold;color:#1f4e79">${PRODUCT_NAME}</p>`,
    `<p>Hi ${escapeHtml(recipient.firstName)},</p>`,
    `<p>${escapeHtml(message.body)}</p>`,
    ...(details.length
      ? [`<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`]
      : []),
    `<p><a href="${escapeHtml(link)}">Open it in ${PRODUCT_NAME}</a></p>`,
    `<p>The ${PRODUCT_NAME} team</p>`,
    '</div>',
  ].join('');
  return { subject: `${message.title} – ${PRODUCT_NAME}`, text, html };
}
