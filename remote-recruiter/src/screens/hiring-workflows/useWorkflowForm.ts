import { WorkflowBodySchema } from 'shared-kernel/contract';
import { useContractForm } from 'shared-kernel/forms';
import type { WorkflowBody } from '../../workflows/api';
import {
  checkWorkflow,
  WORKFLOW_LABELS,
  workflowBodyOf,
  workflowValuesOf,
  type WorkflowValues,
} from './workflow-form';

/** A workflow's form over the contract's body schema, after its own checks. */
export const useWorkflowForm = (workflow: WorkflowBody) =>
  useContractForm<typeof WorkflowBodySchema, WorkflowValues>(WorkflowBodySchema, {
    defaultValues: workflowValuesOf(workflow),
    checks: checkWorkflow,
    toBody: workflowBodyOf,
    labels: WORKFLOW_LABELS,
  });
