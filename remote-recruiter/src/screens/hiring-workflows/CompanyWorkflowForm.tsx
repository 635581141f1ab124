import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast } from 'shared-kernel';
import { useFormSubmit } from 'shared-kernel/forms';
import { Section } from 'shared-kernel/ui';
import { COMMON } from '../../texts';
import { WORKFLOW, WORKFLOWS } from '../../texts-workflows';
import { useSaveCompanyWorkflow, type Workflow } from '../../workflows/api';
import { useWorkflowForm } from './useWorkflowForm';
import { WorkflowFields } from './WorkflowFields';
import { workflowValuesOf } from './workflow-form';

/** The company's default workflow, edited and saved here; a refused save keeps what was typed. */
export function CompanyWorkflowForm({ workflow }: { workflow: Workflow }) {
  const form = useWorkflowForm(workflow);
  const save = useSaveCompanyWorkflow({
    onSuccess: (saved) => {
      form.reset(workflowValuesOf(saved));
      toast({ title: WORKFLOW.saved, description: WORKFLOWS.companyDefault });
    },
  });
  const { alert, onSubmit } = useFormSubmit(form, save, { networkMessage: COMMON.networkError });

  return (
    <Section title={WORKFLOWS.companyDefault} id="company-workflow">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {WORKFLOWS.companyDefaultHelp}
          </Typography>
          {alert && <Alert severity="error">{alert}</Alert>}
          <WorkflowFields form={form} idPrefix="company-workflow" />
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {WORKFLOW.save}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Section>
  );
}
