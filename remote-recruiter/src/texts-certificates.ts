// Licences and certificates on the recruiter's screens (issue 43 item 3): the job form's
// "Required certificates" and the board card's chips. The labels are shared-kernel's.
import { CERTIFICATE_LABELS } from 'shared-kernel';

export const CERTIFICATE_TEXTS = {
  labels: CERTIFICATE_LABELS,
  required: 'Required certificates',
  requiredHelp: 'Candidates who hold them (in date) match the job better; the job page lists them.',
  /** A board card's chip of an expired certificate. */
  expired: (label: string) => `${label} (expired)`,
  cardList: 'Certificates',
} as const;
