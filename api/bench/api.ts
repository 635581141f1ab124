// `pnpm bench:api` (issue 15): the recommendations for everyone, not only the one who reloads.
// For each size (10,000 open jobs and 2,000 candidates; 100,000 and 20,000), on a fresh
// PostgreSQL database: the bench marketplace (bench/dataset.ts), the recommendations computed
// ahead as the writes would (refreshAll), then autocannon at 50 connections from its own thread,
// each request a different candidate's, with the API's caches off (READ_CACHE_MS=0: no session
// or answer cache), after a warm-up of the same load that is not counted (WARMUP_SECONDS).
// Prints one line per case, e.g.
//   /api/health 10k: 9000 req/s p99 12 ms
//   /api/auth/user cold 10k: 3000 req/s p99 30 ms   (a session lookup only: the floor)
//   recommendations skills cold 10k: 1234 req/s p99 56 ms
//   recommendations culture cold 10k: 1234 req/s p99 56 ms
// Goals: at 10k, each recommendations line ≥ 1,000 req/s with p99 ≤ 100 ms; at 100k, at least
// half of that (≥ 500 req/s, p99 ≤ 200 ms). Exits 1 when one is missed.
//
// Hook for more lines (helper "search"): a bench/search.ts that exports
//   `benchCases(ctx: BenchContext): Promise<string[]>`
// is run for each size after the recommendations (e.g. `search cold 10k: …`), with the same
// database, API and candidates' cookies. BENCH_SIZES=10k runs one size; BENCH_SECONDS the length
// of each run (10 s); DATABASE_URL a database to use instead of a fresh one (one size only);
// BENCH_ONLY some cases, e.g. `BENCH_ONLY=search,skills` (of health, user, skills, culture,
// search, sitemap, feed; /api/health always runs: search's share is of its req/s in the same
// run). The recommendations are computed ahead only when skills or culture runs.
//
// The sitemap and the Indeed feed (bench/job-boards.ts, issue 31 item 8): one request at a time,
// `sitemap 10k: p50 41 ms p99 58 ms, 1,234,567 bytes`; goal p99 ≤ 200 ms at every size.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDb, type Db } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { refreshAll } from '../src/modules/jobs/recommendations-service.js';
import { jobBoardCases } from './job-boards.js';
import {
  BENCH_SIZES,
  benchCookies,
  benchLine,
  benchMarketplace,
  coldLoad,
  WARMUP_SECONDS,
  type BenchSize,
  type LoadResult,
} from './dataset.js';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
/** Whether the case `key` (health, user, skills, culture, search) is to run. */
const wanted = (key: string) => !ONLY || key === 'health' || ONLY.includes(key);
const GOAL = {
  '10k': { rps: 1000, p99: 100 },
  '100k': { rps: 500, p99: 200 },
} as Record<string, { rps: number; p99: number }>;

export type BenchContext = {
  size: BenchSize;
  db: Db;
  base: string;
  cookies: string[];
  seconds: number;
  connections: number;
  /** /api/health's req/s in the same run (search must serve a share of it). */
  healthRps?: number;
};

async function freshDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => {} };
  const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `hospohire_bench_${label}_${Date.now()}`;
  const client = new pg.Client(admin);
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: async () => {
      const c = new pg.Client(admin);
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

async function extraCases(ctx: BenchContext): Promise<string[]> {
  const hook = './search.js';
  const module = (await import(hook).catch(() => null)) as {
    benchCases?: (ctx: BenchContext) => Promise<string[]>;
  } | null;
  return module?.benchCases ? module.benchCases(ctx) : [];
}

async function benchSize(size: BenchSize): Promise<boolean> {
  const database = await freshDatabase(size.label);
  const config = {
    ...loadConfig({
      DATABASE_URL: database.url,
      NODE_ENV: 'production',
      NEW_STARTER_DATA_KEY: randomBytes(32).toString('base64'),
    }),
    readCacheMs: 0,
  };
  const db = await openDb(config);
  let ok = true;
  try {
    await migrate(db);
    let started = Date.now();
    await benchMarketplace(db, size);
    console.log(
      `# ${size.label}: ${size.jobs} open jobs, ${size.candidates} candidates built in ${seconds(started)} s`,
    );
    if (wanted('skills') || wanted('culture')) {
      started = Date.now();
      const refreshed = await refreshAll(db);
      console.log(
        `# ${size.label}: recommendations of ${refreshed} candidates computed in ${seconds(started)} s`,
      );
    }
    const cookies = await benchCookies(db);

    const app = buildApp({ db, config, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const run = async (name: string, url: string, withCookies: boolean, goal: boolean) => {
      const load = (seconds: number) =>
        coldLoad(url, {
          cookies: withCookies ? cookies : undefined,
          connections: CONNECTIONS,
          seconds,
        });
      if (WARMUP_SECONDS > 0) await load(WARMUP_SECONDS);
      const result: LoadResult = await load(SECONDS);
      if (result.non2xx > 0) throw new Error(`${name}: ${result.non2xx} answers were not 2xx`);
      const target = GOAL[size.label];
      const met = !goal || !target || (result.rps >= target.rps && result.p99 <= target.p99);
      if (!met) ok = false;
      console.log(`${benchLine(name, result)}${met ? '' : '  (goal missed)'}`);
      return result;
    };
    try {
      const health = await run(`/api/health ${size.label}`, `${base}/api/health`, false, false);
      // The floor of any signed-in read: the session lookup alone, each request a candidate's.
      if (wanted('user'))
        await run(`/api/auth/user cold ${size.label}`, `${base}/api/auth/user`, true, false);
      if (wanted('skills'))
        await run(
          `recommendations skills cold ${size.label}`,
          `${base}/api/job-recommendations`,
          true,
          true,
        );
      if (wanted('culture'))
        await run(
          `recommendations culture cold ${size.label}`,
          `${base}/api/job-recommendations?mode=culture`,
          true,
          true,
        );
      const ctx: BenchContext = {
        size,
        db,
        base,
        cookies,
        seconds: SECONDS,
        connections: CONNECTIONS,
        healthRps: health.rps,
      };
      if (wanted('search')) for (const line of await extraCases(ctx)) console.log(line);
      const documents = { sitemap: wanted('sitemap'), feed: wanted('feed') };
      for (const line of await jobBoardCases(ctx, documents)) {
        if (line.endsWith('(goal missed)')) ok = false;
        console.log(line);
      }
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await database.drop();
  }
  return ok;
}

async function main() {
  const only = process.env.BENCH_SIZES?.split(',').map((s) => s.trim());
  const sizes = BENCH_SIZES.filter((size) => !only || only.includes(size.label));
  console.log(
    `# ${new Date().toISOString()}; ${CONNECTIONS} connections, ${SECONDS} s a case ` +
      `after ${WARMUP_SECONDS} s not counted, caches off`,
  );
  let ok = true;
  for (const size of process.env.DATABASE_URL ? sizes.slice(0, 1) : sizes) {
    if (!(await benchSize(size))) ok = false;
  }
  console.log(
    `# goals: 10k ≥ ${GOAL['10k'].rps} req/s and p99 ≤ ${GOAL['10k'].p99} ms; ` +
      `100k ≥ ${GOAL['100k'].rps} req/s and p99 ≤ ${GOAL['100k'].p99} ms`,
  );
  if (!ok) process.exitCode = 1;
}

void main();
