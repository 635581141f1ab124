// Missing data on job cards (spec section 8): a missing title shows 'Untitled role', a missing
// company name '—'.

export const UNTITLED_ROLE = 'Untitled role';
export const MISSING_VALUE = '—';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function jobTitle(job: { title?: string | null } | null | undefined): string {
  return text(job?.title) ?? UNTITLED_ROLE;
}

export function companyName(
  job: { company?: { name?: string | null } | null } | null | undefined,
): string {
  return text(job?.company?.name) ?? MISSING_VALUE;
}

/** Any optional text on a card (a location, a venue type): the text or '—'. */
export function orMissing(value: string | null | undefined): string {
  return text(value) ?? MISSING_VALUE;
}
