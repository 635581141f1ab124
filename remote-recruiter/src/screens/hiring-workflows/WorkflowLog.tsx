import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RRLink } from 'react-router-dom';
import { QueryView, Section } from 'shared-kernel/ui';
import { formatDateTime } from '../../kit/format';
import { WORKFLOWS } from '../../texts-workflows';
import { useWorkflowLog, type WorkflowLogEntry } from '../../workflows/api';
import { logEntryWords } from '../../workflows/words';

/** Where an entry's application opens: its job's board with the application's drawer. */
export const applicationPath = (entry: WorkflowLogEntry) =>
  `/job-applications/${entry.job.id}?application=${entry.applicationId}`;

/** One thing a workflow did: when, what, who, which job, and the answer that decided. */
export function WorkflowLogItem({ entry }: { entry: WorkflowLogEntry }) {
  const { what, decided } = logEntryWords(entry);
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: { xs: 0.25, sm: 2 },
        gridTemplateColumns: { xs: '1fr', sm: '110px 1fr' },
        py: 1,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Typography variant="body2" color="text.secondary" component="time" dateTime={entry.at}>
        {formatDateTime(entry.at)}
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          <strong>{what}</strong>
          {' · '}
          <Link
            component={RRLink}
            to={applicationPath(entry)}
            aria-label={`${what}: ${WORKFLOWS.openApplication(entry.candidateName)}`}
          >
            {entry.candidateName}
          </Link>
          {' · '}
          {entry.job.title}
        </Typography>
        {decided && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {decided}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** "This week": what every workflow did since `since`, newest first. */
export function WorkflowLog({ since }: { since: string }) {
  const log = useWorkflowLog(since);
  return (
    <Section title={WORKFLOWS.log} id="workflow-log">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {WORKFLOWS.logHelp}
      </Typography>
      <QueryView query={log}>
        {(entries) =>
          entries.length === 0 ? (
            <Typography color="text.secondary">{WORKFLOWS.logEmpty}</Typography>
          ) : (
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {entries.map((entry) => (
                <WorkflowLogItem key={entry.id} entry={entry} />
              ))}
            </Box>
          )
        }
      </QueryView>
    </Section>
  );
}
