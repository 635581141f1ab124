import { matchPath } from 'react-router-dom';
import { CANDIDATE_SCREENS, PUBLIC_SCREENS, RECRUITER_SCREENS } from 'shared-kernel';
import {
  PUBLIC_ROUTES,
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  screenFor,
  type RouteEntry,
} from './route-map';
import { isGateExempt } from './onboarding/onboarding-state';

// The paths of spec section 2, as the spec lists them.
const SPEC_PUBLIC = [
  '/landing-old',
  '/careers/:slug',
  '/companies',
  '/company/:slug',
  '/cookie-policy',
  '/candidate-signup',
  '/recruiter-signup',
  '/about',
  '/sign-in',
  '/forgot-password',
  '/reset-password',
  '/chat-test',
  '/recruiter-onboarding',
  // Beyond spec section 2: the team invitation link (issue 12).
  '/invitations/:token',
  // Beyond spec section 2: an e-mail's unsubscribe link (issue 14).
  '/unsubscribe',
  // Beyond spec section 2: the verification e-mail's link (issue 28).
  '/verify-email',
  // Beyond spec section 2: each open job's public page and the signed-out search (issue 31).
  '/jobs/:slug',
  '/job-search',
];
const SPEC_SIGNED_IN = [
  '/',
  '/dashboard',
  '/candidate-dashboard',
  '/home-minimal',
  '/jobs',
  '/talent-pool',
  '/talent-pool/candidate/:id',
  '/talent-pool/messages/:id',
  '/venue-confirm',
  '/assessments',
  '/recruiter',
  '/recruiter-dashboard',
  '/post-job',
  '/apply/:id',
  '/mobile-apply/:id',
  '/applications/:id',
  '/view-job/:id',
  '/job-applications/:id',
  '/edit-job/:id',
  '/job-matches/:id',
  '/profile',
  '/personality/result',
  '/interviews',
  '/job-offers',
  '/company-branding',
  '/personality-quiz',
  '/hospitality-quiz',
  '/cultural-assessment',
  '/company-cultural-assessment',
  '/interview-preparation',
  '/interview-questions',
  '/interview-tips',
  '/role-guides',
  '/practice-scenarios',
  '/hiring-workflows',
  '/job-alerts',
  '/analytics',
  '/settings',
  '/settings/billing',
  '/billing/success',
  '/multi-site',
  '/ai-job-generator',
  '/productivity',
  '/subscription',
  '/company-management',
  '/referrals',
  '/rehire',
  '/strategy-canvas',
  '/unreasonable-hospitality',
  '/magical-moments',
  '/job-board-integration',
  '/job-board-wizard',
  '/email-demo',
  '/venue/:id',
  '/test-offer',
];

const paths = (routes: RouteEntry[]) => routes.map((r) => r.path);
const find = (path: string) => SIGNED_IN_ROUTES.find((r) => r.path === path) as RouteEntry;

describe('the route-to-remote map', () => {
  it('holds every public path of the spec', () => {
    expect(paths(PUBLIC_ROUTES).sort()).toEqual([...SPEC_PUBLIC].sort());
  });

  it('holds every signed-in path of the spec', () => {
    for (const path of SPEC_SIGNED_IN) expect(paths(SIGNED_IN_ROUTES)).toContain(path);
  });

  it('signed out, only the landing page besides the public routes', () => {
    expect(paths(SIGNED_OUT_ROUTES)).toEqual(['/']);
    expect(screenFor(SIGNED_OUT_ROUTES[0], false)).toEqual({
      remote: 'remote_public',
      screen: 'Landing',
    });
  });

  it('sends the paths both navs use to the remote of the user role', () => {
    for (const path of [
      '/interviews',
      '/talent-pool',
      '/talent-pool/messages/:id',
      '/interview-preparation',
      '/settings',
    ]) {
      expect(screenFor(find(path), false).remote).toBe('remote_candidate');
      expect(screenFor(find(path), true).remote).toBe('remote_recruiter');
    }
  });

  it('marks the candidate dashboard paths so a recruiter is redirected', () => {
    for (const path of ['/', '/dashboard', '/candidate-dashboard'])
      expect(find(path).candidateOnly).toBe(true);
    expect(find('/recruiter').candidateOnly).toBeUndefined();
  });

  it('names only screens its remote exposes', () => {
    const exposed = {
      remote_public: PUBLIC_SCREENS as readonly string[],
      remote_candidate: CANDIDATE_SCREENS as readonly string[],
      remote_recruiter: RECRUITER_SCREENS as readonly string[],
    };
    for (const entry of [...PUBLIC_ROUTES, ...SIGNED_OUT_ROUTES, ...SIGNED_IN_ROUTES]) {
      for (const recruiter of [false, true]) {
        const { remote, screen } = screenFor(entry, recruiter);
        expect(exposed[remote]).toContain(screen);
      }
    }
  });

  it('a team invitation link is public, and a recruiter with no company reaches it', () => {
    const entry = PUBLIC_ROUTES.find((r) => matchPath(r.path, '/invitations/abc_DEF-123'));
    expect(entry && screenFor(entry, true)).toEqual({
      remote: 'remote_public',
      screen: 'Invitation',
    });
    expect(isGateExempt('/invitations/abc_DEF-123')).toBe(true);
  });

  it('the verification link is public, and a recruiter still onboarding reaches it', () => {
    const entry = PUBLIC_ROUTES.find((r) => matchPath(r.path, '/verify-email'));
    expect(entry && screenFor(entry, true)).toEqual({
      remote: 'remote_public',
      screen: 'VerifyEmail',
    });
    expect(isGateExempt('/verify-email')).toBe(true);
  });

  it('has no two entries for one path', () => {
    const all = paths(SIGNED_IN_ROUTES).concat(paths(PUBLIC_ROUTES));
    expect(new Set(all).size).toBe(all.length);
    expect(matchPath('/apply/:id', '/apply/42')?.params.id).toBe('42');
  });
});
