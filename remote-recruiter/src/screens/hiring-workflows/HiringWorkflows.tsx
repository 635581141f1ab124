import { useState } from 'react';
import { subDays } from 'date-fns';
import Stack from '@mui/material/Stack';
import { EmptyState, PageContainer } from 'shared-kernel';
import { ButtonLink, QueryView, Section } from 'shared-kernel/ui';
import { WORKFLOWS } from '../../texts-workflows';
import { useHiringWorkflows, type HiringWorkflows as Overview } from '../../workflows/api';
import { CompanyWorkflowForm } from './CompanyWorkflowForm';
import { JobWorkflowCard } from './JobWorkflowCard';
import { JobWorkflowDialog } from './JobWorkflowDialog';
import { WorkflowLog } from './WorkflowLog';

/** Every open or draft job's questions and workflow, each editable from here. */
function Jobs({ overview }: { overview: Overview }) {
  const [editing, setEditing] = useState<string | null>(null);
  const job = overview.jobs.find((j) => j.id === editing) ?? null;
  const asking = overview.jobs.some((j) => j.screening.length > 0);
  return (
    <Section title={WORKFLOWS.jobs} id="workflow-jobs">
      {!asking && (
        <EmptyState
          title={WORKFLOWS.noJobs}
          description={WORKFLOWS.noJobsHelp}
          action={
            <ButtonLink to="/post-job" variant="contained">
              {WORKFLOWS.postJob}
            </ButtonLink>
          }
        />
      )}
      <Stack spacing={1.5}>
        {overview.jobs.map((j) => (
          <JobWorkflowCard key={j.id} job={j} onEdit={() => setEditing(j.id)} />
        ))}
      </Stack>
      {job && (
        <JobWorkflowDialog
          key={job.id}
          job={job}
          companyDefault={overview.companyDefault}
          onClose={() => setEditing(null)}
        />
      )}
    </Section>
  );
}

/**
 * /hiring-workflows (issue 33): the company's default workflow, every open or draft job with its
 * screening questions, knock-outs and workflow, and what the workflows did this week.
 */
export default function HiringWorkflows() {
  const overview = useHiringWorkflows();
  // The log's week, from when the page opened (one query key while it stays open).
  const [since] = useState(() => subDays(new Date(), 7).toISOString());
  return (
    <PageContainer title={WORKFLOWS.title} subtitle={WORKFLOWS.subtitle} maxWidth={960}>
      <QueryView query={overview}>
        {(loaded) => (
          <>
            <CompanyWorkflowForm workflow={loaded.companyDefault} />
            <Jobs overview={loaded} />
          </>
        )}
      </QueryView>
      <WorkflowLog since={since} />
    </PageContainer>
  );
}
