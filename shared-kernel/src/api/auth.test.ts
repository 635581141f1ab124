import { CURRENT_USER_STALE_MS, currentUserQuery, getCurrentUser, homePathFor } from './auth';

function respond(status: number, body: string) {
  global.fetch = jest.fn().mockResolvedValue({
    status,
    statusText: '',
    ok: status >= 200 && status < 300,
    text: () => Promise.resolve(body),
  }) as unknown as typeof fetch;
}

describe('the current-user call', () => {
  it('a 401 means signed out: no user', async () => {
    respond(401, '{"message":"Not signed in"}');
    await expect(getCurrentUser()).resolves.toBeNull();
  });

  it('any other failure throws with the status and the response text', async () => {
    respond(503, 'database down');
    await expect(getCurrentUser()).rejects.toThrow('503: database down');
  });

  it('is cached 300000 ms, never refetched on mount, focus, reconnect or interval, no retry', () => {
    expect(CURRENT_USER_STALE_MS).toBe(300000);
    expect(currentUserQuery).toMatchObject({
      staleTime: 300000,
      refetchOnMount: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: false,
      retry: false,
    });
  });

  it('sends a candidate to the candidate dashboard and a recruiter to /recruiter', () => {
    expect(homePathFor({ userType: 'candidate' })).toBe('/dashboard');
    expect(homePathFor({ userType: 'recruiter' })).toBe('/recruiter');
    expect(homePathFor({ userType: 'candidate', role: 'RECRUITER' })).toBe('/recruiter');
  });
});
