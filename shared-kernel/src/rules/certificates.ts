// Licences and certificates (issue 43 item 3): when one counts, what matching says about it and
// when its holder is warned. A certificate with `expiresOn` counts up to and including that London
// day; one without an expiry date always counts.
import type { CertificateKind } from '../vocabularies.js';
import { addCalendarDays } from './dates.js';
import { CERTIFICATE_NOUNS } from './vocabulary-labels.js';

/** One certificate as a profile stores it (the contract's `{ kind, reference?, expiresOn? }`). */
export interface HeldCertificate {
  kind: CertificateKind;
  reference?: string | null;
  /** 'YYYY-MM-DD' (a London day), or absent: does not expire. */
  expiresOn?: string | null;
}

/** The holder is told this many days before a certificate's `expiresOn` (once per date). */
export const CERTIFICATE_WARNING_DAYS = 30;
/** At most this many certificates a job requires (one of each kind at most). */
export const MAX_REQUIRED_CERTIFICATES = 6;
/** A certificate's `reference` (licence or certificate number), at most this long. */
export const CERTIFICATE_REFERENCE_MAX_LENGTH = 60;

/** Expired: its expiry day is before `today` (London, 'YYYY-MM-DD'). */
export function certificateExpired(
  certificate: Pick<HeldCertificate, 'expiresOn'>,
  today: string,
): boolean {
  return certificate.expiresOn != null && certificate.expiresOn < today;
}

/** The kinds held and in date on `today`, in the vocabulary's order of the list given. */
export function certificatesInDate(
  certificates: readonly HeldCertificate[],
  today: string,
): CertificateKind[] {
  return certificates.filter((c) => !certificateExpired(c, today)).map((c) => c.kind);
}

/** The day the holder is warned of an expiry: CERTIFICATE_WARNING_DAYS before it. */
export function certificateWarningDay(expiresOn: string): string {
  return addCalendarDays(expiresOn, -CERTIFICATE_WARNING_DAYS);
}

/** A matching reason for a required certificate the candidate holds: "You hold a personal licence". */
export const heldCertificateReason = (kind: CertificateKind) =>
  `You hold ${CERTIFICATE_NOUNS[kind]}`;

/** A matching reason for a required certificate the candidate lacks: "Needs a personal licence". */
export const missingCertificateReason = (kind: CertificateKind) =>
  `Needs ${CERTIFICATE_NOUNS[kind]}`;

/** The expiry warning's words (notification and e-mail). */
export const CERTIFICATE_EXPIRY_TEXTS = {
  title: 'A certificate expires soon',
  body: (kind: CertificateKind, expiresOnText: string) =>
    `Your ${CERTIFICATE_NOUNS[kind].replace(/^an? /, '')} expires on ${expiresOnText}. Renew it and update your profile so that jobs that need it still count it.`,
} as const;
