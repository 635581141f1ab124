import { likelyRemote, pathMatches } from './warm-up';

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
