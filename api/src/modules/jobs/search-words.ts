import type { Db } from '../../db/client.js';

// Typo tolerance for job search (migration 017_search.sql): each typed word the search vocabulary
// does not know is widened to the nearest known words by trigram similarity ("barrista" →
// barista, "recepionist" → receptionist); hyphens and punctuation split words ("sous-chef" →
// sous & chef); English stop words are left out. The result is a tsquery string for
// `to_tsquery('english', …)` over the jobs' full-text index: words AND-ed, each word OR-ed with
// its corrections. Job search (search-service.ts, over job_cards) and job alerts use it.

/** At most this many words of a query count (the rest are ignored). */
export const MAX_QUERY_WORDS = 8;
/** Corrections per unknown word, nearest first. */
export const CORRECTIONS_PER_WORD = 3;
/** How alike (pg_trgm similarity, 0 to 1) a known word must be to count as what was meant. */
export const CORRECTION_SIMILARITY = 0.45;
/** Shorter words are taken as typed (three letters leave too little to correct safely). */
export const MIN_CORRECTED_LENGTH = 4;

/** The words of a query: lowercase runs of letters and digits, as the vocabulary stores them. */
export function typedWords(q: string): string[] {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && word.length <= 60);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** `(barrista | barista) & (chef)`: only letters and digits, so it is safe for to_tsquery. */
export function tsqueryOf(words: string[], corrections: Map<string, string[]>): string {
  return words
    .map((word) => `(${[word, ...(corrections.get(word) ?? [])].join(' | ')})`)
    .join(' & ');
}

type TypedWord = { typed: string; stop: boolean; known: boolean; near: string[] };

/**
 * The tsquery text for what was typed, or null when it has no words to search for (nothing, or
 * stop words only: "the"). One query: for each word, whether it is an English stop word (left
 * out), whether the vocabulary knows it (taken as typed) and else the nearest known words.
 */
export async function forgivingTsquery(db: Db, q: string): Promise<string | null> {
  const words = typedWords(q);
  if (!words.length) return null;
  const { rows } = await db.query<TypedWord>(
    `SELECT t.word AS typed,
       numnode(plainto_tsquery('english', t.word)) = 0 AS stop,
       EXISTS (SELECT 1 FROM search_words e WHERE e.word = t.word) AS known,
       ARRAY(SELECT w.word FROM search_words w
             WHERE char_length(t.word) >= $4 AND w.word % t.word
               AND similarity(w.word, t.word) >= $2
             ORDER BY w.word <-> t.word, w.word
             LIMIT $3) AS near
     FROM unnest($1::text[]) AS t(word)`,
    [words, CORRECTION_SIMILARITY, CORRECTIONS_PER_WORD, MIN_CORRECTED_LENGTH],
    // Prepared (PostgreSQL): every search with words runs it; its text never changes.
    { name: 'search-words' },
  );
  const kept = rows.filter((row) => !row.stop);
  if (!kept.length) return null;
  const corrections = new Map(kept.map((row) => [row.typed, row.known ? [] : row.near]));
  return tsqueryOf(
    kept.map((row) => row.typed),
    corrections,
  );
}
