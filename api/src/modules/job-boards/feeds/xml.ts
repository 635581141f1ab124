// What the XML documents (the sitemap, the Indeed feed) are written with: plain string building
// (issue 31 item 8: 10,000 jobs in one answer, measured by api/bench/job-boards.ts).

/**
 * Text as a CDATA section, as Indeed asks for every value. A `]]>` inside would end the section
 * early, so it is split across two sections (`]]` closes one, `>` opens the next).
 */
export function cdata(text: string): string {
  const safe = text.includes(']]>') ? text.replaceAll(']]>', ']]]]><![CDATA[>') : text;
  return `<![CDATA[${safe}]]>`;
}

/** Characters XML 1.0 does not allow at all (control characters but tab, newline, return). */
// eslint-disable-next-line no-control-regex -- matching them is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// eslint-disable-next-line no-control-regex -- the same, to test (a global one keeps its place)
const HAS_NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/**
 * Text with the characters XML cannot carry, even in CDATA, left out. (Tested first: the feed
 * runs it over every value of 10,000 jobs, and almost none holds one.)
 */
export function xmlSafe(text: string): string {
  return HAS_NOT_XML.test(text) ? text.replace(NOT_XML, '') : text;
}

/** An RFC 1123 date (the feed's dates): 'Fri, 27 Nov 2026 21:14:33 GMT'. */
export function rfc1123(moment: Date | string): string {
  return new Date(moment).toUTCString();
}
