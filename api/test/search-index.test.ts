import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { firstInOrder, greatCircleMiles } from '../src/modules/jobs/search/job-index.js';
import { Matcher } from '../src/modules/jobs/search/matcher.js';

// The search index's building blocks against the plain way of doing the same (random cases).

/** A small deterministic random number generator (the same cases every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function sortedSample(next: () => number, size: number, chance: number): number[] {
  const slots: number[] = [];
  for (let slot = 0; slot < size; slot += 1) if (next() < chance) slots.push(slot);
  return slots;
}

describe('search index building blocks', () => {
  test('Matcher: every group (any list of each), ascending, as sets would say', () => {
    const next = random(7);
    for (let round = 0; round < 200; round += 1) {
      const groups = Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
        Array.from({ length: Math.floor(next() * 4) }, () => sortedSample(next, 300, next() * 0.5)),
      );
      const expected: number[] = [];
      for (let slot = 0; slot < 300; slot += 1)
        if (groups.every((lists) => lists.some((list) => list.includes(slot)))) expected.push(slot);
      const matcher = new Matcher(groups);
      const found: number[] = [];
      for (let slot = matcher.seek(0); slot !== -1; slot = matcher.seek(slot + 1)) found.push(slot);
      assert.deepEqual(found, expected, JSON.stringify(groups));
    }
  });

  test('firstInOrder: the first n of a full sort, heap or not', () => {
    const next = random(11);
    const compare = (a: number, b: number) => (a % 97) - (b % 97) || b - a;
    for (const [size, count] of [
      [0, 5],
      [10, 20],
      [1000, 20],
      [5000, 150],
      [300, 0],
    ]) {
      const items = Array.from({ length: size }, () => Math.floor(next() * 100_000));
      const expected = [...items].sort(compare).slice(0, count);
      assert.deepEqual(firstInOrder([...items], count, compare), expected, `${size}/${count}`);
    }
  });

  test('greatCircleMiles: about 0 for one place, about 163 miles London to Manchester', () => {
    assert.equal(greatCircleMiles(51.5, -0.12, 51.5, -0.12), 0);
    const miles = greatCircleMiles(51.5074, -0.1278, 53.4808, -2.2426);
    assert.ok(miles > 160 && miles < 166, String(miles));
  });
});
