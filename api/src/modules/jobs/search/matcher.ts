// Jobs matching every group of lexemes (any lexeme of each), in ascending slot order, read from
// the posting lists lazily (a leapfrog join): a search that needs only the first matches, in
// slot order, stops early instead of reading every list to its end.

/** One lexeme's slots, ascending. */
export type SortedSlots = ArrayLike<number>;

/** First index in `list` at or after `from` whose slot is ≥ `target` (galloping, then binary). */
function seekIndex(list: SortedSlots, from: number, target: number): number {
  let step = 1;
  let low = from;
  let high = from;
  while (high < list.length && list[high] < target) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, list.length);
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid] < target) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class Matcher {
  private readonly cursors: number[][];

  /** `groups`: for each group, the posting lists of its lexemes (a group with none: no match). */
  constructor(private readonly groups: SortedSlots[][]) {
    this.cursors = groups.map((lists) => lists.map(() => 0));
  }

  /** The smallest slot ≥ `target` in any list of group `g` (moving its cursors), or Infinity. */
  private groupSeek(g: number, target: number): number {
    const lists = this.groups[g];
    const cursors = this.cursors[g];
    let best = Infinity;
    for (let i = 0; i < lists.length; i += 1) {
      const list = lists[i];
      const at = (cursors[i] = seekIndex(list, cursors[i], target));
      if (at < list.length && list[at] < best) best = list[at];
    }
    return best;
  }

  /** The first slot ≥ `target` that every group has, or -1 when there is none. */
  seek(target: number): number {
    let candidate = target;
    for (;;) {
      let agreed = true;
      for (let g = 0; g < this.groups.length; g += 1) {
        const found = this.groupSeek(g, candidate);
        if (found === Infinity) return -1;
        if (found !== candidate) {
          candidate = found;
          agreed = g === 0;
          if (!agreed) break;
        }
      }
      if (agreed) return candidate;
    }
  }
}

/** Anything that yields ascending slots: the first ≥ `target`, or -1. */
export type SlotSource = { seek(target: number): number };
