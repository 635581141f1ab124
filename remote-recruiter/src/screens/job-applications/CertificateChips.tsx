import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Certificate } from 'shared-kernel/contract';
import { certificateExpired, londonDay } from 'shared-kernel/rules';
import { CERTIFICATE_TEXTS as T } from '../../texts-certificates';

/** An applicant's licences and certificates as small chips; an expired one says so (issue 43). */
export function CertificateChips({ certificates }: { certificates: readonly Certificate[] }) {
  if (!certificates.length) return null;
  const today = londonDay();
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={T.cardList}
      sx={{ m: 0, mt: 1, p: 0, flexWrap: 'wrap', gap: 0.5, listStyle: 'none' }}
    >
      {certificates.map((certificate) => {
        const label = T.labels[certificate.kind];
        const expired = certificateExpired(certificate, today);
        return (
          <li key={certificate.kind}>
            <Chip
              size="small"
              variant="outlined"
              color={expired ? 'warning' : 'success'}
              label={expired ? T.expired(label) : label}
            />
          </li>
        );
      })}
    </Stack>
  );
}
