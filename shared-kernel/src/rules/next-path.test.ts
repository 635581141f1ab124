import { NEXT_PATH_MAX_LENGTH, safeNextPath, signInPathFor } from './next-path';

/** The value as the page reads it from its address (`?next=…`, decoded once). */
const fromQuery = (raw: string) => new URLSearchParams(`next=${raw}`).get('next');

describe('the return path after sign-in (?next=)', () => {
  it.each([
    ['/interviews', '/interviews'],
    [
      '/applications/4f1c2b7e-0000-4000-8000-000000000001',
      '/applications/4f1c2b7e-0000-4000-8000-000000000001',
    ],
    ['/jobs?q=chef&venueType=bar#top', '/jobs?q=chef&venueType=bar#top'],
    ['/a/../invitations/x', '/invitations/x'],
    ['  /book/app-1  ', '/book/app-1'],
    // Encoded slashes stay encoded: a path of this site (the host shows its 404), not a host name.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    // A path of this site that is no page passes: the host shows its 404.
    ['/no-such-page', '/no-such-page'],
  ])('keeps the same-site path %p', (value, kept) => {
    expect(safeNextPath(value)).toBe(kept);
  });

  it.each([
    '//evil.example',
    '//evil.example/interviews',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    'https://evil.example/interviews',
    'http:evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\tjavascript:alert(1)',
    '/\n/evil.example',
    '/\u0000evil',
    '/\u007fevil',
    'interviews',
    '?next=/x',
    '',
    '   ',
    null,
    undefined,
  ])('refuses %p', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('refuses the encoded attacks once the address is decoded', () => {
    expect(safeNextPath(fromQuery('%2F%2Fevil.example'))).toBeNull();
    expect(safeNextPath(fromQuery('%2F%5Cevil.example'))).toBeNull();
    expect(safeNextPath(fromQuery('https%3A%2F%2Fevil.example'))).toBeNull();
    expect(safeNextPath(fromQuery('javascript%3Aalert(1)'))).toBeNull();
    expect(safeNextPath(fromQuery('%2F%09%2Fevil.example'))).toBeNull();
    // Encoded twice, the value read is not a path at all.
    expect(safeNextPath(fromQuery('%252F%252Fevil.example'))).toBeNull();
    expect(safeNextPath(fromQuery('%2Finterviews%3Fweek%3D2'))).toBe('/interviews?week=2');
  });

  it('refuses a path longer than the limit', () => {
    const long = `/jobs?q=${'a'.repeat(NEXT_PATH_MAX_LENGTH)}`;
    expect(safeNextPath(long)).toBeNull();
    expect(safeNextPath(long.slice(0, NEXT_PATH_MAX_LENGTH))).toBe(
      long.slice(0, NEXT_PATH_MAX_LENGTH),
    );
  });

  it('builds the sign-in address carrying a safe path only', () => {
    expect(signInPathFor('/applications/a1?tab=notes')).toBe(
      '/sign-in?next=%2Fapplications%2Fa1%3Ftab%3Dnotes',
    );
    expect(fromQuery(signInPathFor('/interviews').split('next=')[1])).toBe('/interviews');
    expect(signInPathFor('//evil.example')).toBe('/sign-in');
    expect(signInPathFor(null)).toBe('/sign-in');
  });
});
