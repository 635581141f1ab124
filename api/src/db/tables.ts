// The table types Kysely checks queries against (src/db/kysely.ts), written once from the
// migrations (src/db/migrations/*.sql; each table says which migration made it or its columns).
// Written by hand, not generated: kysely-codegen introspects a running server and none runs where
// the type check does (tests use an in-memory PGlite; see docs/api.md, "Typed SQL"). When a
// migration changes one of these tables, change its type here in the same commit.
//
// Only the tables (and columns) queried through Kysely are here (applications with their status
// history, notes and tags, interviews, offers, jobs, and what their reads join: users, companies,
// company members, venues, candidate profiles, culture assessments); add a table or a column when
// its first Kysely query arrives. Columns are snake_case, as in SQL: alias to
// camelCase in the select (`.select('a.created_at as createdAt')`) or in the serialiser.
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type {
  ApplicationStatus,
  AvailabilitySlot,
  EmploymentType,
  GuestInteraction,
  InterviewMode,
  InterviewStatus,
  JobCloseOutcome,
  JobPreferenceAction,
  JobStatus,
  MemberRole,
  OfferStatus,
  PrimaryValue,
  SalaryType,
  ScorecardRatings,
  ScorecardRecommendation,
  ServiceApproach,
  TeamSize,
  VenueType,
  WorkPace,
} from 'shared-kernel/contract';

/** timestamptz: read as a Date on both engines; written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** timestamptz with a default (now()): optional on insert. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/**
 * date. The engines read it as different Dates (pg: local midnight, PGlite: UTC midnight), so
 * select it as text: sql<string>`to_char(o.start_date, 'YYYY-MM-DD')`. Written as 'YYYY-MM-DD'.
 */
type CalendarDate = ColumnType<Date, string, string>;
/** A text column limited to a vocabulary by its CHECK, with a default: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface JobsTable {
  id: Generated<string>;
  company_id: string;
  venue_id: string;
  created_by: string | null;
  title: string;
  description: Generated<string>;
  /** Lowercase, trimmed (CHECK skills_are_canonical). */
  skills: Generated<string[]>;
  employment_type: EmploymentType;
  salary_type: SalaryType | null;
  /** Money is integer pence; the JSON says pounds. */
  salary_amount_pence: number | null;
  salary_min_pence: number | null;
  salary_max_pence: number | null;
  pace: WorkPace | null;
  team_size: TeamSize | null;
  urgent: Generated<boolean>;
  status: WithDefault<JobStatus>;
  published_at: Timestamp | null;
  closes_on: CalendarDate | null;
  closed_at: Timestamp | null;
  /** How a closed job ended (014): 'closed' or 'filled'; null while not closed. */
  close_outcome: JobCloseOutcome | null;
  /** Both pay figures on one yearly scale (hourly × 1950), for the pay filter and sort. */
  annual_pay_min_pence: GeneratedAlways<number | null>;
  annual_pay_max_pence: GeneratedAlways<number | null>;
  /** The day parts the job needs (016), as the candidates' availability tokens. */
  day_parts: ColumnType<AvailabilitySlot[], AvailabilitySlot[] | undefined, AvailabilitySlot[]>;
  /** Full-text search (title A, skills B, description C); query it with sql``. */
  search_vector: GeneratedAlways<string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface ApplicationsTable {
  id: Generated<string>;
  job_id: string;
  /** The job's company, copied (kept equal by a composite foreign key). */
  company_id: string;
  candidate_id: string;
  status: WithDefault<ApplicationStatus>;
  cover_letter: string | null;
  availability: ColumnType<AvailabilitySlot[], AvailabilitySlot[] | undefined, AvailabilitySlot[]>;
  status_changed_at: DefaultTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface InterviewsTable {
  id: Generated<string>;
  application_id: string;
  candidate_id: string;
  company_id: string;
  status: WithDefault<InterviewStatus>;
  mode: WithDefault<InterviewMode>;
  starts_at: Timestamp;
  duration_minutes: WithDefault<number>;
  location: string | null;
  video_url: string | null;
  interviewer_name: string | null;
  notes: string | null;
  /** The recruiter's rating, shaped by the API ({ overall, criteria, notes }). */
  scorecard: Record<string, unknown> | null;
  scheduled_by: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface OffersTable {
  id: Generated<string>;
  application_id: string;
  candidate_id: string;
  company_id: string;
  /** Stored statuses; a pending offer past expires_at is *read* as 'expired' by the API. */
  status: WithDefault<OfferStatus>;
  salary_type: SalaryType;
  salary_amount_pence: number;
  start_date: CalendarDate | null;
  expires_at: Timestamp | null;
  message: string | null;
  responded_at: Timestamp | null;
  /** Set when the company withdrew it (014), with what it told the candidate. */
  withdrawn_at: Timestamp | null;
  withdrawal_message: string | null;
  created_by: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** Each status change of an application (the first row: from NULL to 'applied'). */
export interface ApplicationStatusHistoryTable {
  id: Generated<string>;
  application_id: string;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  changed_by: string | null;
  note: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** The company's private notes on an application (015). */
export interface ApplicationNotesTable {
  id: Generated<string>;
  application_id: string;
  author_id: string | null;
  body: string;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** The company's tags on an application (015): canonical (trimmed, lowercase). */
export interface ApplicationTagsTable {
  application_id: string;
  tag: string;
  created_by: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A company's venue (002): only the columns queried through Kysely so far. */
export interface VenuesTable {
  id: Generated<string>;
  company_id: string;
  name: string;
  venue_type: VenueType;
  description: string | null;
  address_line: string | null;
  city: string;
  postcode: string | null;
  /** The venue's culture (spec section 3): a job without its own pace or team size takes these. */
  pace: WorkPace | null;
  team_size: TeamSize | null;
  guest_interaction: GuestInteraction | null;
  service_approach: ServiceApproach | null;
  primary_values: Generated<PrimaryValue[]>;
  /** Where it is (016), from its postcode or city; both null until found. */
  lat: number | null;
  lng: number | null;
  /** Set when archived: its jobs keep it, new jobs cannot pick it. */
  archived_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A company (002): only the columns queried through Kysely so far. */
export interface CompaniesTable {
  id: Generated<string>;
  name: string;
  slug: string;
  description: string | null;
  website_url: string | null;
  logo_url: string | null;
  /** The careers page's branding: '#rrggbb' colours and a headline. */
  primary_color: string | null;
  accent_color: string | null;
  careers_headline: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A user (001): only the columns queried through Kysely so far. */
export interface UsersTable {
  id: Generated<string>;
  email: string;
  first_name: string;
  last_name: string;
  user_type: 'candidate' | 'recruiter';
  /** When the user proved they own `email` (020); null until then. */
  email_verified_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A verification link (020): the token's sha256, single use, 7 days. */
export interface EmailVerificationTokensTable {
  token_hash: string;
  user_id: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Who belongs to a company (002): every member hears about its applications. */
export interface CompanyMembersTable {
  id: Generated<string>;
  company_id: string;
  user_id: string;
  role: WithDefault<MemberRole>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A candidate's profile (002), one per user: only the columns queried through Kysely so far. */
export interface CandidateProfilesTable {
  id: Generated<string>;
  user_id: string;
  bio: string | null;
  experience: string | null;
  phone_number: string | null;
  personality_type: string | null;
  /** Lowercase, trimmed (CHECK skills_are_canonical). */
  skills: Generated<string[]>;
  city: string | null;
  postcode: string | null;
  /** The day parts the candidate can work. */
  availability: ColumnType<AvailabilitySlot[], AvailabilitySlot[] | undefined, AvailabilitySlot[]>;
  /** Only visible profiles are in the talent pool (write the column itself in a WHERE: the
   * partial indexes say `WHERE visible_in_talent_pool`). */
  visible_in_talent_pool: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/**
 * A culture or personality assessment (002): a candidate's (candidate_id) or a company's
 * (company_id, culture only). Only the columns queried through Kysely so far.
 */
export interface AssessmentsTable {
  id: Generated<string>;
  kind: 'culture' | 'personality';
  candidate_id: string | null;
  company_id: string | null;
  work_pace: WorkPace | null;
  guest_interaction: GuestInteraction | null;
  team_size: TeamSize | null;
  service_approach: ServiceApproach | null;
  primary_values: Generated<PrimaryValue[]>;
  personality_type: string | null;
  completed_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A recruiter's rating of a candidate after an interview (010), seen by the company only. */
export interface InterviewScorecardsTable {
  id: Generated<string>;
  application_id: string;
  /** The application's candidate and company, copied (a composite foreign key keeps them equal). */
  candidate_id: string;
  company_id: string;
  interview_id: string | null;
  author_id: string | null;
  /** jsonb, criterion → 1..5; written as JSON text (JSON.stringify). */
  ratings: ColumnType<ScorecardRatings, string, string>;
  recommendation: ScorecardRecommendation;
  notes: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A company's invitation to a talent-pool candidate to apply for a job (010), one per pair. */
export interface JobInvitesTable {
  id: Generated<string>;
  job_id: string;
  company_id: string;
  candidate_id: string;
  invited_by: string | null;
  message: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A job a candidate saved (002), once per pair. */
export interface SavedJobsTable {
  id: Generated<string>;
  candidate_id: string;
  job_id: string;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A candidate's like or dislike of a job (002); the API keeps one of the two per pair. */
export interface JobPreferencesTable {
  id: Generated<string>;
  candidate_id: string;
  job_id: string;
  action: JobPreferenceAction;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/**
 * A candidate's saved search (002): a newly published job matching its criteria notifies them.
 * `criteria` is jsonb in the API's camelCase (candidates/alerts.ts, StoredCriteria), written as
 * JSON text; SQL reads it with ->> in a sql`` template.
 */
export interface JobAlertsTable {
  id: Generated<string>;
  candidate_id: string;
  name: string;
  criteria: ColumnType<Record<string, unknown>, string | undefined, string>;
  active: Generated<boolean>;
  last_notified_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** Which candidate a job alert told about which job (021): once per pair (candidates/alerts.ts). */
export interface JobAlertDeliveriesTable {
  job_id: string;
  candidate_id: string;
  alert_id: string | null;
  created_at: DefaultTimestamp;
}

/** A company's conversation with a candidate (002), one per pair: the columns queried so far. */
export interface ConversationsTable {
  id: Generated<string>;
  company_id: string;
  candidate_id: string;
  job_id: string | null;
  started_by: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** The database as Kysely sees it: table name → row type. */
export interface Tables {
  jobs: JobsTable;
  companies: CompaniesTable;
  venues: VenuesTable;
  users: UsersTable;
  email_verification_tokens: EmailVerificationTokensTable;
  company_members: CompanyMembersTable;
  candidate_profiles: CandidateProfilesTable;
  assessments: AssessmentsTable;
  applications: ApplicationsTable;
  interviews: InterviewsTable;
  offers: OffersTable;
  application_status_history: ApplicationStatusHistoryTable;
  application_notes: ApplicationNotesTable;
  application_tags: ApplicationTagsTable;
  interview_scorecards: InterviewScorecardsTable;
  job_invites: JobInvitesTable;
  saved_jobs: SavedJobsTable;
  job_preferences: JobPreferencesTable;
  job_alerts: JobAlertsTable;
  job_alert_deliveries: JobAlertDeliveriesTable;
  conversations: ConversationsTable;
}
