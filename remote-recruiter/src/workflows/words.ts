import type { Knockout, ScreeningKind, WorkflowLogEntry } from 'shared-kernel/contract';
import { LOG, LOG_KIND, RULE_WORDS, YES_NO } from '../texts-workflows';

// Hiring workflows in words (issue 33): an answer, a knock-out rule and a log entry as the
// recruiter reads them. Pure, for the job form, the pipeline and the workflows page.

/** 'yes' → 'Yes', a choice or text as given, a number as a number. */
export function answerInWords(answer: string | number, kind?: ScreeningKind): string {
  if (typeof answer === 'number') return String(answer);
  if ((kind === undefined || kind === 'yes_no') && (answer === 'yes' || answer === 'no'))
    return YES_NO[answer];
  return answer;
}

/** `{ equals: 'no' }` → 'answer is No'; `{ below: 2 }` → 'answer is below 2'. */
export function ruleInWords(rule: Knockout, kind?: ScreeningKind): string {
  if ('equals' in rule) return RULE_WORDS.equals(answerInWords(rule.equals, kind));
  if ('below' in rule) return RULE_WORDS.below(rule.below);
  return RULE_WORDS.above(rule.above);
}

/** What a log entry says: its kind in words, and the question and answer that decided. */
export function logEntryWords(entry: WorkflowLogEntry): { what: string; decided: string | null } {
  const what = LOG_KIND[entry.kind](entry.detail);
  const decided =
    entry.question !== null && entry.answer !== null
      ? LOG.decided(entry.question, answerInWords(entry.answer))
      : null;
  return { what, decided };
}

/** A question's knock-out rules out everyone (all who answered) or most (over half). */
export function ruleOutShare(knockedOut: number, answered: number): 'everyone' | 'most' | null {
  if (answered === 0 || knockedOut === 0) return null;
  if (knockedOut >= answered) return 'everyone';
  return knockedOut * 2 > answered ? 'most' : null;
}
