import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchOf, searchParamsOf, type JobSearch } from '../../queries/jobs';

/**
 * The search as the address holds it (so a result list can be shared and Back works), and a way
 * to change part of it: each change is a new history entry; any change but a page turn goes back
 * to the first page.
 */
export function useSearchAddress() {
  const [params, setParams] = useSearchParams();
  const shown = params.toString();
  const search = useMemo(() => searchOf(new URLSearchParams(shown)), [shown]);
  const change = useCallback(
    (patch: JobSearch) => {
      const base = searchOf(new URLSearchParams(shown));
      setParams(searchParamsOf({ ...base, page: '', ...patch }));
    },
    [shown, setParams],
  );
  return { search, change, address: shown };
}
