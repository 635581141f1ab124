import { canMakeOffer, isLaterStage, isOpenApplicationStatus } from 'shared-kernel/rules';
import {
  PIPELINE_STATUSES,
  type ApplicationStatus,
  type PipelineApplication,
} from '../../api/applications';
import { BOARD } from '../../texts-board';

// The board's rules, pure: search, sort, columns, the phone's first stage, and what a move means.

export const BOARD_SORTS = ['newest', 'oldest', 'match', 'name'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

export type Columns = Record<ApplicationStatus, PipelineApplication[]>;

/** Applicants whose name or e-mail contains the query (any case); all of them for a blank one. */
export function searchApplicants(list: readonly PipelineApplication[], query: string) {
  const words = query.trim().toLowerCase();
  if (!words) return [...list];
  return list.filter(
    (a) =>
      a.candidate.name.toLowerCase().includes(words) ||
      a.candidate.email.toLowerCase().includes(words),
  );
}

const time = (iso: string) => new Date(iso).getTime();
const byName = (a: PipelineApplication, b: PipelineApplication) =>
  a.candidate.name.localeCompare(b.candidate.name, 'en-GB', { sensitivity: 'base' });

/** Newest or oldest application first, best match first (skills, then culture), or by name. */
export function sortApplicants(list: readonly PipelineApplication[], sort: BoardSort) {
  const sorted = [...list];
  switch (sort) {
    case 'newest':
      return sorted.sort((a, b) => time(b.appliedAt) - time(a.appliedAt));
    case 'oldest':
      return sorted.sort((a, b) => time(a.appliedAt) - time(b.appliedAt));
    case 'match':
      return sorted.sort(
        (a, b) =>
          b.skillsMatch - a.skillsMatch ||
          (b.cultureScore ?? -1) - (a.cultureScore ?? -1) ||
          byName(a, b),
      );
    case 'name':
      return sorted.sort(byName);
  }
}

/** One column per status, in the board's order (each keeps the list's order). */
export function columnsOf(list: readonly PipelineApplication[]): Columns {
  const columns = Object.fromEntries(
    PIPELINE_STATUSES.map((status) => [status, [] as PipelineApplication[]]),
  ) as Columns;
  for (const application of list) columns[application.status].push(application);
  return columns;
}

/** The phone's stage picker opens on the first stage that has people (else the first). */
export function firstStageWithPeople(columns: Columns): ApplicationStatus {
  return PIPELINE_STATUSES.find((status) => columns[status].length > 0) ?? PIPELINE_STATUSES[0];
}

/**
 * What moving an application to a column means (the API's rules, issue 13): a plain status
 * change (applied → reviewed), the schedule-interview dialog (→ interviewed), the offer dialog
 * (→ offered, from reviewed or interviewed), the reject dialog, nothing, or a refusal with why.
 */
export type MoveIntent =
  | { kind: 'none' }
  | { kind: 'status'; to: ApplicationStatus }
  | { kind: 'interview' }
  | { kind: 'offer' }
  | { kind: 'reject' }
  | { kind: 'refused'; reason: string };

export function moveIntent(from: ApplicationStatus, to: ApplicationStatus): MoveIntent {
  if (from === to) return { kind: 'none' };
  if (!isOpenApplicationStatus(from)) return { kind: 'refused', reason: BOARD.refused.final };
  switch (to) {
    case 'rejected':
      return { kind: 'reject' };
    case 'accepted':
    case 'declined':
    case 'withdrawn':
      return { kind: 'refused', reason: BOARD.refused.candidateOnly };
    case 'offered':
      return canMakeOffer(from)
        ? { kind: 'offer' }
        : { kind: 'refused', reason: BOARD.refused.offerNeedsReview };
    case 'interviewed':
      return isLaterStage(from, 'interviewed')
        ? { kind: 'interview' }
        : { kind: 'refused', reason: BOARD.refused.backwards };
    case 'reviewed':
      return from === 'applied'
        ? { kind: 'status', to }
        : { kind: 'refused', reason: BOARD.refused.backwards };
    case 'applied':
      return { kind: 'refused', reason: BOARD.refused.backwards };
  }
}

/** The columns a "Move to…" menu offers for an application: every move that is not refused. */
export const movesFrom = (from: ApplicationStatus): ApplicationStatus[] =>
  PIPELINE_STATUSES.filter((to) => {
    const kind = moveIntent(from, to).kind;
    return kind !== 'none' && kind !== 'refused';
  });
