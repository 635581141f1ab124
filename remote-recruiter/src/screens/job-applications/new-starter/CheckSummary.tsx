import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RIGHT_TO_WORK_RESULT_LABELS, RIGHT_TO_WORK_ROUTE_LABELS } from 'shared-kernel/rules';
import { evidenceUrl, type NewStarter } from '../../../api/new-starters';
import { NEW_STARTER as T } from '../../../texts-new-starter';
import { dayText, shortSha } from './format';
import { Fact } from './Part';

type Check = NonNullable<NonNullable<NewStarter['rightToWork']>['check']>;

/** The recorded check: its result, the evidence as uploaded with its SHA-256, the follow-up. */
export function CheckSummary({ check, applicationId }: { check: Check; applicationId: string }) {
  return (
    <Stack spacing={0.5}>
      <Typography sx={{ fontWeight: 600 }}>
        {T.checkSummary(
          RIGHT_TO_WORK_RESULT_LABELS[check.result],
          dayText(check.checkedOn),
          check.recordedBy.name,
        )}
      </Typography>
      <Fact label={T.route}>{RIGHT_TO_WORK_ROUTE_LABELS[check.route]}</Fact>
      {check.expiresOn && (
        <Typography variant="body2">{T.permissionEnds(dayText(check.expiresOn))}</Typography>
      )}
      {check.followUpOn && (
        <Typography variant="body2">{T.followUpOn(dayText(check.followUpOn))}</Typography>
      )}
      <Link href={evidenceUrl(applicationId)} target="_blank" rel="noopener" variant="body2">
        {T.evidenceLink(check.evidence.fileName)}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {T.sha256}:{' '}
        <Typography component="code" variant="body2" title={check.evidence.sha256}>
          {shortSha(check.evidence.sha256)}
        </Typography>
      </Typography>
    </Stack>
  );
}
