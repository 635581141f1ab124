import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatShareCode, RIGHT_TO_WORK_ROUTE_LABELS } from 'shared-kernel/rules';
import type { NewStarter } from '../../../api/new-starters';
import { COMMON } from '../../../texts';
import { NEW_STARTER as T } from '../../../texts-new-starter';
import { CheckSummary } from './CheckSummary';
import { FollowUpWarning } from './FollowUpWarning';
import { dayText } from './format';
import { Fact, Part } from './Part';
import { RightToWorkCheckForm } from './RightToWorkCheckForm';

type RightToWork = NonNullable<NewStarter['rightToWork']>;

/**
 * Right to work (owners and admins): the route the new starter picked, with their share code and
 * date of birth for the Home Office's employer check, and the employer's recorded check (or the
 * form to record it; a new check, e.g. at the follow-up, replaces it).
 */
export function RightToWorkPart({
  record,
  rightToWork,
}: {
  record: NewStarter;
  rightToWork: RightToWork;
}) {
  const { check } = rightToWork;
  const [again, setAgain] = useState(false);
  return (
    <Part title={T.rightToWorkTitle}>
      <Stack spacing={1.5}>
        <CandidateRoute rightToWork={rightToWork} />
        {check && <FollowUpWarning check={check} name={record.candidate.name} />}
        {check && <CheckSummary check={check} applicationId={record.applicationId} />}
        {check && !again ? (
          <Button
            sx={{ alignSelf: 'flex-start' }}
            variant="outlined"
            onClick={() => setAgain(true)}
          >
            {T.checkRecordAgain}
          </Button>
        ) : (
          <RightToWorkCheckForm
            applicationId={record.applicationId}
            route={rightToWork.route}
            onDone={() => setAgain(false)}
          />
        )}
        {check && again && (
          <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setAgain(false)}>
            {COMMON.cancel}
          </Button>
        )}
      </Stack>
    </Part>
  );
}

function CandidateRoute({ rightToWork }: { rightToWork: RightToWork }) {
  if (!rightToWork.route) return <Typography color="text.secondary">{T.routeNotPicked}</Typography>;
  return (
    <Stack spacing={0.5}>
      <Fact label={T.route}>{RIGHT_TO_WORK_ROUTE_LABELS[rightToWork.route]}</Fact>
      {rightToWork.shareCode && (
        <Fact label={T.shareCode}>
          {formatShareCode(rightToWork.shareCode)}
          {rightToWork.shareCodeValidUntil
            ? ` (${T.validUntil(dayText(rightToWork.shareCodeValidUntil))})`
            : ''}
        </Fact>
      )}
      {rightToWork.dateOfBirth && (
        <Fact label={T.dateOfBirth}>{dayText(rightToWork.dateOfBirth)}</Fact>
      )}
      {rightToWork.route === 'share_code' && (
        <Link href={T.employerCheckUrl} target="_blank" rel="noopener" variant="body2">
          {T.employerCheck}
        </Link>
      )}
    </Stack>
  );
}
