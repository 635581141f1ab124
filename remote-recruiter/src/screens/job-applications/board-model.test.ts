import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { jobApplication } from '../../test/fixtures-hiring';
import { BOARD } from '../../texts-board';
import {
  columnsOf,
  firstStageWithPeople,
  moveIntent,
  movesFrom,
  searchApplicants,
  sortApplicants,
} from './board-model';
import { columnKeyboardCoordinates } from './BoardColumns';

const maya = jobApplication('a1', 'Maya Okafor', 'applied', {
  appliedAt: '2026-03-01T10:00:00.000Z',
  skillsMatch: 50,
  cultureScore: 90,
});
const jo = jobApplication('a2', 'Jo King', 'reviewed', {
  appliedAt: '2026-03-03T10:00:00.000Z',
  skillsMatch: 50,
  cultureScore: null,
});
const ana = jobApplication('a3', 'ana Silva', 'interviewed', {
  appliedAt: '2026-03-02T10:00:00.000Z',
  skillsMatch: 80,
  cultureScore: 10,
});

test('a move means a status change, a dialog, or a refusal that says why', () => {
  expect(moveIntent('applied', 'reviewed')).toEqual({ kind: 'status', to: 'reviewed' });
  expect(moveIntent('applied', 'interviewed')).toEqual({ kind: 'interview' });
  expect(moveIntent('reviewed', 'interviewed')).toEqual({ kind: 'interview' });
  expect(moveIntent('reviewed', 'offered')).toEqual({ kind: 'offer' });
  expect(moveIntent('interviewed', 'offered')).toEqual({ kind: 'offer' });
  expect(moveIntent('offered', 'rejected')).toEqual({ kind: 'reject' });
  expect(moveIntent('applied', 'applied')).toEqual({ kind: 'none' });
  expect(moveIntent('applied', 'offered')).toEqual({
    kind: 'refused',
    reason: BOARD.refused.offerNeedsReview,
  });
  expect(moveIntent('offered', 'accepted')).toEqual({
    kind: 'refused',
    reason: BOARD.refused.candidateOnly,
  });
  expect(moveIntent('interviewed', 'reviewed')).toEqual({
    kind: 'refused',
    reason: BOARD.refused.backwards,
  });
  expect(moveIntent('withdrawn', 'reviewed')).toEqual({
    kind: 'refused',
    reason: BOARD.refused.final,
  });
  expect(movesFrom('offered')).toEqual(['rejected']);
  expect(movesFrom('rejected')).toEqual([]);
});

test('search by name or e-mail, any case; sort four ways', () => {
  const all = [maya, jo, ana];
  expect(searchApplicants(all, '  KING ').map((a) => a.id)).toEqual(['a2']);
  expect(searchApplicants(all, 'a3@EXAMPLE').map((a) => a.id)).toEqual(['a3']);
  expect(searchApplicants(all, '')).toHaveLength(3);
  const ids = (sort: Parameters<typeof sortApplicants>[1]) =>
    sortApplicants(all, sort).map((a) => a.id);
  expect(ids('newest')).toEqual(['a2', 'a3', 'a1']);
  expect(ids('oldest')).toEqual(['a1', 'a3', 'a2']);
  expect(ids('match')).toEqual(['a3', 'a1', 'a2']); // skills, then culture (none last)
  expect(ids('name')).toEqual(['a3', 'a2', 'a1']); // any case
});

test('columns keep the order; the phone opens on the first stage with people', () => {
  const columns = columnsOf([jo, ana]);
  expect(columns.applied).toEqual([]);
  expect(columns.reviewed.map((a) => a.id)).toEqual(['a2']);
  expect(firstStageWithPeople(columns)).toBe('reviewed');
  expect(firstStageWithPeople(columnsOf([]))).toBe('applied');
});

test('the keyboard jumps a whole column left or right', () => {
  const rect = (left: number) => ({ left, top: 100, width: 240, height: 500 });
  const context = {
    collisionRect: { left: 30, top: 150, width: 200, height: 80 },
    droppableRects: new Map([
      ['applied', rect(10)],
      ['reviewed', rect(260)],
    ]),
    over: { id: 'applied' },
    active: null,
  };
  const press = (code: string) =>
    columnKeyboardCoordinates(
      { code, preventDefault: () => {} } as KeyboardEvent,
      {
        context,
        currentCoordinates: { x: 30, y: 150 },
      } as unknown as Parameters<KeyboardCoordinateGetter>[1],
    );
  // Centred in the next column: 260 + (240 - 200) / 2 = 280.
  expect(press('ArrowRight')).toEqual({ x: 280, y: 150 });
  // No column left of the first: it stays.
  expect(press('ArrowLeft')).toEqual({ x: 30, y: 150 });
  expect(press('ArrowDown')).toBeUndefined();
});
