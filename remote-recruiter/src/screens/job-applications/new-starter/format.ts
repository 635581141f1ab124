import { formatDate, formatLongDateTime } from 'shared-kernel/rules';

// How the new-starter record shows its days, moments and fingerprints.

/** A day of the record ('2026-04-01' → '1 Apr 2026'; a moment's London day): with its year. */
export const dayText = (day: string | null | undefined) => formatDate(day, 'd MMM yyyy');

/** A moment of the record ('Wed 1 Apr 2026, 09:30', London). */
export const momentText = formatLongDateTime;

/** A SHA-256 shortened for the eye; the full value goes in the title. */
export const shortSha = (sha256: string) => `${sha256.slice(0, 12)}…`;
