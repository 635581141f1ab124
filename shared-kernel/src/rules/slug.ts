// The one slug rule (issue 42 item 5): a text as lowercase ASCII words joined by '-', for addresses.
// A job's page address (job-address.ts) and a company's slug (chosen once, when the company is
// created, api/src/modules/companies/company-service.ts) are both written with it.

/**
 * 'Head Chef (Sous) – Café & Bar' → 'head-chef-sous-cafe-and-bar': accents folded, '&' said
 * 'and', every other run of non-letters and non-digits one '-'. At most `max` characters, a whole
 * word is never cut ('' when even the first word is longer).
 */
export function slugWords(text: string, max: number): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) break;
    slug = next;
  }
  return slug;
}
