import type { JobCard } from 'shared-kernel/contract';
import type { Db } from '../../../db/client.js';
import { LATEST_CHANGE_SQL } from '../recommendations/features.js';
import { CARD_COLUMNS, JOB_FROM, type JobCardRow } from '../serialize.js';
import { JobCards } from './cards.js';
import {
  JobIndex,
  type IndexAnswer,
  type IndexQuery,
  type IndexSort,
  type IndexedJob,
} from './job-index.js';
import { Vocabulary } from './vocabulary.js';

// The job search engine of one database (docs/api.md "Search"): every open job's search fields,
// its card (the job JSON a result shows) and the search vocabulary in this process's memory, kept
// current through the change numbers of jobs, venues and companies (job_change_seq, migrations
// 016, 018 and 019). A search is answered from memory, then one query reads the candidate's
// flags on the page's jobs with the latest change number and today's date: when either moved
// on, the changes are applied and the answer computed again. So an answer reflects every change
// committed before the request began, made by any process.

type JobFieldsRow = JobCardRow & {
  open: boolean;
  title_lexemes: string[];
  search_lexemes: string[];
  published_micros: string | null;
  /** published_at exactly as PostgreSQL writes it (the load's keyset). */
  published_text: string | null;
  closes_day: number | null;
  annual_pay_max_pence: number | null;
  city_key: string;
  lat: number | null;
  lng: number | null;
  geo_pending: boolean;
};

const JOB_FIELDS_SQL = `
  SELECT ${CARD_COLUMNS}, j.status = 'open' AS open,
         tsvector_to_array(j.title_vector) AS title_lexemes,
         tsvector_to_array(j.search_vector) AS search_lexemes,
         (extract(epoch FROM j.published_at) * 1000000)::int8::text AS published_micros,
         j.published_at::text AS published_text,
         (j.closes_on - DATE '1970-01-01') AS closes_day,
         j.annual_pay_max_pence, lower(v.city) AS city_key, v.lat, v.lng,
         v.geo_status = 'pending' AS geo_pending
  FROM ${JOB_FROM}`;

const WORDS_SQL = `tsvector_to_array(to_tsvector('english', w.word)) AS lexemes`;

/** current_date in days since 1970-01-01 (the database's own "today", as the SQL used). */
const TODAY_SQL = `(current_date - DATE '1970-01-01')`;

/** The latest change of a company's name, slug or logo (migration 019). */
export const COMPANY_CHANGE_SQL = `coalesce((SELECT max(change_seq) FROM companies), 0)`;

/**
 * The latest change of anything the engine keeps: jobs and venues (as the recommendations
 * follow them) and companies (a card shows the company's name, slug and logo).
 */
export const ENGINE_CHANGE_SQL = `greatest(${LATEST_CHANGE_SQL}, ${COMPANY_CHANGE_SQL})`;

/**
 * The candidate's flags ($2, or null) on the page's jobs that still exist, the latest change
 * and today.
 */
const PAGE_SQL = `
  SELECT s.seq::text AS seq, s.today, p.*
  FROM (SELECT ${ENGINE_CHANGE_SQL} AS seq, ${TODAY_SQL} AS today) s
  LEFT JOIN LATERAL (
    SELECT j.id,
      EXISTS (SELECT 1 FROM saved_jobs x WHERE x.candidate_id = $2 AND x.job_id = j.id) AS saved,
      EXISTS (SELECT 1 FROM job_preferences x
              WHERE x.candidate_id = $2 AND x.job_id = j.id AND x.action = 'like') AS liked,
      EXISTS (SELECT 1 FROM applications x WHERE x.candidate_id = $2 AND x.job_id = j.id)
        AS applied
    FROM jobs j WHERE j.id = ANY($1::uuid[])) p ON true`;

/** Jobs read per query when loading everything. */
const LOAD_BATCH = 5000;

/** Changed jobs (slots out of published order) tolerated before a fresh load, at least. */
const REBUILD_AFTER = 1000;

type Flags = { saved: boolean; liked: boolean; applied: boolean };
type PageQueryRow = Partial<Flags & { id: string }> & { seq: string; today: number };

function indexedJob(row: JobFieldsRow): IndexedJob {
  return {
    id: row.id,
    venueId: row.venue_id,
    titleLexemes: row.title_lexemes,
    searchLexemes: row.search_lexemes,
    publishedMicros: Number(row.published_micros ?? 0),
    closesDay: row.closes_day,
    employmentType: row.employment_type,
    salaryType: row.salary_type,
    annualPayMaxPence: row.annual_pay_max_pence,
    pace: row.pace,
    city: row.city_key,
    venueType: row.venue_type,
    lat: row.lat == null ? null : Number(row.lat),
    lng: row.lng == null ? null : Number(row.lng),
  };
}

/** A job of a page: its card, the candidate's flags and its miles from the place searched near. */
export type PageJob = Flags & { job: JobCard; miles: number | null };

/** What the engine answers: the page's jobs in order, and the total. */
export type EngineAnswer = { rows: PageJob[]; total: number };

/**
 * A search as the engine takes it: the typed text, and the order given whether the text has
 * words to search for (the engine supplies the words and the database's "today").
 */
export type EngineQuery = Omit<IndexQuery, 'today' | 'words' | 'sort'> & {
  q: string | null;
  sortFor: (hasWords: boolean) => IndexSort;
};

export class SearchEngine {
  private index = new JobIndex();
  /** Each indexed job's card. */
  private cards = new JobCards();
  private vocabulary = new Vocabulary();
  /** The latest change number applied, and current_date when last read. */
  private seq = 0;
  private today = 0;
  /** Venues of indexed jobs not placed yet (geocodeVenues places them before a distance search). */
  private readonly pendingVenues = new Set<string>();
  private loading: Promise<void> | null = null;
  private catching: Promise<void> | null = null;
  private reloading: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /** Loads everything once (later calls wait for the same load). */
  ready(): Promise<void> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = null; // the next search tries again
      throw error;
    });
    return this.loading;
  }

  /** Whether a venue of an indexed job still waits for its position. */
  get hasPendingVenues(): boolean {
    return this.pendingVenues.size > 0;
  }

  private async load(): Promise<void> {
    // The change number first: whatever changes after it is applied by the next search.
    const { rows: state } = await this.db.query<{ seq: string; today: number }>(
      `SELECT (${ENGINE_CHANGE_SQL})::text AS seq, ${TODAY_SQL} AS today`,
    );
    const { rows: words } = await this.db.query<{ word: string; lexemes: string[] }>(
      `SELECT w.word, ${WORDS_SQL} FROM search_words w`,
    );
    const vocabulary = new Vocabulary();
    for (const { word, lexemes } of words) vocabulary.add(word, lexemes);
    const index = new JobIndex();
    const cards = new JobCards();
    this.pendingVenues.clear();
    // Newest first (the index reads them in this order for the newest-first orders), a batch at
    // a time (the driver keeps its last result: a bounded one). A job changed meanwhile may come
    // twice or not at all: its change number is past `state`, so the next search applies it.
    let after = null as { published: string; id: string } | null;
    for (;;) {
      const { rows: jobs }: { rows: JobFieldsRow[] } = await this.db.query<JobFieldsRow>(
        `${JOB_FIELDS_SQL}
         WHERE j.status = 'open'
           AND ($1::timestamptz IS NULL OR (j.published_at, j.id) < ($1::timestamptz, $2::uuid))
         ORDER BY j.published_at DESC, j.id DESC LIMIT $3`,
        [after?.published ?? null, after?.id ?? null, LOAD_BATCH],
      );
      for (const row of jobs) if (!index.has(row.id)) this.put(index, cards, row);
      const last: JobFieldsRow | undefined = jobs.at(-1);
      if (jobs.length < LOAD_BATCH || !last?.published_text) break;
      after = { published: last.published_text, id: last.id };
    }
    index.compact();
    this.index = index;
    this.cards = cards;
    this.vocabulary = vocabulary;
    this.seq = Number(state[0].seq);
    this.today = state[0].today;
  }

  private put(index: JobIndex, cards: JobCards, row: JobFieldsRow): void {
    if (!row.open) {
      index.remove(row.id);
      cards.delete(row.id);
      return;
    }
    index.put(indexedJob(row));
    cards.put(row);
    if (row.geo_pending) this.pendingVenues.add(row.venue_id);
    else this.pendingVenues.delete(row.venue_id);
  }

  /** Applies the jobs, venues and companies changed after this.seq, up to at least `seq`. */
  private async catchUp(seq: number): Promise<void> {
    while (this.seq < seq) {
      this.catching ??= this.applyChanges(seq).finally(() => {
        this.catching = null;
      });
      await this.catching;
    }
  }

  private async applyChanges(seq: number): Promise<void> {
    const from = this.seq;
    const { rows } = await this.db.query<JobFieldsRow>(
      `${JOB_FIELDS_SQL} WHERE j.id IN (
         SELECT id FROM jobs WHERE change_seq > $1
         UNION SELECT jv.id FROM jobs jv JOIN venues vv ON vv.id = jv.venue_id
               WHERE vv.change_seq > $1
         UNION SELECT jc.id FROM jobs jc JOIN companies cc ON cc.id = jc.company_id
               WHERE cc.change_seq > $1)`,
      [from],
    );
    // New words of changed titles and skills (the vocabulary only grows, as search_words).
    const { rows: words } = rows.length
      ? await this.db.query<{ word: string; lexemes: string[] }>(
          `SELECT w.word, ${WORDS_SQL}
           FROM (SELECT DISTINCT job_search_words(j.title, j.skills) AS word
                 FROM jobs j WHERE j.id = ANY($1::uuid[])) w`,
          [rows.map((row) => row.id)],
        )
      : { rows: [] };
    for (const { word, lexemes } of words) this.vocabulary.add(word, lexemes);
    for (const row of rows) this.put(this.index, this.cards, row);
    this.seq = Math.max(this.seq, seq);
    // Many changed jobs (a chain's venues placed or edited, a busy day): their slots are out of
    // published order and the old ones dropped, so load afresh, in the background (the
    // index as it is answers meanwhile; changes after the load's number are applied again).
    if (this.index.laterSlots > Math.max(REBUILD_AFTER, this.index.size / 20)) this.reload();
  }

  private reload(): void {
    this.reloading ??= this.load()
      .catch(() => undefined) // the index as it is stays; a later change tries again
      .finally(() => {
        this.reloading = null;
      });
  }

  /**
   * The candidate's flags on the page's jobs that still exist (one query), with the change
   * number and date they were read at.
   */
  private async readPage(ids: string[], candidateId: string | null) {
    const { rows } = await this.db.query<PageQueryRow>(PAGE_SQL, [ids, candidateId], {
      name: 'search-page',
    });
    const byId = new Map<string, Flags>();
    for (const row of rows) if (row.id) byId.set(row.id, row as Flags);
    return { seq: Number(rows[0].seq), today: rows[0].today, byId };
  }

  /**
   * The cards of those of `ids` that are open on `today` (YYYY-MM-DD), by id, with every change
   * up to change number `seq` (ENGINE_CHANGE_SQL, read by the caller) applied first. The
   * recommendations show their picks with these.
   */
  async openCards(ids: string[], seq: number, today: string): Promise<Map<string, JobCard>> {
    await this.ready();
    await this.catchUp(seq);
    const found = new Map<string, JobCard>();
    for (const id of ids) {
      const job = this.cards.get(id);
      if (job && (job.closesOn === null || job.closesOn >= today)) found.set(id, job);
    }
    return found;
  }

  /** The page and total for `query`, current as of this call. */
  async search(query: EngineQuery, candidateId: string | null): Promise<EngineAnswer> {
    await this.ready();
    for (let attempt = 1; ; attempt += 1) {
      const words = query.q ? this.vocabulary.forgivingQuery(query.q) : null;
      const sort = query.sortFor(words !== null);
      const answer: IndexAnswer = this.index.find({ ...query, words, sort, today: this.today });
      const page = await this.readPage(answer.ids, candidateId);
      const missing = answer.ids.filter((id) => !page.byId.has(id));
      const current = page.seq === this.seq && page.today === this.today && !missing.length;
      if (current || attempt === 3)
        return {
          rows: answer.ids.flatMap((id, i) => {
            const flags = page.byId.get(id);
            const job = this.cards.get(id);
            if (!flags || !job) return [];
            const { saved, liked, applied } = flags;
            return [{ job, saved, liked, applied, miles: answer.miles[i] }];
          }),
          total: answer.total,
        };
      // A job that no longer exists leaves the index; a lower change number than ours means
      // the data was replaced (a restored database): load it all again.
      for (const id of missing) {
        this.index.remove(id);
        this.cards.delete(id);
      }
      if (page.seq < this.seq) {
        this.loading = null;
        await this.ready();
      }
      this.today = page.today;
      await this.catchUp(page.seq);
    }
  }
}

const engines = new WeakMap<Db, SearchEngine>();

/** The search engine of this database (one per process and database). */
export function searchEngineOf(db: Db): SearchEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = new SearchEngine(db);
    engines.set(db, engine);
  }
  return engine;
}
