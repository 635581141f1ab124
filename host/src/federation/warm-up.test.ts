import { likelyRemote, likelyScreen, pathMatches } from './warm-up';

describe('the remote a page most likely needs', () => {
  it('matches route patterns segment by segment', () => {
    expect(pathMatches('/company/:slug', '/company/the-anchor')).toBe(true);
    expect(pathMatches('/company/:slug', '/company')).toBe(false);
    expect(pathMatches('/jobs', '/jobs/')).toBe(true);
    expect(pathMatches('/', '/')).toBe(true);
    expect(pathMatches('/jobs', '/jobsx')).toBe(false);
  });

  it('guesses from the route map', () => {
    expect(likelyRemote('/')).toBe('remote_public');
    expect(likelyRemote('/sign-in')).toBe('remote_public');
    expect(likelyRemote('/company/the-anchor')).toBe('remote_public');
    expect(likelyRemote('/dashboard')).toBe('remote_candidate');
    expect(likelyRemote('/jobs')).toBe('remote_candidate');
    expect(likelyRemote('/no-such-page')).toBeNull();
  });
});

describe('the screen a page most likely shows', () => {
  it('is the public page’s, whoever is signed in', () => {
    expect(likelyScreen('/sign-in', null)).toEqual({ remote: 'remote_public', screen: 'SignIn' });
    expect(likelyScreen('/company/the-anchor', 'candidate')?.screen).toBe('Company');
  });

  it('follows the signed-in role the hints name', () => {
    expect(likelyScreen('/', null)).toEqual({ remote: 'remote_public', screen: 'Landing' });
    expect(likelyScreen('/', 'candidate')).toEqual({
      remote: 'remote_candidate',
      screen: 'Dashboard',
    });
    expect(likelyScreen('/jobs', 'candidate')).toEqual({
      remote: 'remote_candidate',
      screen: 'Jobs',
    });
    expect(likelyScreen('/interviews', 'recruiter')).toEqual({
      remote: 'remote_recruiter',
      screen: 'Interviews',
    });
    expect(likelyScreen('/interviews', null)).toBeNull();
  });

  it('is unknown when the hints cannot tell', () => {
    // Signed out, a signed-in page shows the sign-in prompt, not the page.
    expect(likelyScreen('/dashboard', null)).toBeNull();
    // A recruiter is sent away from the candidate's dashboard.
    expect(likelyScreen('/dashboard', 'recruiter')).toBeNull();
    expect(likelyScreen('/no-such-page', 'candidate')).toBeNull();
  });
});
