import { SEARCH_COUNT_CAP } from 'shared-kernel/contract';
import { Matcher, type SlotSource, type SortedSlots } from './matcher.js';
import type { LexemeGroup } from './vocabulary.js';

// Every open job's search fields in memory (loaded by engine.ts from PostgreSQL, lexemes
// included, so matching is PostgreSQL's own): what `publicSearch` filters, matches and orders
// on, answered without SQL. Each job lives in a slot; a changed job gets a new slot and its old
// one is dropped (engine.ts rebuilds the whole index when dropped slots outnumber live ones).

/** One job as the index needs it (engine.ts reads it from PostgreSQL). */
export type IndexedJob = {
  id: string;
  venueId: string;
  /** `tsvector_to_array(title_vector)` and `tsvector_to_array(search_vector)`. */
  titleLexemes: string[];
  searchLexemes: string[];
  /** published_at in microseconds since 1970 (PostgreSQL's own precision, for ties). */
  publishedMicros: number;
  /** closes_on in days since 1970-01-01; null when it has no closing date. */
  closesDay: number | null;
  employmentType: string;
  salaryType: string | null;
  annualPayMaxPence: number | null;
  pace: string | null;
  /** lower(venue city), as the `location` filter compares. */
  city: string;
  venueType: string;
  lat: number | null;
  lng: number | null;
};

export type IndexSort = 'relevance' | 'newest' | 'pay' | 'closing' | 'distance';

export type IndexQuery = {
  /** Lexeme groups (all must match, any lexeme of each), or null for no text. */
  words: LexemeGroup[] | null;
  /** lower(city) to equal. */
  city: string | null;
  venueTypes: string[] | null;
  employmentTypes: string[] | null;
  salaryType: string | null;
  minAnnualPayPence: number | null;
  pace: string | null;
  near: {
    lat: number;
    lng: number;
    miles: number;
    box: { minLat: number; maxLat: number; minLng: number; maxLng: number };
  } | null;
  sort: IndexSort;
  offset: number;
  limit: number;
  /** current_date in days since 1970-01-01: a job closing before it is left out. */
  today: number;
};

/** The page's job ids in order (with their miles when `near` was given) and the total found. */
export type IndexAnswer = { ids: string[]; miles: (number | null)[]; total: number };

const NO_DAY = 2 ** 31 - 1;
/** A distance search joins the slot lists of at most this many positions (else it filters). */
const NEAR_LISTS_JOINED = 24;

/** great_circle_miles (migration 017) in the same float8 arithmetic. */
export function greatCircleMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const radians = (degrees: number) => degrees * (Math.PI / 180);
  return (
    3958.8 *
    2 *
    Math.asin(
      Math.min(
        1,
        Math.sqrt(
          Math.pow(Math.sin(radians(lat2 - lat1) / 2), 2) +
            Math.cos(radians(lat1)) *
              Math.cos(radians(lat2)) *
              Math.pow(Math.sin(radians(lng2 - lng1) / 2), 2),
        ),
      ),
    )
  );
}

function grown<T extends Float64Array | Int32Array | Uint8Array>(array: T, size: number): T {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}

/** Small numbers for the values of a text field (0 stands for null), so filters compare numbers. */
class Codes {
  private readonly byValue = new Map<string, number>();
  codeOf(value: string | null): number {
    if (value === null) return 0;
    let code = this.byValue.get(value);
    if (code === undefined) {
      code = this.byValue.size + 1;
      this.byValue.set(value, code);
    }
    return code;
  }
  /** The code of a value asked for: -1 when no job has it. */
  find(value: string): number {
    return this.byValue.get(value) ?? -1;
  }
  /** The codes of the values asked for, as a lookup table. */
  mask(values: string[]): Uint8Array {
    const mask = new Uint8Array(this.byValue.size + 1);
    for (const value of values) {
      const code = this.byValue.get(value);
      if (code !== undefined) mask[code] = 1;
    }
    return mask;
  }
}

/** A lexeme's jobs (slots, ascending): compact once loaded, a plain array while it grows. */
type Postings = Int32Array | number[];

export class JobIndex {
  private slots = 0;
  private liveSlots = 0;
  /**
   * Slots below this were filled by a full load in published order, newest first (engine.ts
   * reads them so): the newest-first orders read them in slot order and stop at the page. Later
   * slots (jobs changed since) are few and in any order.
   */
  private inOrderEnd = 0;
  private readonly slotOfJob = new Map<string, number>();
  private readonly titlePostings = new Map<string, Postings>();
  private readonly searchPostings = new Map<string, Postings>();
  // Per slot.
  private live = new Uint8Array(1024);
  private published = new Float64Array(1024);
  private closes = new Int32Array(1024);
  private pay = new Float64Array(1024);
  private venue = new Int32Array(1024);
  private employment = new Uint8Array(1024);
  private salaryType = new Uint8Array(1024);
  private pace = new Uint8Array(1024);
  private readonly ids: string[] = [];
  // Per venue (the values its jobs were last read with).
  private readonly venueOf = new Map<string, number>();
  private venueCity = new Int32Array(256);
  private venueType = new Uint8Array(256);
  /** The venue's position (a point below), -1 when it has none. */
  private venuePoint = new Int32Array(256);
  // Per position venues share (a town or postcode district's centre): its slots, ascending
  // (slots only grow; dropped ones stay, `live` tells).
  private readonly pointOf = new Map<string, number>();
  private readonly pointLat: number[] = [];
  private readonly pointLng: number[] = [];
  private readonly pointSlots: number[][] = [];
  private readonly codes = {
    city: new Codes(),
    venueType: new Codes(),
    employment: new Codes(),
    salaryType: new Codes(),
    pace: new Codes(),
  };

  /** Jobs in the index. */
  get size(): number {
    return this.liveSlots;
  }

  /** Slots filled since the full load (changed jobs), not in published order. */
  get laterSlots(): number {
    return this.slots - this.inOrderEnd;
  }

  /** Slots no longer used (a changed or removed job leaves one). */
  get droppedSlots(): number {
    return this.slots - this.liveSlots;
  }

  has(jobId: string): boolean {
    return this.slotOfJob.has(jobId);
  }

  remove(jobId: string): void {
    const slot = this.slotOfJob.get(jobId);
    if (slot === undefined) return;
    this.live[slot] = 0;
    this.liveSlots -= 1;
    this.slotOfJob.delete(jobId);
  }

  /** Adds an open job, or replaces the one with its id. */
  put(job: IndexedJob): void {
    this.remove(job.id);
    const slot = this.slots;
    this.slots += 1;
    this.liveSlots += 1;
    this.live = grown(this.live, this.slots);
    this.published = grown(this.published, this.slots);
    this.closes = grown(this.closes, this.slots);
    this.pay = grown(this.pay, this.slots);
    this.venue = grown(this.venue, this.slots);
    this.employment = grown(this.employment, this.slots);
    this.salaryType = grown(this.salaryType, this.slots);
    this.pace = grown(this.pace, this.slots);
    this.live[slot] = 1;
    this.published[slot] = job.publishedMicros;
    this.closes[slot] = job.closesDay ?? NO_DAY;
    this.pay[slot] = job.annualPayMaxPence ?? NaN;
    this.venue[slot] = this.putVenue(job);
    const point = this.venuePoint[this.venue[slot]];
    if (point >= 0) this.pointSlots[point].push(slot);
    this.employment[slot] = this.codes.employment.codeOf(job.employmentType);
    this.salaryType[slot] = this.codes.salaryType.codeOf(job.salaryType);
    this.pace[slot] = this.codes.pace.codeOf(job.pace);
    this.ids[slot] = job.id;
    this.slotOfJob.set(job.id, slot);
    for (const [postings, lexemes] of [
      [this.titlePostings, job.titleLexemes],
      [this.searchPostings, job.searchLexemes],
    ] as const) {
      for (const lexeme of new Set(lexemes)) {
        let list = postings.get(lexeme);
        if (!list) postings.set(lexeme, (list = []));
        else if (!Array.isArray(list)) postings.set(lexeme, (list = Array.from(list)));
        list.push(slot);
      }
    }
  }

  /** The venue's number, its fields as this job was read with them (the latest read). */
  private putVenue(job: IndexedJob): number {
    let venue = this.venueOf.get(job.venueId);
    if (venue === undefined) {
      venue = this.venueOf.size;
      this.venueOf.set(job.venueId, venue);

      this.venueCity = grown(this.venueCity, venue + 1);
      this.venueType = grown(this.venueType, venue + 1);
      this.venuePoint = grown(this.venuePoint, venue + 1);
    }
    this.venueCity[venue] = this.codes.city.codeOf(job.city);
    this.venueType[venue] = this.codes.venueType.codeOf(job.venueType);
    this.venuePoint[venue] =
      job.lat === null || job.lng === null ? -1 : this.pointAt(job.lat, job.lng);
    return venue;
  }

  /**
   * After a full load (jobs put newest first: published_at DESC, id DESC): packs every posting
   * list into an Int32Array and marks the slots so far as in published order.
   */
  compact(): void {
    this.inOrderEnd = this.slots;
    for (const postings of [this.titlePostings, this.searchPostings])
      for (const [lexeme, list] of postings)
        if (Array.isArray(list)) postings.set(lexeme, Int32Array.from(list));
  }

  private pointAt(lat: number, lng: number): number {
    const key = `${lat},${lng}`;
    let point = this.pointOf.get(key);
    if (point === undefined) {
      point = this.pointLat.length;
      this.pointOf.set(key, point);
      this.pointLat.push(lat);
      this.pointLng.push(lng);
      this.pointSlots.push([]);
    }
    return point;
  }

  /**
   * Miles from the place to each venue within the distance (NaN for the others), and the slot
   * lists of the positions within it.
   */
  private near(near: NonNullable<IndexQuery['near']>) {
    const { box } = near;
    const pointMiles = new Float64Array(this.pointLat.length).fill(NaN);
    const lists: SortedSlots[] = [];
    for (let point = 0; point < pointMiles.length; point += 1) {
      const lat = this.pointLat[point];
      const lng = this.pointLng[point];
      if (!(lat >= box.minLat && lat <= box.maxLat && lng >= box.minLng && lng <= box.maxLng))
        continue;
      const distance = greatCircleMiles(near.lat, near.lng, lat, lng);
      if (!(distance <= near.miles)) continue;
      pointMiles[point] = distance;
      lists.push(this.pointSlots[point]);
    }
    const miles = new Float64Array(this.venueOf.size).fill(NaN);
    for (let venue = 0; venue < miles.length; venue += 1) {
      const point = this.venuePoint[venue];
      if (point >= 0) miles[venue] = pointMiles[point];
    }
    return { miles, lists };
  }

  /** The answer publicSearch (search-service.ts) would give, from memory. */
  find(query: IndexQuery): IndexAnswer {
    const text = query.words;
    const none: IndexAnswer = { ids: [], miles: [], total: 0 };
    const city = query.city === null ? 0 : this.codes.city.find(query.city);
    const salaryType = query.salaryType === null ? 0 : this.codes.salaryType.find(query.salaryType);
    const pace = query.pace === null ? 0 : this.codes.pace.find(query.pace);
    if (city < 0 || salaryType < 0 || pace < 0) return none;
    const venueTypes = query.venueTypes && this.codes.venueType.mask(query.venueTypes);
    const employment = query.employmentTypes && this.codes.employment.mask(query.employmentTypes);
    const minPay = query.minAnnualPayPence;
    const near = query.near;
    const nearby = near ? this.near(near) : null;
    const miles = nearby ? nearby.miles : null;
    const { live, closes, venueCity, venueType } = this;
    /** Whether an open job passes the filters (the text aside). */
    const passes = (slot: number): boolean => {
      if (!live[slot] || closes[slot] < query.today) return false;
      const venue = this.venue[slot];
      if (city && venueCity[venue] !== city) return false;
      if (venueTypes && !venueTypes[venueType[venue]]) return false;
      if (employment && !employment[this.employment[slot]]) return false;
      if (salaryType && this.salaryType[slot] !== salaryType) return false;
      if (minPay !== null && !(this.pay[slot] >= minPay)) return false;
      if (pace && this.pace[slot] !== pace) return false;
      return !(miles && Number.isNaN(miles[venue]));
    };
    const answer = (page: number[], total: number): IndexAnswer => ({
      ids: page.map((slot) => this.ids[slot]),
      miles: page.map((slot) => (miles ? miles[this.venue[slot]] : null)),
      total,
    });
    // The jobs matching the text, ascending; with a distance, only those at the venues near.
    const everySlot = { seek: (slot: number) => (slot < this.slots ? slot : -1) };
    // The jobs matching the text, ascending, and with a distance at a position within it when
    // those are few lists (one more group of the join; `passes` checks the distance anyway).
    const groups = text ? this.listsOf(this.searchPostings, text) : [];
    if (nearby && nearby.lists.length <= NEAR_LISTS_JOINED) groups.push(nearby.lists);
    const source: SlotSource = groups.length ? new Matcher(groups) : everySlot;
    if (query.sort === 'newest' || query.sort === 'relevance')
      return answer(...this.newestFirst(query, source, passes));

    const found: number[] = [];
    for (let slot = source.seek(0); slot !== -1; slot = source.seek(slot + 1))
      if (passes(slot)) found.push(slot);
    const order = this.order(query.sort, miles);
    const page = firstInOrder(found, query.offset + query.limit, order).slice(query.offset);
    return answer(page, found.length);
  }

  /** Each group's posting lists in `postings` (a lexeme no job has is left out). */
  private listsOf(postings: Map<string, Postings>, groups: LexemeGroup[]): SortedSlots[][] {
    return groups.map((group) =>
      group.flatMap((lexeme) => {
        const list = postings.get(lexeme);
        return list ? [list] : [];
      }),
    );
  }

  /**
   * `newest` and `relevance` (title matches first, then the others, newest first in each): the
   * slots in published order are read in slot order until the page is full and the count has
   * passed the cap; the later slots (jobs changed since the load) are all read and merged in.
   * Title matches are always text matches (the title's lexemes are in search_vector too).
   */
  private newestFirst(
    query: IndexQuery,
    search: SlotSource,
    passes: (slot: number) => boolean,
  ): [number[], number] {
    const pageEnd = query.offset + query.limit;
    const countTo = SEARCH_COUNT_CAP + 1;
    const words = query.words;
    const tiers = query.sort === 'relevance' && words !== null;
    const title = tiers ? new Matcher(this.listsOf(this.titlePostings, words)) : null;
    const inTitle = (slot: number) => title !== null && title.seek(slot) === slot;
    const first: number[] = [];
    const rest: number[] = [];
    let total = 0;
    // Slots in published order: stop once the count is past the cap and a tier fills the page.
    let slot = search.seek(0);
    for (; slot !== -1 && slot < this.inOrderEnd; slot = search.seek(slot + 1)) {
      if (!passes(slot)) continue;
      total += 1;
      const tier = inTitle(slot) ? first : rest;
      if (tier.length < pageEnd) tier.push(slot);
      if (total >= countTo && (first.length >= pageEnd || rest.length >= pageEnd)) break;
    }
    // Stopped early: title matches further on still come before the others on the page.
    if (title && slot !== -1 && slot < this.inOrderEnd) {
      for (let t = title.seek(slot + 1); t !== -1 && t < this.inOrderEnd; t = title.seek(t + 1)) {
        if (first.length >= pageEnd) break;
        if (passes(t)) first.push(t);
      }
    }
    // The slots of jobs changed since the load, in any order: all of them (a fresh title
    // matcher: the first one may have moved past them).
    const titleAgain = tiers ? new Matcher(this.listsOf(this.titlePostings, words)) : null;
    for (let s = search.seek(this.inOrderEnd); s !== -1; s = search.seek(s + 1)) {
      if (!passes(s)) continue;
      total += 1;
      (titleAgain !== null && titleAgain.seek(s) === s ? first : rest).push(s);
    }
    const newest = this.order('newest', null);
    const page = [
      ...firstInOrder(first, pageEnd, newest),
      ...firstInOrder(rest, pageEnd, newest),
    ].slice(query.offset, pageEnd);
    return [page, total];
  }

  /** A comparator of slots for each ORDER BY of sql-search.ts (tiers aside: newestFirst). */
  private order(sort: IndexSort, miles: Float64Array | null): (a: number, b: number) => number {
    const { published, pay, closes, ids, venue } = this;
    // j.published_at DESC, j.id DESC (uuid order is its lowercase text's order).
    const newest = (a: number, b: number) =>
      published[b] - published[a] || (ids[a] < ids[b] ? 1 : ids[a] > ids[b] ? -1 : 0);
    const idAsc = (a: number, b: number) => (ids[a] < ids[b] ? -1 : ids[a] > ids[b] ? 1 : 0);
    switch (sort) {
      case 'pay': // annual_pay_max_pence DESC NULLS LAST, id
        return (a, b) => {
          const nullA = Number.isNaN(pay[a]);
          const nullB = Number.isNaN(pay[b]);
          if (nullA || nullB) return Number(nullA) - Number(nullB) || idAsc(a, b);
          return pay[b] - pay[a] || idAsc(a, b);
        };
      case 'closing': // closes_on ASC NULLS LAST, id
        return (a, b) => closes[a] - closes[b] || idAsc(a, b);
      case 'distance': {
        const of = miles ?? new Float64Array(0);
        return (a, b) => of[venue[a]] - of[venue[b]] || newest(a, b);
      }
      case 'newest':
      case 'relevance':
        return newest;
    }
  }
}

/** The first `count` of `items` in `compare` order (a bounded heap when few of many are kept). */
export function firstInOrder(
  items: number[],
  count: number,
  compare: (a: number, b: number) => number,
): number[] {
  if (count <= 0) return [];
  if (items.length <= count * 4) return items.sort(compare).slice(0, count);
  // A max-heap (by `compare`) of the best `count` so far: its root is the worst of them.
  const heap: number[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i], heap[parent]) <= 0) return;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && compare(heap[left], heap[worst]) > 0) worst = left;
      if (right < heap.length && compare(heap[right], heap[worst]) > 0) worst = right;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst], heap[i]];
      i = worst;
    }
  };
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      up(heap.length - 1);
    } else if (compare(item, heap[0]) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(compare);
}
