import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ButtonLink } from 'shared-kernel/ui';
import { WORKFLOWS } from '../../texts-workflows';
import type { WorkflowJob } from '../../workflows/api';
import { QuestionStatRow } from '../../workflows/QuestionStatRow';
import { workflowLine } from './workflow-form';

/** A job's questions, knock-outs, workflow and applications, with its edits. */
export function JobWorkflowCard({ job, onEdit }: { job: WorkflowJob; onEdit: () => void }) {
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`workflow-job-${job.id}`}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={`workflow-job-${job.id}`}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {job.title}
          </Typography>
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5, alignItems: 'center' }}
          >
            <Chip size="small" variant="outlined" label={WORKFLOWS.status[job.status]} />
            <Chip
              size="small"
              color={job.workflow.inherited ? 'default' : 'primary'}
              label={job.workflow.inherited ? WORKFLOWS.usesDefault : WORKFLOWS.ownWorkflow}
            />
            <Typography variant="body2" color="text.secondary">
              {WORKFLOWS.applications(job.applications)}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {workflowLine(job.workflow)}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, flexShrink: 0 }}>
          <Button
            size="small"
            variant="outlined"
            aria-label={WORKFLOWS.editWorkflowFor(job.title)}
            onClick={onEdit}
          >
            {WORKFLOWS.editWorkflow}
          </Button>
          <ButtonLink
            size="small"
            to={`/edit-job/${job.id}`}
            aria-label={WORKFLOWS.editQuestionsFor(job.title)}
          >
            {WORKFLOWS.editQuestions}
          </ButtonLink>
        </Stack>
      </Stack>
      {job.screening.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {WORKFLOWS.noQuestions}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {job.screening.map((question) => (
            <QuestionStatRow key={question.id} question={question} job={job} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
