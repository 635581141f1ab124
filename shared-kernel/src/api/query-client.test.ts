import { DASHBOARD_QUERY_OPTIONS, createQueryClient } from './query-client';

describe('data fetching defaults (spec section 9)', () => {
  it('the shared default: no retries, stale at once, refetch on focus, no polling', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      retry: false,
      staleTime: 0,
      refetchOnWindowFocus: true,
      refetchInterval: false,
    });
  });

  it('the dashboard: fresh for 60 s, one retry, no refetch on focus', () => {
    expect(DASHBOARD_QUERY_OPTIONS).toEqual({
      staleTime: 60000,
      retry: 1,
      refetchOnWindowFocus: false,
    });
  });
});
