import Box from '@mui/material/Box';
import ScheduleIcon from '@mui/icons-material/Schedule';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import { RESPONSE_RATE_ANSWER_DAYS, RESPONSE_RATE_WINDOW_DAYS } from 'shared-kernel/rules';
import { COMPANY } from '../../texts';

/**
 * How reliably the company answers applicants: the share of its applications of the last 90
 * days that got a first answer within 7 days, or "New on HospoHire" while it has none (null).
 */
export function ResponseRate({ percent }: { percent: number | null }) {
  const known = percent !== null;
  return (
    <Box
      component="span"
      data-testid="response-rate"
      title={known ? COMPANY.responseRateHint(RESPONSE_RATE_WINDOW_DAYS) : COMPANY.newCompanyHint}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {known ? (
        <ScheduleIcon fontSize="small" aria-hidden />
      ) : (
        <FiberNewIcon fontSize="small" aria-hidden />
      )}
      {known ? COMPANY.responseRate(percent, RESPONSE_RATE_ANSWER_DAYS) : COMPANY.newCompany}
    </Box>
  );
}
