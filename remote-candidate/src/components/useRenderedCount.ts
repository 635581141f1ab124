import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's items to render: the first few when the list arrives, all of them after a
 * transition. A query's data arrives in a blocking render (TanStack Query's store), so a long list
 * of cards in it is one long main-thread task on a phone (some 200 ms for ten cards at
 * Lighthouse's 4x CPU slowdown); in a transition React renders the rest in slices. Each new list
 * (a new page, another tab) starts again from the first few.
 */
export function useRenderedCount(items: readonly unknown[] | undefined, first: number): number {
  const [allOf, setAllOf] = useState<readonly unknown[] | undefined>(undefined);
  useEffect(() => {
    if (items && items.length > first) startTransition(() => setAllOf(items));
  }, [items, first]);
  const count = items?.length ?? 0;
  return allOf === items ? count : Math.min(first, count);
}
