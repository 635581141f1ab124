// Licences and certificates (issue 43 item 3): a candidate's (profile `certificates`) and a job's
// (`requiredCertificates`). The rules (when one counts, the 30-day warning) are
// shared-kernel/rules/certificates.ts; the labels rules/vocabulary-labels.ts.
import { Type, type Static } from 'typebox';
import { DateSchema, vocabulary } from './common.js';
import {
  CERTIFICATE_REFERENCE_MAX_LENGTH,
  MAX_REQUIRED_CERTIFICATES,
} from '../rules/certificates.js';
import { CERTIFICATE_KINDS } from './vocabularies.js';

export const CertificateKindSchema = vocabulary(CERTIFICATE_KINDS);

/**
 * One certificate: its kind, the licence or certificate number, the day it expires (London).
 * Read back as saved (an expired one included: the screens mark it); on save at most one of each
 * kind and no expiry day already past (400 naming `certificates`).
 */
export const CertificateSchema = Type.Object(
  {
    kind: CertificateKindSchema,
    reference: Type.Optional(
      Type.String({ minLength: 1, maxLength: CERTIFICATE_REFERENCE_MAX_LENGTH }),
    ),
    expiresOn: Type.Optional(DateSchema),
  },
  { additionalProperties: false },
);
export type Certificate = Static<typeof CertificateSchema>;

/** A candidate's whole list (one of each kind at most). */
export const CertificatesSchema = Type.Array(CertificateSchema, {
  maxItems: CERTIFICATE_KINDS.length,
});

/** A job's required certificates: kinds, no repeats, at most six. */
export const RequiredCertificatesSchema = Type.Array(CertificateKindSchema, {
  maxItems: MAX_REQUIRED_CERTIFICATES,
  uniqueItems: true,
});
