import { lazyScreens, type PublicScreen } from 'shared-kernel';
import './singletons';

/**
 * What this remote exposes as './screens': every screen the host's route map names, each named
 * here (no spread of defaults), so a screen missing from this map fails the type check. Each
 * screen is its own chunk (React.lazy); the host renders screens inside Suspense, and preloads
 * the one a page opens with (`preload`).
 */
export const { screens, preload } = lazyScreens<PublicScreen>({
  Landing: () => import('./screens/landing/Landing'),
  LandingOld: () => import('./screens/landing-old/LandingOld'),
  SignIn: () => import('./screens/sign-in/SignIn'),
  CandidateSignup: () => import('./screens/candidate-signup/CandidateSignup'),
  RecruiterSignup: () => import('./screens/recruiter-signup/RecruiterSignup'),
  ForgotPassword: () => import('./screens/forgot-password/ForgotPassword'),
  ResetPassword: () => import('./screens/reset-password/ResetPassword'),
  Companies: () => import('./screens/companies/Companies'),
  Company: () => import('./screens/company/Company'),
  Careers: () => import('./screens/careers/Careers'),
  About: () => import('./screens/about/About'),
  CookiePolicy: () => import('./screens/cookie-policy/CookiePolicy'),
  RecruiterOnboarding: () => import('./screens/recruiter-onboarding/RecruiterOnboarding'),
  ChatTest: () => import('./screens/chat-test/ChatTest'),
  Invitation: () => import('./screens/invitation/Invitation'),
  Unsubscribe: () => import('./screens/unsubscribe/Unsubscribe'),
  VerifyEmail: () => import('./screens/verify-email/VerifyEmail'),
  JobPage: () => import('./screens/job-page/JobPage'),
  JobSearch: () => import('./screens/job-search/JobSearch'),
});
