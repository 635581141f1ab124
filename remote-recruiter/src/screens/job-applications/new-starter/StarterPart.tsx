import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STARTER_STATEMENT_TEXTS, STUDENT_LOAN_PLAN_LABELS } from 'shared-kernel/rules';
import type { NewStarter } from '../../../api/new-starters';
import { NEW_STARTER as T } from '../../../texts-new-starter';
import { dayText } from './format';
import { Fact, Part } from './Part';

/** HMRC's starter checklist as the new starter filled it in (owners and admins). */
export function StarterPart({ starter }: { starter: NewStarter['starter'] }) {
  return (
    <Part title={T.starterTitle}>
      {starter ? (
        <Stack spacing={0.5}>
          <Typography variant="body2">
            <strong>{T.statement(starter.statement)}</strong>:{' '}
            {STARTER_STATEMENT_TEXTS[starter.statement]}
          </Typography>
          <Fact label={T.niNumber}>{starter.niNumber}</Fact>
          <Fact label={T.studentLoan}>{STUDENT_LOAN_PLAN_LABELS[starter.studentLoanPlan]}</Fact>
          <Fact label={T.postgraduateLoan}>{starter.postgraduateLoan ? T.yes : T.no}</Fact>
          <Typography variant="caption" color="text.secondary">
            {T.savedOn(dayText(starter.savedAt))}
          </Typography>
        </Stack>
      ) : (
        <Typography color="text.secondary">{T.notGiven}</Typography>
      )}
    </Part>
  );
}
