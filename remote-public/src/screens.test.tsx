import { Suspense, type ComponentType } from 'react';
import { screen as view } from '@testing-library/react';
import { PUBLIC_SCREENS, type PublicScreen } from 'shared-kernel';
import { renderScreen } from 'shared-kernel/testing';
import { screens } from './screens';

const BUILT = {
  Landing: 'Hospitality hiring that fits',
  LandingOld: 'Find your next hospitality role',
  SignIn: 'Welcome back',
  CandidateSignup: 'Create your job seeker account',
  RecruiterSignup: 'Create your employer account',
  ForgotPassword: 'Reset your password',
  ResetPassword: 'Choose a new password',
  About: 'About HospoHire',
  CookiePolicy: 'Cookie policy',
} as const;

describe('screens', () => {
  it('provides every screen the host names', () => {
    expect(Object.keys(screens).sort()).toEqual([...PUBLIC_SCREENS].sort());
  });

  it('a map missing a screen fails the type check (pnpm typecheck)', () => {
    // Each remote's src/screens.ts is typed `Record<ItsScreen, ComponentType>` with every screen
    // named: leave one out and tsc refuses the map. The line below is that map without
    // 'Invitation'; if it ever type-checks, `@ts-expect-error` itself fails the type check.
    const { Invitation, ...withoutInvitation } = screens;
    // @ts-expect-error Property 'Invitation' is missing
    const incomplete: Record<PublicScreen, ComponentType> = withoutInvitation;
    expect(Object.keys(incomplete)).not.toContain('Invitation');
    expect(Invitation).toBeDefined();
  });

  it.each([
    'Companies',
    'Company',
    'Careers',
    'RecruiterOnboarding',
    'Invitation',
    'JobPage',
    'JobSearch',
  ] as const)('loads %s lazily as its own chunk', (name) => {
    expect((screens[name] as { $$typeof?: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
  });

  it.each(Object.entries(BUILT))('loads %s lazily as its own chunk', async (name, heading) => {
    const Screen = screens[name as keyof typeof BUILT];
    expect((Screen as { $$typeof?: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
    renderScreen(
      <Suspense fallback={null}>
        <Screen />
      </Suspense>,
    );
    expect(
      await view.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
