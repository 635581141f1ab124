import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ButtonLink, QueryView, Section } from 'shared-kernel/ui';
import { ANALYTICS_TEXTS as T } from '../../texts-company';
import { WORKFLOWS_PATH } from '../../texts-workflows';
import { useHiringWorkflows } from '../../workflows/api';
import { QuestionStatRow } from '../../workflows/QuestionStatRow';

/**
 * Per job, how many each knock-out question ruled out (issue 33), so a question that rules out
 * everyone shows. Loads on its own: a failure here leaves the rest of the analytics.
 */
export function KnockoutsSection() {
  const workflows = useHiringWorkflows();
  return (
    <Section
      title={T.knockouts}
      id="analytics-knockouts"
      action={
        <ButtonLink size="small" to={WORKFLOWS_PATH}>
          {T.editWorkflows}
        </ButtonLink>
      }
    >
      <QueryView query={workflows}>
        {(data) => {
          const jobs = data.jobs
            .map((job) => ({ job, questions: job.screening.filter((q) => q.knockout) }))
            .filter(({ questions }) => questions.length > 0);
          if (jobs.length === 0)
            return (
              <Typography variant="body2" color="text.secondary">
                {T.noKnockouts}
              </Typography>
            );
          return jobs.map(({ job, questions }) => (
            <Box
              key={job.id}
              component="article"
              aria-labelledby={`analytics-knockouts-${job.id}`}
              sx={{ '& + &': { mt: 2 } }}
            >
              <Typography
                id={`analytics-knockouts-${job.id}`}
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
              >
                {job.title}
              </Typography>
              <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {questions.map((question) => (
                  <QuestionStatRow key={question.id} question={question} job={job} />
                ))}
              </Box>
            </Box>
          ));
        }}
      </QueryView>
    </Section>
  );
}
