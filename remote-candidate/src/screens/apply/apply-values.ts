import type { UseFormReturn } from 'react-hook-form';
import type { ApplyBody } from 'shared-kernel/contract';
import type { AnswerValues } from './screening-answers';

/**
 * What the apply form holds; the request body (ApplyBodySchema) adds the job, drops a blank note
 * and turns the answers into the contract's list (./screening-answers.ts).
 */
export interface ApplyValues {
  coverLetter: string;
  availability: string[];
  /** The screening answers as the controls give them, by question id (issue 33). */
  answers: AnswerValues;
}

/** The apply form (useContractForm over ApplyBodySchema). */
export type ApplyFormApi = UseFormReturn<ApplyValues, unknown, ApplyBody>;
