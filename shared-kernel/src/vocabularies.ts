// Every closed list of values the API and the screens share (spec sections 3 and 4), defined once.
// Plain values and their types only: no TypeBox here, so that 'shared-kernel/rules' (which the
// landing page loads) can re-export them for free. Below both the contract and the rules (each
// re-exports them), so neither folder imports the other's. Their schemas are in ./common.ts (`vocabulary`);
// their labels in shared-kernel's texts. The database CHECKs in api/src/db/migrations list the same
// values: a new value needs a migration too.

/** Users: a job seeker or a recruiter. */
export const USER_TYPES = ['candidate', 'recruiter'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * The pipeline's stages, the way to a hire in order (spec section 4): the one order of the
 * application statuses, which every other list and "the stage before / after" derive from
 * (./rules/applications.ts; the moves are in api/src/modules/applications/transitions.ts).
 * These are the statuses still in play: the recruiter may move or reject the application, the
 * candidate may withdraw it.
 */
export const OPEN_APPLICATION_STATUSES = ['applied', 'reviewed', 'interviewed', 'offered'] as const;
/**
 * The final statuses: nothing moves an application out of them. `withdrawn`: the candidate took
 * the application back (issue 13).
 */
export const FINAL_APPLICATION_STATUSES = [
  'rejected',
  'accepted',
  'declined',
  'withdrawn',
] as const;
/** An application's statuses: the stages in order, then the final ones. */
export const APPLICATION_STATUSES = [
  ...OPEN_APPLICATION_STATUSES,
  ...FINAL_APPLICATION_STATUSES,
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** A status still in play (a stage on the way to a hire). */
export type OpenApplicationStatus = (typeof OPEN_APPLICATION_STATUSES)[number];
/**
 * The recruiter's board's columns, in the order shown: the stages, then the ways out (the offer's
 * two answers first).
 */
export const PIPELINE_STATUSES = [
  ...OPEN_APPLICATION_STATUSES,
  'accepted',
  'declined',
  'rejected',
  'withdrawn',
] as const satisfies readonly ApplicationStatus[];
/** The analytics funnel's steps: the board's columns but the candidate's own withdrawal. */
export const FUNNEL_STATUSES = PIPELINE_STATUSES.filter(
  (status): status is Exclude<ApplicationStatus, 'withdrawn'> => status !== 'withdrawn',
);
/** The statuses an offer can be made from (issue 13: never from applied). */
export const OFFER_FROM_STATUSES = [
  'reviewed',
  'interviewed',
] as const satisfies readonly ApplicationStatus[];

/** How a recruiter closes a job (POST /api/jobs/:id/close): no longer hiring, or hired. */
export const JOB_CLOSE_OUTCOMES = ['closed', 'filled'] as const;
export type JobCloseOutcome = (typeof JOB_CLOSE_OUTCOMES)[number];

export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contract',
  'temporary',
  'seasonal',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Whether pay figures are per year or per hour. */
export const SALARY_TYPES = ['yearly', 'hourly'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];

/**
 * The youngest a job's hire may be (issue 43): the minimum wage bands' lower ages (16 to 17 and
 * apprentices, 18 to 20, 21 and over). The job's pay floor follows it (rules/minimum-wage.ts).
 */
export const MINIMUM_AGES = [16, 18, 21] as const;
export type MinimumAge = (typeof MINIMUM_AGES)[number];

/**
 * How a job's tips reach staff, apart from the pay (issue 43 item 2): none, tips kept by whoever
 * is tipped, a tronc (shared by a troncmaster) or a share of the service charge.
 */
export const TIP_KINDS = ['none', 'tips', 'tronc', 'service_charge'] as const;
export type TipKind = (typeof TIP_KINDS)[number];

// The culture vocabularies (spec section 3): venues, jobs, companies and candidates use them.
export const VENUE_TYPES = ['restaurant', 'bar', 'cafe', 'hotel'] as const;
export type VenueType = (typeof VENUE_TYPES)[number];
/** A job's or venue's pace; a candidate's preferred pace. */
export const WORK_PACES = ['fast', 'moderate', 'relaxed'] as const;
export type WorkPace = (typeof WORK_PACES)[number];
export const TEAM_SIZES = ['small', 'medium', 'large'] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];
export const GUEST_INTERACTIONS = ['high', 'moderate', 'minimal'] as const;
export type GuestInteraction = (typeof GUEST_INTERACTIONS)[number];
export const SERVICE_APPROACHES = ['personalized', 'efficient', 'formal', 'casual'] as const;
export type ServiceApproach = (typeof SERVICE_APPROACHES)[number];
export const PRIMARY_VALUES = [
  'teamwork',
  'quality',
  'innovation',
  'tradition',
  'sustainability',
  'growth',
] as const;
export type PrimaryValue = (typeof PRIMARY_VALUES)[number];

/** A company member's role; only owners and admins manage the company. */
export const MEMBER_ROLES = ['owner', 'admin', 'recruiter'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
/** The roles an invitation or a role change can give (the owner is the company's creator). */
export const INVITABLE_ROLES = ['admin', 'recruiter'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** Who takes the culture assessment: a candidate for themselves, a recruiter for their company. */
export const ASSESSMENT_TYPES = ['candidate', 'company'] as const;
export type AssessmentType = (typeof ASSESSMENT_TYPES)[number];

/** The public company directory's orders: A to Z, or most open jobs first. */
export const COMPANY_SORTS = ['name', 'openJobs'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

/** A company's plans (their limits and prices: api/src/modules/billing/plans.ts). */
export const PLAN_IDS = ['free', 'growth', 'scale'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** The plans bought through checkout. */
export const PAID_PLAN_IDS = ['growth', 'scale'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const CHECKOUT_STATUSES = ['open', 'completed', 'expired', 'cancelled'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const INTERVIEW_MODES = ['in_person', 'video', 'phone'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export const INTERVIEW_STATUSES = ['scheduled', 'confirmed', 'cancelled', 'completed'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** What a candidate books (issue 32): an interview, or a paid trial shift (always paid). */
export const BOOKING_KINDS = ['interview', 'trial_shift'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** A screening question's answer (issue 33): yes/no, one of its choices, a number, or text. */
export const SCREENING_KINDS = ['yes_no', 'choice', 'number', 'text'] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];

/**
 * What a hiring workflow's log records (issue 33): an answer knocked an application out, its
 * rejection was sent, a recruiter overrode a knock-out, an application that passed was invited to
 * book, a stale application reminded the recruiter and told the candidate it is still reviewed.
 */
export const WORKFLOW_LOG_KINDS = [
  'knocked_out',
  'rejected',
  'overridden',
  'invited',
  'reminded',
] as const;
export type WorkflowLogKind = (typeof WORKFLOW_LOG_KINDS)[number];

/** What the recruiter marks once an interview's or a trial's time has passed (issue 32). */
export const ATTENDANCE_MARKS = ['attended', 'no_show'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/**
 * pending → accepted | declined (the candidate), withdrawn (the recruiter; a corrected offer is a
 * new offer after it), expired (its response deadline passed: the API's sweep).
 */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * The kinds of e-mail a user can turn on or off (GET,PUT /api/me/email-preferences); each such
 * e-mail carries an unsubscribe link for its kind. Sign-in links, password resets and team
 * invitations have no kind: they are always sent.
 */
export const EMAIL_KINDS = [
  'applications',
  'interviews',
  'offers',
  'messages',
  'job_alerts',
  'product_news',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
/** Every kind is on until the user turns it off, except product news (opt-in). */
export const EMAIL_PREFERENCE_DEFAULTS: Readonly<Record<EmailKind, boolean>> = {
  applications: true,
  interviews: true,
  offers: true,
  messages: true,
  job_alerts: true,
  product_news: false,
};

/** GET /api/jobs?sort= (relevance: best match to `q`; distance: nearest to `near` first). */
export const JOB_SORTS = ['relevance', 'newest', 'pay', 'closing', 'distance'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
/** POST /api/job-preferences: a candidate likes or dislikes a job. */
export const JOB_PREFERENCE_ACTIONS = ['like', 'dislike'] as const;
export type JobPreferenceAction = (typeof JOB_PREFERENCE_ACTIONS)[number];
/** GET /api/job-recommendations?mode= */
export const RECOMMENDATION_MODES = ['skills', 'culture'] as const;
export type RecommendationMode = (typeof RECOMMENDATION_MODES)[number];
/**
 * Kinds of hospitality role (issue 15): a candidate's past roles (profile experience) and the
 * kind of a job (from its title, shared-kernel/rules roleOfJob) are compared on these.
 */
export const EXPERIENCE_ROLES = [
  'waiter',
  'bartender',
  'barista',
  'chef',
  'kitchen_porter',
  'host',
  'receptionist',
  'housekeeper',
  'manager',
] as const;
export type ExperienceRole = (typeof EXPERIENCE_ROLES)[number];

/**
 * Licences and certificates (issue 43 item 3): what a candidate holds (profile `certificates`) and
 * a job requires (`requiredCertificates`). Labels and the matching reasons' wording:
 * ./rules/vocabulary-labels.ts (CERTIFICATE_LABELS, CERTIFICATE_NOUNS).
 */
export const CERTIFICATE_KINDS = [
  'food_hygiene_2',
  'food_hygiene_3',
  'personal_licence',
  'sia_door_supervisor',
  'first_aid',
  'allergen_awareness',
] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** The hospitality knowledge quiz's categories. */
export const QUIZ_CATEGORIES = ['service', 'food_safety', 'bar'] as const;
export type QuizCategory = (typeof QUIZ_CATEGORIES)[number];

// Availability: '<weekday>_<part>' tokens, 7 days × 4 day parts (profiles and applications).
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const DAY_PARTS = ['morning', 'afternoon', 'evening', 'late'] as const;
export type DayPart = (typeof DAY_PARTS)[number];
export type AvailabilitySlot = `${Weekday}_${DayPart}`;
/** The 28 slots in the order of the week. */
export const AVAILABILITY_SLOTS: readonly AvailabilitySlot[] = WEEKDAYS.flatMap((day) =>
  DAY_PARTS.map((part): AvailabilitySlot => `${day}_${part}`),
);

// The new-starter pack (issue 43 item 4): its steps, in the order the candidate does them
// (shared-kernel/src/contract/new-starter.ts; labels in ./rules/new-starter.ts).
export const NEW_STARTER_STEPS = [
  'right-to-work',
  'starter',
  'bank',
  'contract',
  'policies',
] as const;
export type NewStarterStepKey = (typeof NEW_STARTER_STEPS)[number];
/** A step's state: `overdue` is a step not done on or after the offer's start day. */
export const NEW_STARTER_STEP_STATUSES = ['todo', 'done', 'overdue'] as const;
export type NewStarterStepStatus = (typeof NEW_STARTER_STEP_STATUSES)[number];
/** How the candidate proves their right to work (Home Office routes). */
export const RIGHT_TO_WORK_ROUTES = ['share_code', 'british_irish_passport', 'documents'] as const;
export type RightToWorkRoute = (typeof RIGHT_TO_WORK_ROUTES)[number];
/** The employer's check: permission with no end, or until a day (a follow-up before it). */
export const RIGHT_TO_WORK_RESULTS = ['continuous', 'time_limited'] as const;
export type RightToWorkResult = (typeof RIGHT_TO_WORK_RESULTS)[number];
/** HMRC's starter checklist statement. */
export const STARTER_STATEMENTS = ['A', 'B', 'C'] as const;
export type StarterStatement = (typeof STARTER_STATEMENTS)[number];
/** The student loan plan on HMRC's starter checklist. */
export const STUDENT_LOAN_PLANS = ['none', 'plan_1', 'plan_2', 'plan_4', 'plan_5'] as const;
export type StudentLoanPlan = (typeof STUDENT_LOAN_PLANS)[number];
/** What the employer attached as the contract. */
export const CONTRACT_DOCUMENT_FORMATS = ['text', 'pdf'] as const;
export type ContractDocumentFormat = (typeof CONTRACT_DOCUMENT_FORMATS)[number];
