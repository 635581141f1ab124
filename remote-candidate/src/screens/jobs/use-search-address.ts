import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchOf, searchParamsOf, type JobSearch } from '../../api/jobs';

/**
 * The job search as the address holds it, and a way to change part of it.
 *
 * A change builds on the last address asked for, not the last one rendered: a navigation is a
 * React transition, so when typing rests (the words go in) and a filter is picked a moment later,
 * the page may not have re-rendered between the two, and building on what it shows would drop
 * the words. What the address shows wins again once it catches up, or when it moves elsewhere
 * (the back button).
 */
export function useSearchAddress() {
  const [params, setParams] = useSearchParams();
  const shown = params.toString();
  /** Addresses asked for that the page has not shown yet, oldest first. */
  const asked = useRef<string[]>([]);

  useEffect(() => {
    const at = asked.current.indexOf(shown);
    // An earlier ask has shown: the later ones are still on their way. Anything else (the last
    // ask shown, or an address from elsewhere) settles the address.
    asked.current = at === -1 ? [] : asked.current.slice(at + 1);
  }, [shown]);

  const change = useCallback(
    (patch: JobSearch) => {
      const base = new URLSearchParams(asked.current.at(-1) ?? shown);
      const next = searchParamsOf({ ...searchOf(base), ...patch });
      asked.current.push(next.toString());
      setParams(next);
    },
    [shown, setParams],
  );

  // The same objects while the address stays: the filters (memoized) do not render again when
  // only the results change.
  const search = useMemo(() => searchOf(new URLSearchParams(shown)), [shown]);
  return { search, change };
}
