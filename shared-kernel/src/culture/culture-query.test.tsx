import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeApi } from '../testing';
import { companyKeys, cultureKeys, profileKeys, recommendationKeys } from '../query-keys';
import { useCulture, useSaveCulture } from './culture-query';

const answers = { workPace: 'steady', primaryValues: ['quality'] };
const saved = (assessmentType: string) => ({
  assessmentType,
  responses: answers,
  updatedAt: '2026-01-05T10:00:00.000Z',
});

function wrapperOf(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

/** Which of the keys read again after a save (invalidated), by name. */
function staleAfter(client: QueryClient, keys: Record<string, readonly unknown[]>) {
  return Object.entries(keys)
    .filter(([, queryKey]) => client.getQueryState(queryKey)?.isInvalidated)
    .map(([name]) => name);
}

describe('the culture answers, one read and one save for both sides (spec 3, 5)', () => {
  it('reads one side by its assessmentType; a 404 is no answers yet (null)', async () => {
    const { calls } = fakeApi({ 'GET /api/cultural-assessment': { status: 404, body: {} } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useCulture('company'), { wrapper: wrapperOf(client) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/api/cultural-assessment?assessmentType=company']);
  });

  it.each([
    ['candidate', ['recommendations', 'profile']],
    ['company', ['companies']],
  ] as const)(
    'a %s save caches the answers and reads again what follows from them',
    async (side, readAgain) => {
      const { calls } = fakeApi({
        'PUT /api/cultural-assessment': { status: 200, body: saved(side) },
      });
      const client = new QueryClient();
      const keys = {
        recommendations: recommendationKeys.list('culture'),
        profile: profileKeys.mine(),
        companies: companyKeys.mine(),
      };
      for (const key of Object.values(keys)) client.setQueryData(key, {});
      const { result } = renderHook(() => useSaveCulture(side), { wrapper: wrapperOf(client) });
      await act(() => result.current.mutateAsync(answers as never));
      expect(calls[0].body).toEqual({ assessmentType: side, responses: answers });
      expect(client.getQueryData(cultureKeys[side]())).toEqual(saved(side));
      expect(staleAfter(client, keys)).toEqual(readAgain);
    },
  );
});
