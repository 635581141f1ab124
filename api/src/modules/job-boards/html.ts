// Text into HTML (the job's page, and the feed's description): every text goes through `escapeHtml` (the
// escape-html package); JSON inside a `<script>` through `scriptJson`, so a title holding `</script>` cannot end the
// script.
import escapeHtml from 'escape-html';
import { jobParagraphs } from 'shared-kernel/rules';

/**
 * A plain-text description as HTML paragraphs: a blank line starts a paragraph, a single line
 * break stays a line break. The page and the JobPosting's `description` show the same HTML.
 */
export function paragraphs(text: string): string {
  return jobParagraphs(text.replace(/\r\n?/g, '\n'))
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** JSON for a `<script type="application/ld+json">`: `<` as `\u003c` (the JSON is unchanged). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The first `max` characters of a text, cut at a word, with '…' when cut. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:·-]+$/, '')}…`;
}
