// The demo marketplace: companies, venues, jobs, candidates, applications with their history,
// interviews, offers, conversations and notifications, written in a few multi-row INSERTs inside one
// transaction. Deterministic (a seeded generator); run once, on an empty database, after
// seedDemoAccounts. The two demo accounts get a full history.

import { milliseconds } from 'date-fns';
import type { ApplicationStatus, ScreeningQuestionInput } from 'shared-kernel/contract';
import {
  OPEN_APPLICATION_STATUSES,
  SCREENING_LIBRARY,
  STALE_APPLICATION_DAYS,
  stagesBefore,
} from 'shared-kernel/rules';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/client.js';
import { kysely } from '../db/kysely.js';
import type { Tables } from '../db/tables.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { companySlug } from '../modules/companies/company-service.js';
import { ONBOARDING_STEPS } from '../modules/companies/onboarding.js';
import {
  BIO_OPENERS,
  CITIES,
  COMPANIES,
  COVER_LETTERS,
  CULTURE_VALUES,
  EXPERIENCE_FACTS,
  EXPERIENCE_LINES,
  VENUE_DAY_PARTS,
  FIRST_NAMES,
  GUEST_INTERACTIONS,
  LAST_NAMES,
  MAGICAL_MOMENTS,
  MESSAGE_PAIRS,
  OFFER_LINES,
  PACES,
  PERSONALITY_TYPES,
  ROLES,
  SERVICE_APPROACHES,
  TEAM_SIZES,
  VENUE_BLURB,
  type CityDef,
  type RoleDef,
  type VenueType,
} from './catalogue.js';
import { DEMO_CANDIDATE, DEMO_RECRUITER } from './demo-accounts.js';
import { lookupPlace } from '../modules/geo/index.js';
import { createNewStartersOfAcceptedOffers } from '../modules/new-starters/index.js';

export const SEED_JOBS = 300;
export const SEED_CANDIDATES = 80;

export type DemoDataSummary = {
  companies: number;
  venues: number;
  jobs: number;
  candidates: number;
  applications: number;
  interviews: number;
  offers: number;
  conversations: number;
  messages: number;
  notifications: number;
  ms: number;
};

// Spans of the generated history, in milliseconds (date-fns's `milliseconds`).
const DAY = milliseconds({ days: 1 });
const HOUR = milliseconds({ hours: 1 });

// ---------- a seeded generator ----------

function generator(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (p: number) => next() < p;
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, count);
  };
  const uuid = (): string => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  return { next, int, pick, chance, sample, uuid };
}

type Rng = ReturnType<typeof generator>;

// ---------- multi-row inserts ----------

type Row = unknown[];
type ColumnName<T extends keyof Tables> = keyof Tables[T] & string;

/**
 * Screening questions from the ready library (issue 33) on the demo company's first two jobs: the
 * first asks the right to work and age with their knock-outs, the second asks without any.
 */
const DEMO_SCREENING: { job: number; keys: string[]; knockouts: boolean }[] = [
  { job: 0, keys: ['right_to_work', 'over_18', 'years_similar_role'], knockouts: true },
  { job: 1, keys: ['food_hygiene', 'late_finishes', 'years_similar_role'], knockouts: false },
];

function screeningRows(jobs: { id: string }[]): Row[] {
  return DEMO_SCREENING.flatMap(({ job, keys, knockouts }) =>
    keys.map((key, position) => {
      const ready = SCREENING_LIBRARY.find((q) => q.key === key)!
        .question as ScreeningQuestionInput;
      return [
        jobs[job].id,
        position,
        ready.question,
        ready.kind,
        ready.choices ? JSON.stringify(ready.choices) : null,
        ready.required,
        knockouts && ready.knockout ? JSON.stringify(ready.knockout) : null,
      ];
    }),
  );
}

/**
 * INSERT INTO table (columns) VALUES (…), (…): one statement per 2,000 rows. A column written
 * `name:type` gets a cast (`text[]`, `jsonb`, …).
 */
async function insertRows<T extends keyof Tables>(
  tx: Db,
  table: T,
  columns: (ColumnName<T> | `${ColumnName<T>}:${string}`)[],
  rows: Row[],
): Promise<void> {
  const names = columns.map((c) => c.split(':')[0]);
  const casts = columns.map((c) => {
    const type = c.split(':')[1];
    if (!type) return null;
    return sql.raw(type === 'jsonb' ? '::text::jsonb' : `::${type}`);
  });
  for (let start = 0; start < rows.length; start += 2000) {
    const values = rows.slice(start, start + 2000).map((row) =>
      Object.fromEntries(
        row.map((value, i) => {
          const cast = casts[i];
          // null, not undefined: Kysely would write DEFAULT for a missing value.
          const cell = value === undefined ? null : value;
          return [names[i], cast ? sql`${cell}${cast}` : cell];
        }),
      ),
    );
    // The rows are positional (the columns above, checked against the table); Kysely takes objects.
    await kysely(tx)
      .insertInto(table)
      .values(values as Insertable<Tables[T]>[])
      .execute();
  }
}

// ---------- the model ----------

type Company = { id: string; slug: string; ownerId: string; def: (typeof COMPANIES)[number] };
type Venue = {
  id: string;
  companyId: string;
  name: string;
  type: VenueType;
  city: CityDef;
  pace: string;
  teamSize: string;
};
type Job = {
  id: string;
  company: Company;
  venue: Venue;
  role: RoleDef;
  status: 'draft' | 'open' | 'closed';
  publishedAt: number | null;
  pay: { type: 'hourly' | 'yearly'; amount: number | null; min: number | null; max: number | null };
};
type Candidate = {
  id: string;
  firstName: string;
  lastName: string;
  city: string;
  skills: string[];
};
type Status = ApplicationStatus;

const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);
const cityDef = (name: string): CityDef => CITIES.find((c) => c.city === name) ?? CITIES[0];
const toPence = (pounds: number) => Math.round(pounds * 100);

/** The history (status, by whom) leading to each status (decisions section 4). */
function pathTo(status: Status, rng: Rng): Status[] {
  switch (status) {
    case 'accepted':
    case 'declined':
      return [...OPEN_APPLICATION_STATUSES, status];
    case 'rejected':
    case 'withdrawn':
      // out of the way at one of the stages before an offer
      return [...stagesBefore('offered').slice(0, rng.int(1, 3)), status];
    default:
      return [...stagesBefore(status), status];
  }
}

/** Seeds the demo marketplace. Call on an empty database right after seedDemoAccounts. */
export async function seedDemoData(db: Db, now = Date.now()): Promise<DemoDataSummary> {
  const started = performance.now();
  const rng = generator(20261122);
  const passwordHash = await hashPassword(DEMO_CANDIDATE.password);

  const demoUsers = await kysely(db)
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [DEMO_CANDIDATE.email, DEMO_RECRUITER.email])
    .execute();
  const demoCandidateId = demoUsers.find((u) => u.email === DEMO_CANDIDATE.email)?.id;
  const demoRecruiterId = demoUsers.find((u) => u.email === DEMO_RECRUITER.email)?.id;
  if (!demoCandidateId || !demoRecruiterId) throw new Error('seed the demo accounts first');

  // Users: one owner per company (the demo recruiter owns the first) and the candidates.
  const users: Row[] = [];
  const companies: Company[] = COMPANIES.map((def, index) => {
    let ownerId = demoRecruiterId;
    if (index > 0) {
      ownerId = rng.uuid();
      const first = FIRST_NAMES[(index * 7) % FIRST_NAMES.length];
      const last = LAST_NAMES[(index * 11) % LAST_NAMES.length];
      const email = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
      users.push([
        ownerId,
        `${email}@${companySlug(def.name)}.example`,
        passwordHash,
        first,
        last,
        'recruiter',
        iso(now - rng.int(60, 120) * DAY),
      ]);
    }
    return { id: rng.uuid(), slug: companySlug(def.name), ownerId, def };
  });

  const candidates: Candidate[] = [];
  const profiles: Row[] = [];
  const assessments: Row[] = [];
  const availabilityTokens = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].flatMap((d) =>
    ['morning', 'afternoon', 'evening', 'late'].map((p) => `${d}_${p}`),
  );
  const allRoles = Object.values(ROLES).flat();
  const cultureRow = (subject: { candidateId?: string; companyId?: string }) => {
    const responses = {
      workPace: rng.pick(PACES),
      guestInteraction: rng.pick(GUEST_INTERACTIONS),
      teamSize: rng.pick(TEAM_SIZES),
      serviceApproach: rng.pick(SERVICE_APPROACHES),
      primaryValues: rng.sample(CULTURE_VALUES, rng.int(2, 3)),
    };
    assessments.push([
      'culture',
      subject.candidateId ?? null,
      subject.companyId ?? null,
      responses.workPace,
      responses.guestInteraction,
      responses.teamSize,
      responses.serviceApproach,
      responses.primaryValues,
      JSON.stringify(responses),
      null,
      null,
      iso(now - rng.int(5, 40) * DAY),
    ]);
  };
  const personalityRow = (candidateId: string, type: string) => {
    const keys = ['host', 'craftsperson', 'organiser', 'energiser'];
    const winner = keys[PERSONALITY_TYPES.indexOf(type as (typeof PERSONALITY_TYPES)[number])];
    const scores = Object.fromEntries(
      keys.map((k) => [k, k === winner ? rng.int(4, 6) : rng.int(0, 3)]),
    );
    assessments.push([
      'personality',
      candidateId,
      null,
      null,
      null,
      null,
      null,
      [],
      '{}',
      type,
      JSON.stringify(scores),
      iso(now - rng.int(5, 40) * DAY),
    ]);
  };
  const profileFor = (c: Candidate, visible: boolean, personality: string) => {
    const role = rng.pick(allRoles);
    const city = cityDef(c.city);
    // The same random draws, in the same order, as before the structured experience.
    const bio = `${rng.pick(BIO_OPENERS)} based in ${c.city}. Looking for ${role.title.toLowerCase()} shifts with a team that takes pride in great service.`;
    const lines = rng.sample(EXPERIENCE_LINES, rng.int(1, 3));
    const home = lookupPlace(c.city);
    profiles.push([
      c.id,
      bio,
      lines.map((line) => `- ${line}`).join('\n'),
      `07700 900${String(rng.int(0, 999)).padStart(3, '0')}`,
      personality,
      c.skills,
      c.city,
      rng.pick(city.districts),
      rng.sample(availabilityTokens, rng.int(6, 16)),
      visible,
      JSON.stringify(lines.map((line) => EXPERIENCE_FACTS[line]).filter(Boolean)),
      home?.label ?? null,
      home?.lat ?? null,
      home?.lng ?? null,
      home ? 15 : null,
    ]);
    cultureRow({ candidateId: c.id });
    personalityRow(c.id, personality);
  };

  // The demo candidate: a bartender/barista in London, with a full profile.
  const demoCandidate: Candidate = {
    id: demoCandidateId,
    firstName: DEMO_CANDIDATE.firstName,
    lastName: DEMO_CANDIDATE.lastName,
    city: 'London',
    skills: ['cocktails', 'customer service', 'espresso', 'latte art', 'cash handling', 'epos'],
  };
  profileFor(demoCandidate, true, 'The Host');

  for (let i = 0; i < SEED_CANDIDATES; i++) {
    const firstName = FIRST_NAMES[i % FIRST_NAMES.length];
    const lastName = LAST_NAMES[(i * 7 + Math.floor(i / FIRST_NAMES.length)) % LAST_NAMES.length];
    const roles = rng.sample(allRoles, 2);
    const c: Candidate = {
      id: rng.uuid(),
      firstName,
      lastName,
      city: rng.pick(CITIES).city,
      skills: [...new Set(roles.flatMap((r) => rng.sample(r.skills, rng.int(2, 4))))],
    };
    candidates.push(c);
    const local = `${firstName}.${lastName}${i + 1}`.toLowerCase().replace(/[^a-z0-9.]/g, '');
    users.push([
      c.id,
      `${local}@candidates.hospohire.demo`,
      passwordHash,
      firstName,
      lastName,
      'candidate',
      iso(now - rng.int(10, 90) * DAY),
    ]);
    profileFor(c, rng.chance(0.85), rng.pick(PERSONALITY_TYPES));
  }

  // Companies, members, onboarding, culture, subscriptions, venues, magical moments.
  const companyRows: Row[] = [];
  const memberRows: Row[] = [];
  const stepRows: Row[] = [];
  const subscriptionRows: Row[] = [];
  const venueRows: Row[] = [];
  const momentRows: Row[] = [];
  const venues: Venue[] = [];
  for (const company of companies) {
    const { def } = company;
    const created = now - rng.int(60, 120) * DAY;
    companyRows.push([
      company.id,
      def.name,
      company.slug,
      def.description,
      `https://www.${company.slug}.example`,
      def.primary,
      def.accent,
      def.headline,
      company.ownerId,
      iso(created),
    ]);
    memberRows.push([company.id, company.ownerId, 'owner', iso(created)]);
    for (const [index, step] of ONBOARDING_STEPS.entries()) {
      stepRows.push([
        company.id,
        step.key,
        step.required,
        index + 1,
        iso(created + (index + 1) * HOUR),
        company.ownerId,
      ]);
    }
    cultureRow({ companyId: company.id });
    subscriptionRows.push([company.id, 'scale', 'active', null, iso(now + 30 * DAY)]);
    def.venues.forEach((type, index) => {
      const city = cityDef(def.cities[index % def.cities.length]);
      const venue: Venue = {
        id: rng.uuid(),
        companyId: company.id,
        name: def.venueNames[index],
        type,
        city,
        pace: rng.pick(PACES),
        teamSize: rng.pick(TEAM_SIZES),
      };
      venues.push(venue);
      venueRows.push([
        venue.id,
        company.id,
        venue.name,
        type,
        `${venue.name} is ${rng.pick(VENUE_BLURB[type])} in ${city.city}.`,
        `${rng.int(1, 180)} ${rng.pick(city.streets)}`,
        city.city,
        rng.pick(city.districts),
        venue.pace,
        venue.teamSize,
        rng.pick(GUEST_INTERACTIONS),
        rng.pick(SERVICE_APPROACHES),
        rng.sample(CULTURE_VALUES, rng.int(2, 3)),
        iso(created + 2 * HOUR),
      ]);
    });
    for (const [title, description] of rng.sample(MAGICAL_MOMENTS, 2)) {
      momentRows.push([
        company.id,
        rng.pick(FIRST_NAMES),
        title,
        description,
        day(now - rng.int(3, 60) * DAY),
        company.ownerId,
      ]);
    }
  }

  // Jobs: the demo company gets 24 (mostly open); the rest spread over the other venues.
  const jobs: Job[] = [];
  const jobRows: Row[] = [];
  const demoVenues = venues.filter((v) => v.companyId === companies[0].id);
  const otherVenues = venues.filter((v) => v.companyId !== companies[0].id);
  for (let i = 0; i < SEED_JOBS; i++) {
    const demo = i < 24;
    const venue = demo ? demoVenues[i % demoVenues.length] : otherVenues[i % otherVenues.length];
    const company = companies.find((c) => c.id === venue.companyId) as Company;
    const role = ROLES[venue.type][rng.int(0, ROLES[venue.type].length - 1)];
    const roll = rng.next();
    const status = demo
      ? i % 12 === 11
        ? 'draft'
        : i % 12 === 10
          ? 'closed'
          : 'open'
      : roll < 0.82
        ? 'open'
        : roll < 0.91
          ? 'draft'
          : 'closed';
    const publishedAt =
      status === 'draft' ? null : now - rng.int(0, 29) * DAY - rng.int(1, 20) * HOUR;
    const { min, max, kind } = role.pay;
    const step = kind === 'hourly' ? 0.25 : 1000;
    const lo = Math.round((min + rng.next() * (max - min) * 0.5) / step) * step;
    const hi = Math.min(max, Math.round((lo + (max - min) * 0.4) / step) * step);
    const clamp = (v: number) =>
      kind === 'hourly' ? Math.min(18, Math.max(11.44, v)) : Math.min(55000, Math.max(24000, v));
    const ranged = rng.chance(kind === 'hourly' ? 0.4 : 0.3) && hi > lo;
    const pay: Job['pay'] = ranged
      ? { type: kind, amount: null, min: toPence(clamp(lo)), max: toPence(clamp(hi)) }
      : { type: kind, amount: toPence(clamp(lo)), min: null, max: null };
    const job: Job = { id: rng.uuid(), company, venue, role, status, publishedAt, pay };
    jobs.push(job);
    const employmentType =
      kind === 'yearly'
        ? rng.chance(0.9)
          ? 'full_time'
          : 'contract'
        : rng.pick(['full_time', 'part_time', 'part_time', 'temporary', 'seasonal']);
    const description = [
      `${company.def.name} is looking for a ${role.title} to join the team at ${venue.name}, ${rng.pick(VENUE_BLURB[venue.type])} in ${venue.city.city}.`,
      `As our ${role.title}, you will ${role.duties}. Experience with ${role.skills.slice(0, 2).join(' and ')} will help you hit the ground running.`,
      `What we offer:\n${rng
        .sample(OFFER_LINES, 3)
        .map((line) => `- ${line}`)
        .join('\n')}`,
    ].join('\n\n');
    const created = publishedAt ?? now - rng.int(0, 10) * DAY;
    jobRows.push([
      job.id,
      company.id,
      venue.id,
      company.ownerId,
      role.title,
      description,
      rng.sample(role.skills, Math.min(role.skills.length, rng.int(3, 5))),
      employmentType,
      pay.type,
      pay.amount,
      pay.min,
      pay.max,
      venue.pace,
      venue.teamSize,
      status === 'open' && rng.chance(0.15),
      status,
      publishedAt === null ? null : iso(publishedAt),
      day(now + rng.int(14, 60) * DAY),
      status === 'closed' ? iso(now - rng.int(0, 2) * DAY) : null,
      iso(created - HOUR),
      VENUE_DAY_PARTS[venue.type],
    ]);
  }

  // Applications with history, interviews and offers.
  const applicationRows: Row[] = [];
  const historyRows: Row[] = [];
  const interviewRows: Row[] = [];
  const offerRows: Row[] = [];
  const notificationRows: Row[] = [];
  const statusCount = new Map<string, number>();
  const applied = new Set<string>();
  const cycle: Status[] = [
    'applied',
    'reviewed',
    'applied',
    'interviewed',
    'rejected',
    'applied',
    'reviewed',
    'offered',
    'applied',
    'rejected',
    'accepted',
    'interviewed',
    'applied',
    'declined',
  ];
  const addApplication = (
    candidate: Candidate,
    job: Job,
    status: Status,
    options: { upcomingInterview?: boolean; recent?: boolean } = {},
  ): string | null => {
    const key = `${job.id}:${candidate.id}`;
    if (applied.has(key) || job.publishedAt === null) return null;
    applied.add(key);
    const id = rng.uuid();
    const path = pathTo(status, rng);
    const since = Math.max(job.publishedAt, now - (options.recent ? 6 : 29) * DAY);
    const createdAt = since + rng.next() * (now - 2 * HOUR - since) * (path.length > 1 ? 0.5 : 1);
    const span = now - HOUR - createdAt;
    const times = path.map((_, k) => createdAt + (span * k) / path.length);
    const lastAt = times[times.length - 1];
    const owner = job.company.ownerId;
    path.forEach((to, k) => {
      const by = ['applied', 'accepted', 'declined', 'withdrawn'].includes(to)
        ? candidate.id
        : owner;
      historyRows.push([id, k === 0 ? null : path[k - 1], to, by, iso(times[k])]);
    });
    applicationRows.push([
      id,
      job.id,
      job.company.id,
      candidate.id,
      status,
      rng.chance(0.7) ? rng.pick(COVER_LETTERS) : null,
      iso(lastAt),
      iso(createdAt),
      rng.sample(availabilityTokens, rng.int(4, 10)),
      // An old unanswered one was reminded once already (issue 33), so a fresh demo does not
      // start with a burst of reminders.
      (status === 'applied' || status === 'reviewed') && now - lastAt > STALE_APPLICATION_DAYS * DAY
        ? iso(lastAt + STALE_APPLICATION_DAYS * DAY)
        : null,
    ]);
    statusCount.set(status, (statusCount.get(status) ?? 0) + 1);
    const interviewAt = path.indexOf('interviewed');
    if (interviewAt >= 0) {
      const scheduledAt = times[interviewAt];
      const closedAfter = path.length > interviewAt + 1;
      const upcoming = options.upcomingInterview ?? (!closedAfter && rng.chance(0.5));
      const startsAt = upcoming
        ? now + rng.int(1, 10) * DAY + rng.int(9, 16) * HOUR
        : scheduledAt + (Math.min(times[interviewAt + 1] ?? now, now) - scheduledAt) * 0.5;
      const mode = rng.pick(['in_person', 'in_person', 'video', 'phone'] as const);
      interviewRows.push([
        id,
        candidate.id,
        job.company.id,
        upcoming ? rng.pick(['scheduled', 'confirmed']) : 'completed',
        mode,
        iso(Math.round(startsAt / (15 * 60 * 1000)) * 15 * 60 * 1000),
        rng.pick([30, 45, 60]),
        mode === 'in_person' ? `${job.venue.name}, ${job.venue.city.city}` : null,
        mode === 'video' ? 'https://meet.example.com/hospohire-interview' : null,
        `${FIRST_NAMES[(job.company.def.name.length * 3) % FIRST_NAMES.length]} (${job.role.title === 'Head Chef' ? 'Owner' : 'Manager'})`,
        owner,
        iso(scheduledAt),
      ]);
      if (upcoming) {
        notificationRows.push([
          candidate.id,
          'interview.scheduled',
          'Interview scheduled',
          `Your interview for ${job.role.title} at ${job.venue.name} is booked`,
          '/interviews',
          false,
          iso(scheduledAt),
        ]);
      }
    }
    const offerAt = path.indexOf('offered');
    if (offerAt >= 0) {
      const final = path[offerAt + 1];
      offerRows.push([
        id,
        candidate.id,
        job.company.id,
        final === 'accepted' ? 'accepted' : final === 'declined' ? 'declined' : 'pending',
        job.pay.type,
        job.pay.amount ?? job.pay.min,
        day(now + rng.int(10, 30) * DAY),
        iso(final ? times[offerAt] + 7 * DAY : now + rng.int(3, 7) * DAY),
        `We loved meeting you and would be delighted to offer you the ${job.role.title} role at ${job.venue.name}.`,
        final ? iso(times[offerAt + 1]) : null,
        owner,
        iso(times[offerAt]),
      ]);
      if (!final) {
        notificationRows.push([
          candidate.id,
          'offer.new',
          'You have a job offer',
          `${job.company.def.name} offered you the ${job.role.title} role`,
          '/job-offers',
          false,
          iso(times[offerAt]),
        ]);
      }
    }
    return id;
  };

  // The demo candidate: two applications with the demo company (an upcoming interview and a
  // pending offer) and others across statuses.
  const liveJobs = jobs.filter((j) => j.status === 'open');
  const demoCompanyJobs = liveJobs.filter((j) => j.company.id === companies[0].id);
  addApplication(demoCandidate, demoCompanyJobs[0], 'interviewed', { upcomingInterview: true });
  addApplication(demoCandidate, demoCompanyJobs[1], 'offered');
  const londonish = liveJobs.filter((j) => j.company.id !== companies[0].id);
  (['applied', 'reviewed', 'rejected', 'declined', 'applied'] as Status[]).forEach((status, k) =>
    addApplication(demoCandidate, londonish[k * 7], status, { recent: k === 0 }),
  );

  // Other candidates on the demo company's jobs (fresh ones too), then everyone elsewhere.
  candidates.slice(0, 14).forEach((c, k) => {
    addApplication(c, demoCompanyJobs[(k + 2) % demoCompanyJobs.length], cycle[k % cycle.length], {
      recent: k % 2 === 0,
    });
  });
  const appliable = jobs.filter((j) => j.status !== 'draft');
  let n = 0;
  for (const c of candidates) {
    const count = rng.int(3, 8);
    for (const job of rng.sample(appliable, count)) {
      const status = job.status === 'closed' && n % 2 ? 'rejected' : cycle[n % cycle.length];
      if (addApplication(c, job, status, { recent: n % 3 === 0 })) n++;
    }
  }

  // Saved jobs, a job alert, conversations, notifications.
  const savedRows: Row[] = rng
    .sample(liveJobs, 5)
    .map((job) => [demoCandidateId, job.id, iso(now - rng.int(0, 6) * DAY)]);
  for (const c of candidates.slice(0, 30)) {
    for (const job of rng.sample(liveJobs, 2))
      savedRows.push([c.id, job.id, iso(now - rng.int(0, 20) * DAY)]);
  }
  const alertRows: Row[] = [
    [
      demoCandidateId,
      'Bartender jobs in London',
      JSON.stringify({ q: 'bartender', city: 'London', venueTypes: ['bar'] }),
      iso(now - 12 * DAY),
    ],
    [
      demoCandidateId,
      'Barista shifts',
      JSON.stringify({ q: 'barista', employmentTypes: ['part_time'], salaryType: 'hourly' }),
      iso(now - 4 * DAY),
    ],
  ];

  const conversationRows: Row[] = [];
  const messageRows: Row[] = [];
  const talkedTo = new Set<string>();
  const converse = (company: Company, candidate: Candidate, job: Job, exchanges: number) => {
    const key = `${company.id}:${candidate.id}`;
    if (talkedTo.has(key)) return '';
    talkedTo.add(key);
    const id = rng.uuid();
    let t = now - rng.int(2, 10) * DAY;
    const pairs = MESSAGE_PAIRS.slice(0, exchanges);
    for (const [fromCompany, fromCandidate] of pairs) {
      messageRows.push([id, company.ownerId, fromCompany, iso(t)]);
      t += rng.int(1, 10) * HOUR;
      messageRows.push([id, candidate.id, fromCandidate, iso(t)]);
      t += rng.int(2, 20) * HOUR;
    }
    const last = t - HOUR;
    conversationRows.push([
      id,
      company.id,
      candidate.id,
      job.id,
      company.ownerId,
      iso(Math.min(last, now)),
      iso(Math.min(last, now)),
      null,
      iso(now - 12 * DAY),
    ]);
    notificationRows.push([
      company.ownerId,
      'message.created',
      'New message',
      `${candidate.firstName} ${candidate.lastName} replied`,
      `/talent-pool/messages/${id}`,
      true,
      iso(Math.min(last, now)),
    ]);
    return id;
  };
  const demoConversationId = converse(companies[0], demoCandidate, demoCompanyJobs[0], 3);
  notificationRows.push([
    demoCandidateId,
    'message.created',
    'New message',
    `${companies[0].def.name} sent you a message`,
    `/talent-pool/messages/${demoConversationId}`,
    false,
    iso(now - 2 * DAY),
  ]);
  candidates.slice(0, 24).forEach((c, k) => {
    const job = demoCompanyJobs[(k + 2) % demoCompanyJobs.length];
    const company = k < 6 ? companies[0] : companies[1 + (k % (companies.length - 1))];
    converse(
      company,
      c,
      company === companies[0] ? job : (jobs.find((j) => j.company === company) as Job),
      rng.int(1, 3),
    );
  });

  notificationRows.push(
    [
      demoCandidateId,
      'application.status',
      'Application reviewed',
      'Your application was reviewed',
      '/applications',
      true,
      iso(now - 3 * DAY),
    ],
    [
      demoCandidateId,
      'job_alert.match',
      'New jobs match "Bartender jobs in London"',
      '3 new jobs match your alert',
      '/job-alerts',
      false,
      iso(now - DAY),
    ],
    [
      demoCandidateId,
      'system',
      'Welcome to HospoHire',
      'Complete your profile to stand out to employers',
      '/profile',
      true,
      iso(now - 20 * DAY),
    ],
    [
      demoRecruiterId,
      'application.created',
      'New application',
      `${candidates[0].firstName} ${candidates[0].lastName} applied for ${demoCompanyJobs[2].role.title}`,
      `/job-applications/${demoCompanyJobs[2].id}`,
      false,
      iso(now - 5 * HOUR),
    ],
    [
      demoRecruiterId,
      'offer.declined',
      'Offer declined',
      'A candidate declined your offer',
      '/job-offers',
      true,
      iso(now - 4 * DAY),
    ],
    [
      demoRecruiterId,
      'system',
      'Welcome to HospoHire',
      'Your company profile is live',
      '/recruiter-dashboard',
      true,
      iso(now - 30 * DAY),
    ],
  );

  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      'users',
      [
        'id:uuid',
        'email',
        'password_hash',
        'first_name',
        'last_name',
        'user_type',
        'created_at:timestamptz',
      ],
      users,
    );
    // The demo's people are verified (migration 020), as the demo accounts are: the demo shows
    // every e-mail a real, verified user gets.
    await kysely(tx)
      .updateTable('users')
      .set((eb) => ({ email_verified_at: eb.ref('created_at') }))
      .where('id', '=', (eb) => eb.fn.any(eb.val(users.map((row) => row[0] as string))))
      .execute();
    await insertRows(
      tx,
      'candidate_profiles',
      [
        'user_id:uuid',
        'bio',
        'experience',
        'phone_number',
        'personality_type',
        'skills:text[]',
        'city',
        'postcode',
        'availability:text[]',
        'visible_in_talent_pool:boolean',
        'experience_roles:jsonb',
        'home_area',
        'home_lat:float8',
        'home_lng:float8',
        'travel_miles:integer',
      ],
      profiles,
    );
    await insertRows(
      tx,
      'companies',
      [
        'id:uuid',
        'name',
        'slug',
        'description',
        'website_url',
        'primary_color',
        'accent_color',
        'careers_headline',
        'created_by:uuid',
        'created_at:timestamptz',
      ],
      companyRows,
    );
    await insertRows(
      tx,
      'company_members',
      ['company_id:uuid', 'user_id:uuid', 'role', 'created_at:timestamptz'],
      memberRows,
    );
    await insertRows(
      tx,
      'company_onboarding_steps',
      [
        'company_id:uuid',
        'step',
        'required:boolean',
        'sort_order:smallint',
        'completed_at:timestamptz',
        'completed_by:uuid',
      ],
      stepRows,
    );
    await insertRows(
      tx,
      'subscriptions',
      [
        'company_id:uuid',
        'plan',
        'status',
        'open_jobs_limit:integer',
        'current_period_end:timestamptz',
      ],
      subscriptionRows,
    );
    await insertRows(
      tx,
      'assessments',
      [
        'kind',
        'candidate_id:uuid',
        'company_id:uuid',
        'work_pace',
        'guest_interaction',
        'team_size',
        'service_approach',
        'primary_values:text[]',
        'answers:jsonb',
        'personality_type',
        'scores:jsonb',
        'completed_at:timestamptz',
      ],
      assessments,
    );
    await insertRows(
      tx,
      'venues',
      [
        'id:uuid',
        'company_id:uuid',
        'name',
        'venue_type',
        'description',
        'address_line',
        'city',
        'postcode',
        'pace',
        'team_size',
        'guest_interaction',
        'service_approach',
        'primary_values:text[]',
        'created_at:timestamptz',
      ],
      venueRows,
    );
    await insertRows(
      tx,
      'magical_moments',
      [
        'company_id:uuid',
        'team_member_name',
        'title',
        'description',
        'occurred_on:date',
        'created_by:uuid',
      ],
      momentRows,
    );
    await insertRows(
      tx,
      'jobs',
      [
        'id:uuid',
        'company_id:uuid',
        'venue_id:uuid',
        'created_by:uuid',
        'title',
        'description',
        'skills:text[]',
        'employment_type',
        'salary_type',
        'salary_amount_pence:integer',
        'salary_min_pence:integer',
        'salary_max_pence:integer',
        'pace',
        'team_size',
        'urgent:boolean',
        'status',
        'published_at:timestamptz',
        'closes_on:date',
        'closed_at:timestamptz',
        'created_at:timestamptz',
        'day_parts:text[]',
      ],
      jobRows,
    );
    await insertRows(
      tx,
      'applications',
      [
        'id:uuid',
        'job_id:uuid',
        'company_id:uuid',
        'candidate_id:uuid',
        'status',
        'cover_letter',
        'status_changed_at:timestamptz',
        'created_at:timestamptz',
        'availability:text[]',
        'stale_reminded_at:timestamptz',
      ],
      applicationRows,
    );
    await insertRows(
      tx,
      'application_status_history',
      [
        'application_id:uuid',
        'from_status',
        'to_status',
        'changed_by:uuid',
        'created_at:timestamptz',
      ],
      historyRows,
    );
    await insertRows(
      tx,
      'interviews',
      [
        'application_id:uuid',
        'candidate_id:uuid',
        'company_id:uuid',
        'status',
        'mode',
        'starts_at:timestamptz',
        'duration_minutes:integer',
        'location',
        'meeting_url',
        'interviewer_name',
        'scheduled_by:uuid',
        'created_at:timestamptz',
      ],
      interviewRows,
    );
    await insertRows(
      tx,
      'offers',
      [
        'application_id:uuid',
        'candidate_id:uuid',
        'company_id:uuid',
        'status',
        'salary_type',
        'salary_amount_pence:integer',
        'start_date:date',
        'expires_at:timestamptz',
        'message',
        'responded_at:timestamptz',
        'created_by:uuid',
        'created_at:timestamptz',
      ],
      offerRows,
    );
    // Each accepted offer's new-starter pack (issue 43), its steps still to do.
    await createNewStartersOfAcceptedOffers(tx);
    await insertRows(
      tx,
      'saved_jobs',
      ['candidate_id:uuid', 'job_id:uuid', 'created_at:timestamptz'],
      savedRows,
    );
    await insertRows(
      tx,
      'job_alerts',
      ['candidate_id:uuid', 'name', 'criteria:jsonb', 'created_at:timestamptz'],
      alertRows,
    );
    await insertRows(
      tx,
      'conversations',
      [
        'id:uuid',
        'company_id:uuid',
        'candidate_id:uuid',
        'job_id:uuid',
        'started_by:uuid',
        'last_message_at:timestamptz',
        'company_last_read_at:timestamptz',
        'candidate_last_read_at:timestamptz',
        'created_at:timestamptz',
      ],
      conversationRows,
    );
    await insertRows(
      tx,
      'messages',
      ['conversation_id:uuid', 'sender_id:uuid', 'body', 'created_at:timestamptz'],
      messageRows,
    );
    await insertRows(
      tx,
      'notifications',
      ['user_id:uuid', 'type', 'title', 'body', 'href', 'read:boolean', 'created_at:timestamptz'],
      notificationRows,
    );
    await insertRows(
      tx,
      'job_screening_questions',
      [
        'job_id:uuid',
        'position:integer',
        'question',
        'kind',
        'choices:jsonb',
        'required:boolean',
        'knockout:jsonb',
      ],
      screeningRows(jobs),
    );
  });

  return {
    companies: companies.length,
    venues: venues.length,
    jobs: jobs.length,
    candidates: candidates.length + 1,
    applications: applicationRows.length,
    interviews: interviewRows.length,
    offers: offerRows.length,
    conversations: conversationRows.length,
    messages: messageRows.length,
    notifications: notificationRows.length,
    ms: Math.round(performance.now() - started),
  };
}

/** The one-line summary main logs. */
export function demoDataSummaryText(s: DemoDataSummary): string {
  return (
    `seeded demo data in ${s.ms} ms: ${s.companies} companies, ${s.venues} venues, ${s.jobs} jobs, ` +
    `${s.candidates} candidates, ${s.applications} applications, ${s.interviews} interviews, ` +
    `${s.offers} offers, ${s.conversations} conversations, ${s.messages} messages, ` +
    `${s.notifications} notifications`
  );
}
