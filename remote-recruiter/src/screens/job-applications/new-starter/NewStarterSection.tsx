import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryView } from 'shared-kernel/ui';
import { useNewStarter, type NewStarter, type NewStarterProgress } from '../../../api/new-starters';
import { NEW_STARTER as T } from '../../../texts-new-starter';
import { BankPart } from './BankPart';
import { ContractPart } from './ContractPart';
import { FirstShift } from './FirstShift';
import { LeavingPart } from './LeavingPart';
import { PoliciesPart } from './PoliciesPart';
import { ReadyMark } from './ReadyMark';
import { RightToWorkPart } from './RightToWorkPart';
import { StarterPart } from './StarterPart';
import { StepList } from './StepList';

/**
 * The application's new-starter pack (issue 43 item 4), once the offer is accepted: every member
 * of the company sees the steps, the Ready mark and the first shift; owners and admins (view
 * 'full') also the records themselves.
 */
export function NewStarterSection({
  applicationId,
  progress,
}: {
  applicationId: string;
  progress: NewStarterProgress;
}) {
  const record = useNewStarter(applicationId);
  return (
    <Box component="section" aria-label={T.title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {T.title}
      </Typography>
      <QueryView query={record} errorTitle={T.loadError}>
        {(loaded) => <NewStarterRecord record={loaded} progress={progress} />}
      </QueryView>
    </Box>
  );
}

function NewStarterRecord({
  record,
  progress,
}: {
  record: NewStarter;
  progress: NewStarterProgress;
}) {
  // The full view knows the check itself; the steps view has the card's word for it.
  const checked = record.rightToWork
    ? record.rightToWork.check !== null
    : progress.rightToWorkChecked;
  return (
    <Stack spacing={1.5}>
      {record.readyForFirstShift && (
        <Box>
          <ReadyMark />
        </Box>
      )}
      <StepList steps={record.steps} />
      <FirstShift record={record} checked={checked} />
      {record.view === 'full' ? (
        <>
          <Divider />
          {record.rightToWork && (
            <RightToWorkPart record={record} rightToWork={record.rightToWork} />
          )}
          <StarterPart starter={record.starter ?? null} />
          <BankPart bank={record.bank ?? null} views={record.bankViews} />
          <ContractPart applicationId={record.applicationId} contract={record.contract ?? null} />
          {record.policies && <PoliciesPart policies={record.policies} />}
          <LeavingPart record={record} />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" role="note">
          {T.stepsOnly}
        </Typography>
      )}
    </Stack>
  );
}
