import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useSearchAddress } from './use-search-address';

function renderAddress(route: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter
      initialEntries={[route]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      {children}
    </MemoryRouter>
  );
  return renderHook(
    () => ({ ...useSearchAddress(), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  );
}

describe('useSearchAddress', () => {
  it('keeps the words when a filter is picked before the page shows them', () => {
    const { result } = renderAddress('/jobs?sort=pay');
    // Typing rests, then a filter is picked at once: both before the page re-renders.
    act(() => {
      result.current.change({ q: 'chef', page: '' });
      result.current.change({ employmentType: 'full_time', page: '' });
    });
    expect(result.current.search).toMatchObject({
      q: 'chef',
      employmentType: 'full_time',
      sort: 'pay',
    });
  });

  it('builds on the address the back button shows, not on an earlier ask', () => {
    const { result } = renderAddress('/jobs?q=waiter');
    act(() => result.current.change({ q: 'chef', page: '' }));
    act(() => result.current.change({ page: '2' }));
    expect(result.current.location.search).toBe('?q=chef&page=2');
    act(() => result.current.navigate(-2));
    expect(result.current.location.search).toBe('?q=waiter');
    act(() => result.current.change({ pace: 'fast', page: '' }));
    expect(result.current.location.search).toBe('?q=waiter&pace=fast');
  });
});
