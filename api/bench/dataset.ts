// The bench marketplace (issue 15): `jobs` open jobs at venues in 24 UK towns and `candidates`
// candidates, each different — their own home area and travel distance, skills, availability,
// structured experience, most with culture answers and a personality type — with a session each.
// Built in SQL in a few statements, so that 100,000 jobs take seconds.
//
// Shared by the benches: bench/api.ts (recommendations, health) and bench/search.ts (helper
// "search": `search cold 10k` / `search cold 100k`): call `benchMarketplace(db, size)` on a fresh
// database, then load the URLs with `coldLoad` (each request a different candidate).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { EXPERIENCE_ROLES, VENUE_TYPES } from 'shared-kernel/contract';
import type { Db } from '../src/db/client.js';
import { SESSION_COOKIE } from '../src/modules/auth/sessions.js';
import { randomSecret, sha256Hex } from '../src/secrets.js';
import { geocodeVenues, lookupPlace } from '../src/modules/geo/index.js';

export type BenchSize = { label: string; jobs: number; candidates: number };
export const BENCH_SIZES: BenchSize[] = [
  { label: '10k', jobs: 10_000, candidates: 2_000 },
  { label: '100k', jobs: 100_000, candidates: 20_000 },
];

/** Towns with a postcode district each (venues are found through api/data/geo like any other). */
const TOWNS: [string, string][] = [
  ['London', 'E1 6QL'],
  ['London', 'SE1 9PX'],
  ['London', 'W1F 8WE'],
  ['Manchester', 'M1 4BT'],
  ['Salford', 'M5 4WT'],
  ['Leeds', 'LS1 6HW'],
  ['Edinburgh', 'EH1 1QS'],
  ['Glasgow', 'G1 3SL'],
  ['Bristol', 'BS1 4RN'],
  ['Birmingham', 'B1 1RD'],
  ['Liverpool', 'L1 4DQ'],
  ['Brighton', 'BN1 1HB'],
  ['York', 'YO1 6DQ'],
  ['Sheffield', 'S1 4FW'],
  ['Nottingham', 'NG1 6FB'],
  ['Newcastle upon Tyne', 'NE1 5DW'],
  ['Cardiff', 'CF10 1EP'],
  ['Bath', 'BA1 1SU'],
  ['Oxford', 'OX1 3BW'],
  ['Cambridge', 'CB2 3QF'],
  ['Norwich', 'NR2 1NQ'],
  ['Exeter', 'EX4 3LS'],
  ['Belfast', 'BT1 5GS'],
  ['Aberdeen', 'AB10 1AN'],
];

const TITLES = [
  'Bartender',
  'Barista',
  'Waiter',
  'Sous Chef',
  'Receptionist',
  'Line Cook',
  'Mixologist',
  'Host',
  'Kitchen Porter',
  'Housekeeper',
];
const SKILLS = [
  'cocktails',
  'cash handling',
  'latte art',
  'espresso',
  'customer service',
  'silver service',
  'food safety',
  'knife skills',
  'reception',
  'housekeeping',
  'wine knowledge',
  'epos',
  'stock control',
  'allergen awareness',
  'pastry',
  'barista training',
];
const ROLES = EXPERIENCE_ROLES;

/** Grows a fresh database (migrated, demo data or not) to the size's open jobs and candidates. */
export async function benchMarketplace(db: Db, size: BenchSize): Promise<void> {
  const companies = Math.max(10, Math.round(size.jobs / 100));
  await db.query(
    `INSERT INTO companies (name, slug, description)
     SELECT 'Bench Group ' || g, 'bench-group-' || g, 'A bench hospitality group'
     FROM generate_series(1, $1::int) AS g`,
    [companies],
  );
  await db.query(
    `INSERT INTO venues (company_id, name, venue_type, city, postcode, pace, team_size,
                         guest_interaction, service_approach, primary_values)
     SELECT c.id, c.name || ' venue ' || k, ($1::text[])[1 + (c.n + k) % 4],
            ($2::text[])[1 + (c.n * 7 + k * 5) % array_length($2::text[], 1)],
            ($3::text[])[1 + (c.n * 7 + k * 5) % array_length($3::text[], 1)],
            (ARRAY['fast','moderate','relaxed'])[1 + (c.n + k) % 3],
            (ARRAY['small','medium','large'])[1 + (c.n * 3 + k) % 3],
            (ARRAY['high','moderate','minimal'])[1 + (c.n + 2 * k) % 3],
            (ARRAY['personalized','efficient','formal','casual'])[1 + (c.n + k) % 4],
            string_to_array((ARRAY['teamwork|quality', 'innovation|growth', 'tradition|quality',
                                   'sustainability|teamwork'])[1 + c.n % 4], '|')
     FROM (SELECT id, name, substring(slug from '[0-9]+$')::int AS n FROM companies
           WHERE slug LIKE 'bench-group-%') c
     CROSS JOIN generate_series(1, 3) AS k`,
    [VENUE_TYPES, TOWNS.map(([town]) => town), TOWNS.map(([, postcode]) => postcode)],
  );
  // Positions from the data set now, before the jobs (a venue found later touches its jobs).
  while ((await geocodeVenues(db)) > 0);
  const { rows: venues } = await db.query<{ id: string; company_id: string }>(
    `SELECT id, company_id FROM venues WHERE name LIKE 'Bench Group %' ORDER BY id`,
  );
  await db.query(
    `INSERT INTO jobs (company_id, venue_id, title, description, skills, employment_type,
                       salary_type, salary_amount_pence, pace, team_size, urgent, status,
                       published_at, closes_on, day_parts)
     SELECT ($2::uuid[])[1 + g % $4], ($1::uuid[])[1 + g % $4],
            ($5::text[])[1 + g % 10],
            'Join a busy team that cares about guests. Training, meals on shift and tips shared fairly.',
            ARRAY(SELECT DISTINCT ($6::text[])[1 + (g * s) % array_length($6::text[], 1)]
                  FROM generate_series(1, 2 + g % 3) AS s),
            (ARRAY['full_time','part_time','temporary'])[1 + g % 3],
            'hourly', 1150 + (g % 60) * 10,
            CASE WHEN g % 4 = 0 THEN NULL ELSE (ARRAY['fast','moderate','relaxed'])[1 + g % 3] END,
            (ARRAY['small','medium','large'])[1 + g % 3],
            g % 17 = 0, 'open', now() - (g % 30) * interval '1 day', current_date + 30,
            string_to_array((ARRAY['fri_evening|sat_evening', 'mon_morning|tue_morning',
                                   'sat_late|sun_afternoon', 'wed_evening|thu_evening'])[1 + g % 4], '|')
     FROM generate_series(1, $3::int) AS g`,
    [
      venues.map((v) => v.id),
      venues.map((v) => v.company_id),
      size.jobs,
      venues.length,
      TITLES,
      SKILLS,
    ],
  );

  // Candidates: each with a home area (one of the towns), travel 5–25 miles, 2–3 skills, 6–12 day
  // parts, 1–2 past roles; 80% with culture answers, 75% with a personality type.
  const homes = TOWNS.map(([town]) => {
    const place = lookupPlace(town);
    if (!place) throw new Error(`bench town ${town} is not in the data set`);
    return place;
  });
  const rows = Array.from({ length: size.candidates }, (_, i) => {
    const home = homes[(i * 7) % homes.length];
    const pick = (list: readonly string[], n: number) =>
      Array.from(
        new Set(Array.from({ length: n }, (_, k) => list[(i * 13 + k * 7) % list.length])),
      );
    const roles = pick(ROLES, 1 + (i % 2)).map((role, k) => ({
      role,
      venueType: VENUE_TYPES[(i + k) % VENUE_TYPES.length],
      years: 1 + ((i + k) % 6),
    }));
    return {
      id: randomUUID(),
      email: `bench${i + 1}-${randomUUID().slice(0, 6)}@bench.hospohire.test`,
      skills: pick(SKILLS, 2 + (i % 2)),
      availability: pick(
        [
          'mon_morning',
          'tue_morning',
          'wed_evening',
          'thu_evening',
          'fri_evening',
          'sat_evening',
          'sat_late',
          'sun_afternoon',
          'mon_evening',
          'sun_morning',
        ],
        6 + (i % 7),
      ),
      experience: JSON.stringify(roles),
      home,
      travel: 5 + ((i * 3) % 21),
      personality:
        i % 4 === 3
          ? null
          : ['The Host', 'The Craftsperson', 'The Organiser', 'The Energiser'][i % 4],
      culture: i % 5 !== 4,
      n: i,
    };
  });
  const chunk = 5000;
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    await db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, user_type)
       SELECT id, email, 'not-a-real-hash', 'Bench', 'Candidate', 'candidate'
       FROM unnest($1::uuid[], $2::text[]) AS u(id, email)`,
      [part.map((r) => r.id), part.map((r) => r.email)],
    );
    await db.query(
      `INSERT INTO candidate_profiles (user_id, skills, availability, experience_roles, home_area,
                                       home_lat, home_lng, travel_miles, personality_type,
                                       experience, city, visible_in_talent_pool)
       SELECT id, string_to_array(skills, '|'), string_to_array(availability, '|'),
              experience::jsonb, area, lat, lng, travel, personality, 'Hospitality work', area, true
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[],
                   $7::float8[], $8::int[], $9::text[])
         AS u(id, skills, availability, experience, area, lat, lng, travel, personality)`,
      [
        part.map((r) => r.id),
        part.map((r) => r.skills.join('|')),
        part.map((r) => r.availability.join('|')),
        part.map((r) => r.experience),
        part.map((r) => r.home.label),
        part.map((r) => r.home.lat),
        part.map((r) => r.home.lng),
        part.map((r) => r.travel),
        part.map((r) => r.personality),
      ],
    );
    const cultured = part.filter((r) => r.culture);
    await db.query(
      `INSERT INTO assessments (kind, candidate_id, work_pace, guest_interaction, team_size,
                                service_approach, primary_values, completed_at)
       SELECT 'culture', id, (ARRAY['fast','moderate','relaxed'])[1 + n % 3],
              (ARRAY['high','moderate','minimal'])[1 + n % 3],
              (ARRAY['small','medium','large'])[1 + (n / 3) % 3],
              (ARRAY['personalized','efficient','formal','casual'])[1 + n % 4],
              CASE n % 3 WHEN 0 THEN ARRAY['teamwork','quality'] WHEN 1 THEN ARRAY['growth']
                         ELSE ARRAY['sustainability','innovation'] END, now()
       FROM unnest($1::uuid[], $2::int[]) AS u(id, n)`,
      [cultured.map((r) => r.id), cultured.map((r) => r.n)],
    );
  }
  await db.query('ANALYZE');
}

/** A session cookie for each bench candidate (created in bulk, as sign-in would). */
export async function benchCookies(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE email LIKE 'bench%@bench.hospohire.test' ORDER BY id`,
  );
  const tokens = rows.map(() => randomSecret());
  await db.query(
    `INSERT INTO sessions (id_hash, user_id, expires_at)
     SELECT h, u, now() + interval '1 day' FROM unnest($1::text[], $2::uuid[]) AS x(h, u)`,
    [tokens.map(sha256Hex), rows.map((row) => row.id)],
  );
  return tokens.map((token) => `${SESSION_COOKIE}=${token}`);
}

export type LoadResult = { rps: number; p99: number; non2xx: number };

/**
 * Seconds of the same load run first and not counted (BENCH_WARMUP_SECONDS, 2 by default; 0
 * for none): a server that has been up has compiled its hot code and planned its prepared
 * statements on every connection. No answer is kept anywhere (the API's caches are off), and the
 * measured run asks for every candidate several times over anyway.
 */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

const COLD_SETUP = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cold-cookies.cjs');

/**
 * autocannon at `connections` from its own worker thread for `seconds`; with `cookies`, each
 * request is the next candidate's (cold: no cache one candidate warms serves another).
 */
export async function coldLoad(
  url: string,
  {
    cookies,
    connections = 50,
    seconds = 10,
  }: { cookies?: string[]; connections?: number; seconds?: number },
): Promise<LoadResult> {
  let file: string | null = null;
  if (cookies) {
    file = path.join(os.tmpdir(), `hh-bench-cookies-${process.pid}-${randomUUID()}.json`);
    fs.writeFileSync(file, JSON.stringify(cookies));
    process.env.BENCH_COOKIES_FILE = file;
  }
  try {
    const result = await autocannon({
      url,
      connections,
      duration: seconds,
      workers: 1,
      ...(cookies ? { requests: [{ setupRequest: COLD_SETUP as never }] } : {}),
    });
    return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
  } finally {
    if (file) fs.rmSync(file, { force: true });
  }
}

/** `recommendations skills cold 10k: 1234 req/s p99 56 ms` */
export const benchLine = (name: string, result: LoadResult) =>
  `${name}: ${Math.round(result.rps)} req/s p99 ${Math.round(result.p99)} ms`;
