// The texts of the recruiter's pipeline board, the job close dialog and "waiting on you" (issue 13).
// One place for each: the screens and their tests import them from here.

export const BOARD = {
  board: 'Pipeline board',
  column: (label: string, count: number) => `${label} (${count})`,
  emptyColumn: 'Nobody here',
  search: 'Search applicants',
  searchPlaceholder: 'Name or email',
  sort: 'Sort',
  sorts: {
    newest: 'Newest first',
    oldest: 'Oldest first',
    match: 'Best match',
    name: 'Name (A–Z)',
  },
  noMatches: (query: string) => `No applicants match “${query}”`,
  exportCsv: 'Export CSV',
  stage: 'Stage',
  moveMenu: 'Move to…',
  moveMenuFor: (name: string) => `Move to… (${name})`,
  dragHandle: (name: string) => `Drag ${name}`,
  message: 'Message',
  messageFor: (name: string) => `Message ${name}`,
  notesCount: (n: number) => `${n} note${n === 1 ? '' : 's'}`,
  moved: (name: string, label: string) => `${name} moved to ${label}`,
  // Why a move cannot happen (the API refuses these too).
  refused: {
    final: 'This application is closed: it cannot move any more.',
    backwards: 'Applications only move forward. Reject it instead if it is not going ahead.',
    candidateOnly: 'Only the candidate can accept, decline or withdraw.',
    offerNeedsReview: 'Review the application before making an offer.',
    offerPending: 'This application already has an offer.',
  },
  // dnd-kit's screen reader texts.
  instructions:
    'To move an applicant, press space or enter on the drag handle. Use the left and right ' +
    'arrow keys to choose a column, then press space or enter again to drop, or escape to cancel.',
  pickedUp: (name: string) => `Picked up ${name}.`,
  over: (name: string, column: string) => `${name} is over ${column}.`,
  dropped: (name: string, column: string) => `${name} was dropped on ${column}.`,
  cancelled: (name: string) => `Moving ${name} was cancelled.`,
} as const;

/** The bulk (and single) reject dialog: a message is required; the template is where it starts. */
export const REJECT = {
  title: (n: number) => (n === 1 ? 'Reject this application?' : `Reject ${n} applications?`),
  body: 'Each candidate is told by e-mail and in the app, with your message.',
  message: 'Message to the candidate',
  required: 'Write a message to the candidates',
  useTemplate: 'Use the template',
  /** The template the message starts from. */
  template: (jobTitle: string) =>
    `Thank you for applying for ${jobTitle} and for the time you gave us. We have decided not ` +
    'to take your application further this time. We wish you every success and hope you will ' +
    'apply for our other roles.',
  confirm: 'Reject',
  rejectSelected: (n: number) => `Reject selected (${n})`,
  select: (name: string) => `Select ${name}`,
  done: (n: number) => `${n} application${n === 1 ? '' : 's'} rejected`,
} as const;

export const NOTES = {
  title: 'Private notes',
  hint: 'Only your company sees notes and tags.',
  note: 'Note',
  add: 'Add note',
  added: 'Note added',
  none: 'No notes yet.',
  remove: 'Delete note',
  removed: 'Note deleted',
  by: (name: string, when: string) => `${name} · ${when}`,
  formerMember: 'A former colleague',
  tags: 'Tags',
  tagsHint: 'Press Enter to add a tag',
  tagsSaved: 'Tags saved',
} as const;

export const MESSAGE_DIALOG = {
  title: (name: string) => `Message ${name}`,
  body: 'Your message',
  send: 'Send',
  required: 'Write a message',
} as const;

export const WITHDRAW_OFFER = {
  action: 'Withdraw offer',
  title: 'Withdraw this offer?',
  body:
    'The candidate is told, with your message, and the application goes back to the stage ' +
    'before the offer. To correct an offer, withdraw it and make a new one.',
  message: 'Message to the candidate',
  defaultMessage:
    'We are sorry: we have withdrawn this offer. We will be in touch about what happens next.',
  done: 'Offer withdrawn',
  deadline: 'Response deadline',
} as const;

export const WAITING = {
  title: 'Waiting on you',
  hint: (days: number) => `Applications with no move for ${days} days or more, oldest first.`,
  none: 'Nobody is waiting on you. Well done.',
  days: (n: number) => `${n} day${n === 1 ? '' : 's'} waiting`,
  more: (n: number) => `and ${n} more`,
  open: 'Open',
} as const;

export const CLOSE_JOB = {
  close: 'Close job',
  fill: 'Mark as filled',
  title: { closed: 'Close this job?', filled: 'Mark this job as filled?' },
  outcome: 'Why is it closing?',
  outcomes: { closed: 'No longer hiring', filled: 'Filled' },
  intro: (n: number) =>
    n === 0
      ? 'Nobody is waiting on this job.'
      : `${n} application${n === 1 ? ' is' : 's are'} still open. Nobody is left waiting: each ` +
        'one is rejected with the message below, unless you move it to another open job.',
  message: 'Message to the candidates',
  required: 'Write a message to the candidates',
  moveTo: (name: string) => `Move ${name} to`,
  reject: 'Reject with the message',
  noOtherJobs: 'No other open jobs to move applications to.',
  confirm: { closed: 'Close job', filled: 'Mark as filled' },
  done: (rejected: number, moved: number) =>
    `Job closed: ${rejected} rejected, ${moved} moved to another job`,
} as const;
