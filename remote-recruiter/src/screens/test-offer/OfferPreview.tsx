import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPay, formatShortDate, type SalaryType } from 'shared-kernel/rules';
import { COMMON, TEST_OFFER } from '../../texts';

export interface OfferPreviewData {
  jobTitle: string;
  companyName: string;
  salaryAmount: number | null;
  salaryType: SalaryType;
  startDate: string;
  expiresOn: string;
  message: string;
}

/** The offer card as the candidate sees it on their offers page. */
export function OfferPreview({ offer }: { offer: OfferPreviewData }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: 'primary.main', borderWidth: 2 }}
      data-testid="offer-preview"
    >
      <Typography variant="overline" color="text.secondary">
        {TEST_OFFER.offerFrom(offer.companyName || '—')}
      </Typography>
      <Typography variant="h5" component="h3">
        {offer.jobTitle || COMMON.untitled}
      </Typography>
      <Typography variant="h6" component="p" color="primary" sx={{ mt: 1 }}>
        {formatPay({ salaryAmount: offer.salaryAmount, salaryType: offer.salaryType })}
      </Typography>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {offer.startDate && (
          <Typography>
            {TEST_OFFER.start(formatShortDate(`${offer.startDate}T12:00:00`))}
          </Typography>
        )}
        {offer.expiresOn && (
          <Typography color="text.secondary">
            {TEST_OFFER.answerBy(formatShortDate(`${offer.expiresOn}T12:00:00`))}
          </Typography>
        )}
      </Stack>
      {offer.message && (
        <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{offer.message}</Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled>
          {TEST_OFFER.accept}
        </Button>
        <Button variant="outlined" disabled>
          {TEST_OFFER.decline}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {TEST_OFFER.previewOnly}
      </Typography>
    </Paper>
  );
}
