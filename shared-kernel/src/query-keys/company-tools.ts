// The recruiter's tools for their company: dashboard, analytics, strategy canvas, magical moments,
// past people and the dev mailbox.

export const dashboardKeys = {
  all: ['dashboard'] as const,
  recruiter: () => [...dashboardKeys.all, 'recruiter'] as const,
};

export const analyticsKeys = {
  all: ['analytics'] as const,
  range: (from: string, to: string) => [...analyticsKeys.all, 'range', from, to] as const,
  productivity: () => [...analyticsKeys.all, 'productivity'] as const,
};

export const canvasKeys = {
  all: ['strategy-canvas'] as const,
  mine: () => [...canvasKeys.all, 'mine'] as const,
};

export const momentKeys = {
  all: ['magical-moments'] as const,
  list: () => [...momentKeys.all, 'list'] as const,
};

export const pastPeopleKeys = {
  all: ['past-people'] as const,
  list: (kind: string) => [...pastPeopleKeys.all, kind] as const,
};

export const mailboxKeys = {
  all: ['mailbox'] as const,
  mine: () => [...mailboxKeys.all, 'mine'] as const,
};

/** Hiring workflows (issue 33): the overview, one job's workflow, the company default, the log. */
export const workflowKeys = {
  all: ['hiring-workflows'] as const,
  overview: () => [...workflowKeys.all, 'overview'] as const,
  companyDefault: () => [...workflowKeys.all, 'company-default'] as const,
  job: (jobId: string) => [...workflowKeys.all, 'job', jobId] as const,
  log: (since: string, jobId?: string) =>
    [...workflowKeys.all, 'log', since, jobId ?? null] as const,
};
