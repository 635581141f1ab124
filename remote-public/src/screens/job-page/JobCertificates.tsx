import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CertificateKind } from 'shared-kernel/contract';
import { CERTIFICATE_LABELS, JOB_PAGE_WORDS } from 'shared-kernel/rules';

/**
 * The licences and certificates a job requires (issue 43), after the workplace: the same heading
 * and list as the API's first paint (job-boards/page/render.ts). Nothing when it requires none.
 */
export function JobCertificates({ kinds }: { kinds: readonly CertificateKind[] | undefined }) {
  // An API from before issue 43 sends none.
  if (!kinds?.length) return null;
  return (
    <Box component="section" aria-labelledby="job-certificates" sx={{ mt: 3 }}>
      <Typography
        id="job-certificates"
        variant="h5"
        component="h2"
        sx={{ fontWeight: 700, mb: 1.5 }}
      >
        {JOB_PAGE_WORDS.requiredCertificates}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {kinds.map((kind) => (
          <Typography key={kind} component="li" sx={{ mb: 0.5 }}>
            {CERTIFICATE_LABELS[kind]}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
