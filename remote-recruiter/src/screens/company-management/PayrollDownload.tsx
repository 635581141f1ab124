import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { PAYROLL_CSV_URL } from '../../api/new-starters';
import { PAYROLL } from '../../texts-new-starter';

/**
 * The payroll CSV (owners and admins): the only place the new starters' full bank details leave
 * the API, each download logged on every record it holds.
 */
export function PayrollDownload() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary" id="payroll-csv-help">
        {PAYROLL.help}
      </Typography>
      <Button
        variant="outlined"
        href={PAYROLL_CSV_URL}
        download
        startIcon={<DownloadIcon />}
        aria-describedby="payroll-csv-help"
      >
        {PAYROLL.download}
      </Button>
    </Stack>
  );
}
