// Text into the job page's HTML: JSON inside a `<script>` through `scriptJson`, so a title holding
// `</script>` cannot end the script, and meta descriptions cut at a word. A description as HTML
// paragraphs is shared-kernel's `descriptionHtml` (rules/job-posting.ts).

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
