import { useState, type BaseSyntheticEvent } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { toast } from 'shared-kernel';
import { useFormSubmit } from 'shared-kernel/forms';
import { messageOf } from '../../kit/errors';
import { FormDialog } from '../../kit/FormDialog';
import { COMMON } from '../../texts';
import { WORKFLOW, WORKFLOWS } from '../../texts-workflows';
import {
  useResetJobWorkflow,
  useSaveJobWorkflow,
  type Workflow,
  type WorkflowJob,
} from '../../workflows/api';
import { useWorkflowForm } from './useWorkflowForm';
import { WorkflowFields } from './WorkflowFields';

type Mode = 'default' | 'own';

/**
 * A job's workflow: "Use company default" (its own is removed, DELETE) or its own (PUT), which
 * starts from what the job uses now.
 */
export function JobWorkflowDialog({
  job,
  companyDefault,
  onClose,
}: {
  job: WorkflowJob;
  companyDefault: Workflow;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<Mode>(job.workflow.inherited ? 'default' : 'own');
  const form = useWorkflowForm(job.workflow.inherited ? companyDefault : job.workflow);
  const done = (description: string) => {
    toast({ title: description, description: job.title });
    onClose();
  };
  const save = useSaveJobWorkflow({ onSuccess: () => done(WORKFLOW.saved) });
  const reset = useResetJobWorkflow({ onSuccess: () => done(WORKFLOWS.resetDone) });
  const { alert, setAlert, onSubmit } = useFormSubmit(
    form,
    (body, fail) => save.mutate({ jobId: job.id, body }, { onError: fail }),
    { networkMessage: COMMON.networkError },
  );
  const titleId = `job-workflow-${job.id}`;

  const submit = (event?: BaseSyntheticEvent) => {
    if (mode === 'own') return onSubmit(event);
    event?.preventDefault();
    setAlert(null);
    if (job.workflow.inherited) return onClose();
    reset.mutate(job.id, { onError: (error) => setAlert(messageOf(error)) });
  };

  return (
    <FormDialog
      titleId={titleId}
      title={WORKFLOWS.editWorkflowFor(job.title)}
      alert={alert}
      submitLabel={WORKFLOWS.saveWorkflow}
      submitting={save.isPending || reset.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <RadioGroup
        aria-label={WORKFLOWS.editWorkflow}
        value={mode}
        onChange={(event) => setMode(event.target.value as Mode)}
      >
        <FormControlLabel value="default" control={<Radio />} label={WORKFLOWS.useDefault} />
        <FormControlLabel value="own" control={<Radio />} label={WORKFLOWS.useOwn} />
      </RadioGroup>
      {mode === 'own' && <WorkflowFields form={form} idPrefix={titleId} />}
    </FormDialog>
  );
}
