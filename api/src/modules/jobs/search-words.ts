import type { Db } from '../../db/client.js';

// What a job search's words mean (docs/api.md "Search"), in PostgreSQL: typos corrected against
// the search vocabulary (migration 017_search.sql) and the trade's words widened through the
// synonyms (029_search_synonyms.sql). Each typed word the vocabulary does not know is widened to
// the nearest known words by trigram similarity ("barrista" → barista); hyphens and punctuation
// split words ("sous-chef" → sous & chef); English stop words are left out. A word or a run of
// words that is a synonym term, as typed or nearly ("waitress", "waitres", "front of house",
// "chef de parti"), also finds what the term finds, each as a phrase ("waiting <-> staff"). The
// result is a tsquery string for `to_tsquery('english', …)` over the jobs' full-text index: the
// groups AND-ed, each OR-ing the words as typed with their corrections and synonyms. Job search
// (search-service.ts, over job_cards) and job alerts use it.

/** At most this many words of a query count (the rest are ignored). */
export const MAX_QUERY_WORDS = 8;
/** Corrections per unknown word, nearest first. */
export const CORRECTIONS_PER_WORD = 3;
/** How alike (pg_trgm similarity, 0 to 1) a known word must be to count as what was meant. */
export const CORRECTION_SIMILARITY = 0.45;
/** Shorter words are taken as typed (three letters leave too little to correct safely). */
export const MIN_CORRECTED_LENGTH = 4;
/** The most words a synonym term has (the table's check): longer runs are not looked up. */
export const MAX_TERM_WORDS = 4;
/**
 * How alike a known word must be to be offered as "Did you mean" when nothing matches: looser
 * than a correction (which widens every search), since the person chooses whether to follow it.
 * pg_trgm's `%` (similarity_threshold, 0.3 by default) bounds it from below.
 */
export const SUGGESTION_SIMILARITY = 0.3;

/** The words of a query: lowercase runs of letters and digits, as the vocabulary stores them. */
export function typedWords(q: string): string[] {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && word.length <= 60);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/**
 * One statement, prepared on PostgreSQL (every search with words runs it; its text never
 * changes). `typed`: each word, whether it is a stop word and whether the vocabulary knows it.
 * `named`: runs of 2 to 4 typed words (stop words too: "front of house") that are a synonym term
 * of as many words, as typed, or nearly when one of their words is unknown; `kept`: those no
 * longer (or as long and earlier) run overlaps. `spelled`: each word that is not a stop word,
 * with its nearest known words when unknown. A kept run is one group: its words AND-ed as
 * before, or the term (when typed nearly), or what the term finds. Every other word is a group:
 * itself, its corrections, and what each of them finds as a one-word term.
 */
const EXPAND = `
WITH typed AS MATERIALIZED (
  SELECT t.word, t.at::int AS at,
         numnode(plainto_tsquery('english', t.word)) = 0 AS stop,
         EXISTS (SELECT 1 FROM search_words e WHERE e.word = t.word) AS known
  FROM unnest($1::text[]) WITH ORDINALITY AS t(word, at)
),
runs AS (
  SELECT a.at AS first, b.at AS last, string_agg(x.word, ' ' ORDER BY x.at) AS run,
         bool_and(x.known) AS known
  FROM typed a
  JOIN typed b ON b.at > a.at AND b.at < a.at + $5
  JOIN typed x ON x.at BETWEEN a.at AND b.at
  GROUP BY a.at, b.at
),
named AS MATERIALIZED (
  SELECT r.first, r.last, r.run, s.term, s.finds
  FROM runs r
  CROSS JOIN LATERAL (
    SELECT s.term, s.finds FROM search_synonyms s
    WHERE s.term = r.run
       OR (NOT r.known AND s.words = r.last - r.first + 1 AND s.term % r.run
           AND similarity(s.term, r.run) >= $2)
    ORDER BY s.term <-> r.run, s.term
    LIMIT 1) s
),
kept AS (
  SELECT n.* FROM named n
  WHERE NOT EXISTS (
    SELECT 1 FROM named o
    WHERE o.first <= n.last AND o.last >= n.first
      AND (o.last - o.first, -o.first) > (n.last - n.first, -n.first))
),
spelled AS (
  SELECT t.at, t.word,
         array_prepend(t.word, ARRAY(
           SELECT w.word FROM search_words w
           WHERE NOT t.known AND char_length(t.word) >= $4 AND w.word % t.word
             AND similarity(w.word, t.word) >= $2
           ORDER BY w.word <-> t.word, w.word
           LIMIT $3)) AS words
  FROM typed t
  WHERE NOT t.stop
),
groups AS (
  SELECT k.first AS at,
         ARRAY(SELECT '(' || string_agg('(' || array_to_string(s.words, ' | ') || ')', ' & '
                                        ORDER BY s.at) || ')'
               FROM spelled s WHERE s.at BETWEEN k.first AND k.last)
         || CASE WHEN k.term = k.run THEN ARRAY[]::text[] ELSE ARRAY[k.term] END
         || k.finds AS alternatives
  FROM kept k
  UNION ALL
  SELECT s.at,
         s.words || ARRAY(
           SELECT f FROM search_synonyms y, unnest(y.finds) WITH ORDINALITY AS u(f, i)
           WHERE y.term = ANY (s.words)
           ORDER BY array_position(s.words, y.term), u.i) AS alternatives
  FROM spelled s
  WHERE NOT EXISTS (SELECT 1 FROM kept k WHERE s.at BETWEEN k.first AND k.last)
)
SELECT string_agg(
         '(' || (SELECT string_agg(CASE WHEN d.alt LIKE '% %' AND d.alt NOT LIKE '(%'
                                        THEN '(' || replace(d.alt, ' ', ' <-> ') || ')'
                                        ELSE d.alt END, ' | ' ORDER BY d.n)
                 FROM (SELECT a.alt, min(a.n) AS n
                       FROM unnest(g.alternatives) WITH ORDINALITY AS a(alt, n)
                       WHERE a.alt IS NOT NULL GROUP BY a.alt) d) || ')',
         ' & ' ORDER BY g.at) AS tsquery
FROM groups g`;

/**
 * The tsquery text for what was typed, or null when it has no words to search for (nothing, or
 * stop words only: "the"). Only letters, digits, spaces and the operators the statement writes,
 * so it is safe for to_tsquery (the synonyms' table checks its own text).
 */
export async function forgivingTsquery(db: Db, q: string): Promise<string | null> {
  const words = typedWords(q);
  if (!words.length) return null;
  const { rows } = await db.query<{ tsquery: string | null }>(
    EXPAND,
    [words, CORRECTION_SIMILARITY, CORRECTIONS_PER_WORD, MIN_CORRECTED_LENGTH, MAX_TERM_WORDS],
    { name: 'search-words' },
  );
  return rows[0]?.tsquery ?? null;
}

/**
 * "Did you mean": the typed words with each one the vocabulary does not know (4+ letters, not a
 * stop word) replaced by its nearest known word at SUGGESTION_SIMILARITY or more (of two as near,
 * the one closer in length: "barsita" is barista, not bar), or null when no word is replaced.
 * Whether the suggestion finds anything is for the caller to check (didYouMean below).
 */
export async function suggestedWords(db: Db, q: string): Promise<string | null> {
  const words = typedWords(q);
  if (!words.length) return null;
  const { rows } = await db.query<{ words: string; changed: boolean }>(
    `SELECT string_agg(coalesce(s.near, t.word), ' ' ORDER BY t.at) AS words,
            bool_or(s.near IS NOT NULL) AS changed
     FROM unnest($1::text[]) WITH ORDINALITY AS t(word, at)
     LEFT JOIN LATERAL (
       SELECT w.word AS near FROM search_words w
       WHERE char_length(t.word) >= $3
         AND numnode(plainto_tsquery('english', t.word)) > 0
         AND NOT EXISTS (SELECT 1 FROM search_words e WHERE e.word = t.word)
         AND w.word % t.word AND similarity(w.word, t.word) >= $2
       ORDER BY w.word <-> t.word, abs(char_length(w.word) - char_length(t.word)), w.word
       LIMIT 1) s ON true`,
    [words, SUGGESTION_SIMILARITY, MIN_CORRECTED_LENGTH],
  );
  return rows[0]?.changed ? rows[0].words : null;
}

/**
 * "Did you mean" for a search that found nothing: the suggested words (suggestedWords) when
 * `findsJobs` says that a search for them, with the same filters, finds any; otherwise null.
 */
export async function didYouMean(
  db: Db,
  q: string,
  findsJobs: (words: string) => Promise<boolean>,
): Promise<string | null> {
  const words = await suggestedWords(db, q);
  return words !== null && (await findsJobs(words)) ? words : null;
}
