import { useDeferredValue } from 'react';

/**
 * A query's data as a transition renders it. TanStack Query's store hands data to React in a
 * blocking render; the part that shows it, given `shown` (memoized), renders in slices instead.
 * `arriving`: the data is here but not rendered yet (show the loading state meanwhile); later
 * changes keep the previous data on screen until the new render lands.
 */
export function useDeferredData<T>(data: T | undefined): {
  shown: T | undefined;
  arriving: boolean;
} {
  const shown = useDeferredValue(data);
  return { shown, arriving: data !== undefined && shown === undefined };
}
