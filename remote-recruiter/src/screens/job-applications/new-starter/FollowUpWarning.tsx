import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { londonDay, NEW_STARTER_TEXTS } from 'shared-kernel/rules';
import type { NewStarter } from '../../../api/new-starters';
import { NEW_STARTER as T } from '../../../texts-new-starter';
import { dayText } from './format';

type Check = NonNullable<NonNullable<NewStarter['rightToWork']>['check']>;

/**
 * "Right-to-work follow-up due": from the follow-up day (28 days before time-limited permission
 * ends, London's today), what to do before it ends. A region, not an alert: it is there each
 * time the record opens, not news.
 */
export function FollowUpWarning({ check, name }: { check: Check; name: string }) {
  if (!check.followUpOn || !check.expiresOn || londonDay() < check.followUpOn) return null;
  return (
    <Alert severity="warning" role="region" aria-label={NEW_STARTER_TEXTS.followUpTitle}>
      <AlertTitle component="h5">{NEW_STARTER_TEXTS.followUpTitle}</AlertTitle>
      <Typography variant="body2">{NEW_STARTER_TEXTS.followUpBody(name)}</Typography>
      <Typography variant="body2">{T.followUpDo(dayText(check.expiresOn))}</Typography>
    </Alert>
  );
}
