import { lazy, type ComponentType } from 'react';
import type { PublicScreen } from 'shared-kernel';
import './singletons';

/**
 * What this remote exposes as './screens': every screen the host's route map names, each named
 * here (no spread of defaults), so a screen missing from this map fails the type check. Each
 * screen is its own chunk (React.lazy); the host renders screens inside Suspense.
 */
export const screens: Record<PublicScreen, ComponentType> = {
  Landing: lazy(() => import('./screens/landing/Landing')),
  LandingOld: lazy(() => import('./screens/landing-old/LandingOld')),
  SignIn: lazy(() => import('./screens/sign-in/SignIn')),
  CandidateSignup: lazy(() => import('./screens/candidate-signup/CandidateSignup')),
  RecruiterSignup: lazy(() => import('./screens/recruiter-signup/RecruiterSignup')),
  ForgotPassword: lazy(() => import('./screens/forgot-password/ForgotPassword')),
  ResetPassword: lazy(() => import('./screens/reset-password/ResetPassword')),
  Companies: lazy(() => import('./screens/companies/Companies')),
  Company: lazy(() => import('./screens/company/Company')),
  Careers: lazy(() => import('./screens/careers/Careers')),
  About: lazy(() => import('./screens/about/About')),
  CookiePolicy: lazy(() => import('./screens/cookie-policy/CookiePolicy')),
  RecruiterOnboarding: lazy(() => import('./screens/recruiter-onboarding/RecruiterOnboarding')),
  ChatTest: lazy(() => import('./screens/chat-test/ChatTest')),
  Invitation: lazy(() => import('./screens/invitation/Invitation')),
  Unsubscribe: lazy(() => import('./screens/unsubscribe/Unsubscribe')),
};
