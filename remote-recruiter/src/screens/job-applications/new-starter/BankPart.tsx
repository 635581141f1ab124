import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NewStarter } from '../../../api/new-starters';
import { NEW_STARTER as T } from '../../../texts-new-starter';
import { dayText, momentText } from './format';
import { Fact, Part } from './Part';

/**
 * The bank details as the API sends them: masked (`••••5678`); the full values are only in the
 * payroll CSV, and every download of them is listed here (who, when).
 */
export function BankPart({
  bank,
  views = [],
}: {
  bank: NewStarter['bank'];
  views: NewStarter['bankViews'];
}) {
  return (
    <Part title={T.bankTitle}>
      {bank ? (
        <Stack spacing={0.5}>
          <Fact label={T.accountName}>{bank.accountName}</Fact>
          <Fact label={T.sortCode}>{bank.sortCode}</Fact>
          <Fact label={T.accountNumber}>{bank.accountNumber}</Fact>
          <Typography variant="caption" color="text.secondary">
            {T.savedOn(dayText(bank.savedAt))}
          </Typography>
        </Stack>
      ) : (
        <Typography color="text.secondary">{T.notGiven}</Typography>
      )}
      <Typography variant="body2" component="h5" sx={{ fontWeight: 600, mt: 1 }}>
        {T.bankViewsTitle}
      </Typography>
      {views.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.noBankViews}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {views.map((view) => (
            <li key={`${view.by.id}-${view.at}`}>
              <Typography variant="body2">
                {T.bankView(view.by.name, momentText(view.at))}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Part>
  );
}
