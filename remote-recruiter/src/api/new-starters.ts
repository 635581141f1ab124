import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  apiForm,
  applicationKeys,
  companyKeys,
  type MutationConfig,
  pathOf,
  routes,
} from 'shared-kernel';
import type {
  ContractTextInput,
  HarassmentPolicyInput,
  NewStarter,
  RouteInput,
} from 'shared-kernel/contract';

// The new-starter pack as the company reads it (issue 43 item 4): the record of an accepted
// offer (GET /api/applications/:id/onboarding), the employer's writes (the right-to-work check,
// the contract, the first shift, the leaving day), and the company's sexual-harassment prevention
// policy and payroll CSV. Shapes: shared-kernel/src/contract/new-starter.ts.

export type { NewStarter, NewStarterProgress } from 'shared-kernel/contract';

/** applicationKeys.newStarter (shared-kernel): one key for both sides. */
export const newStarterKey = applicationKeys.newStarter;

export const harassmentPolicyKey = () => [...companyKeys.mine(), 'harassment-policy'] as const;

export const getNewStarter = (id: string) => api(routes.newStarters.get, { params: { id } });

export const useNewStarter = (id: string, enabled = true) =>
  useQuery({ queryKey: newStarterKey(id), queryFn: () => getNewStarter(id), enabled });

/** The files a link opens: the evidence as uploaded, the contract's document, the payroll CSV. */
export const evidenceUrl = (id: string) => pathOf(routes.newStarters.evidence.path, { id });
export const contractDocumentUrl = (id: string) =>
  pathOf(routes.newStarters.contractDocument.path, { id });
export const PAYROLL_CSV_URL = routes.newStarters.payroll.path;

/** The right-to-work check as the API takes it: multipart, the file in `evidence`. */
export interface CheckInput {
  route: string;
  checkedOn: string;
  result: string;
  /** Time-limited permission only. */
  expiresOn?: string;
  evidence: File;
}

export function checkFormData({ route, checkedOn, result, expiresOn, evidence }: CheckInput) {
  const form = new FormData();
  form.append('route', route);
  form.append('checkedOn', checkedOn);
  form.append('result', result);
  if (expiresOn) form.append('expiresOn', expiresOn);
  form.append('evidence', evidence, evidence.name);
  return form;
}

export const recordCheck = ({ id, input }: { id: string; input: CheckInput }) =>
  apiForm(routes.newStarters.recordCheck, { params: { id } }, checkFormData(input));

/** The contract as text (JSON) or a PDF (multipart, field `document`). */
export type ContractInput = { text: string } | { file: File };

export function attachContract({ id, input }: { id: string; input: ContractInput }) {
  if ('file' in input) {
    const form = new FormData();
    form.append('document', input.file, input.file.name);
    return apiForm(routes.newStarters.contract, { params: { id } }, form);
  }
  // The route takes JSON or multipart, so its entry has no body schema (the multipart one would
  // fail Fastify's validation): the JSON body is typed here, from ContractTextInput.
  const body: ContractTextInput = { text: input.text };
  return api(routes.newStarters.contract, { params: { id }, body } as unknown as RouteInput<
    typeof routes.newStarters.contract
  >);
}

export const confirmFirstShift = ({ id, startsOn }: { id: string; startsOn: string }) =>
  api(routes.newStarters.firstShift, { params: { id }, body: { startsOn } });

export const recordLeaving = ({ id, leftOn }: { id: string; leftOn: string }) =>
  api(routes.newStarters.left, { params: { id }, body: { leftOn } });

/**
 * A write to the record: the answer is the record, put in place; the board reads its
 * applications again (the card's progress and Ready mark).
 */
function useRecordWrite<V extends { id: string }>(
  mutationFn: (variables: V) => Promise<NewStarter>,
  { onSuccess, ...config }: MutationConfig<(variables: V) => Promise<NewStarter>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: (record, variables, ...rest) => {
      queryClient.setQueryData(newStarterKey(variables.id), record);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
      return onSuccess?.(record, variables, ...rest);
    },
  });
}

export const useRecordCheck = (config?: MutationConfig<typeof recordCheck>) =>
  useRecordWrite(recordCheck, config);
export const useAttachContract = (config?: MutationConfig<typeof attachContract>) =>
  useRecordWrite(attachContract, config);
export const useConfirmFirstShift = (config?: MutationConfig<typeof confirmFirstShift>) =>
  useRecordWrite(confirmFirstShift, config);
export const useRecordLeaving = (config?: MutationConfig<typeof recordLeaving>) =>
  useRecordWrite(recordLeaving, config);

// The company's sexual-harassment prevention policy (Worker Protection Act 2023): any member
// reads it, owners and admins write it; new starters acknowledge it.

export const getHarassmentPolicy = () => api(routes.newStarters.harassmentPolicy);

export const saveHarassmentPolicy = (body: HarassmentPolicyInput) =>
  api(routes.newStarters.saveHarassmentPolicy, { body });

export const useHarassmentPolicy = () =>
  useQuery({ queryKey: harassmentPolicyKey(), queryFn: getHarassmentPolicy });

export function useSaveHarassmentPolicy({
  onSuccess,
  ...config
}: MutationConfig<typeof saveHarassmentPolicy> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveHarassmentPolicy,
    onSuccess: (...args) => {
      queryClient.setQueryData(harassmentPolicyKey(), args[0]);
      return onSuccess?.(...args);
    },
  });
}
