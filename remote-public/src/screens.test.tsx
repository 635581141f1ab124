import { Suspense } from 'react';
import { screen as view } from '@testing-library/react';
import { PUBLIC_SCREENS } from 'shared-kernel';
import { renderScreen } from './test/render';
import { screens } from './screens';

const BUILT = {
  Landing: 'Hospitality hiring that fits',
  LandingOld: 'Find your next hospitality role',
  SignIn: 'Welcome back',
  CandidateSignup: 'Create your job seeker account',
  RecruiterSignup: 'Create your employer account',
  ForgotPassword: 'Reset your password',
  ResetPassword: 'Choose a new password',
} as const;

describe('screens', () => {
  it('provides every screen the host names', () => {
    expect(Object.keys(screens).sort()).toEqual([...PUBLIC_SCREENS].sort());
  });

  it.each(Object.entries(BUILT))('loads %s lazily as its own chunk', async (name, heading) => {
    const Screen = screens[name as keyof typeof BUILT];
    expect((Screen as { $$typeof?: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
    renderScreen(
      <Suspense fallback={null}>
        <Screen />
      </Suspense>,
    );
    expect(await view.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('keeps the screens of later issues as placeholders', () => {
    const About = screens.About;
    renderScreen(<About />);
    expect(view.getByText('This screen is not built yet.')).toBeInTheDocument();
  });
});
