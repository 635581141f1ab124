import { lazy, type ComponentType } from 'react';

// The contract between the host and each remote: a remote exposes './screens', a map from these
// names to components. The host's route map names screens; a remote must provide every one.

export const REMOTES = ['remote_public', 'remote_candidate', 'remote_recruiter'] as const;
export type RemoteName = (typeof REMOTES)[number];

export const PUBLIC_SCREENS = [
  'Landing',
  'LandingOld',
  'Careers',
  'Companies',
  'Company',
  'CookiePolicy',
  'CandidateSignup',
  'RecruiterSignup',
  'About',
  'SignIn',
  'ForgotPassword',
  'ResetPassword',
  'ChatTest',
  'RecruiterOnboarding',
  'Invitation',
  'Unsubscribe',
  'VerifyEmail',
  'JobPage',
  'JobSearch',
] as const;

export const CANDIDATE_SCREENS = [
  'Dashboard',
  'HomeMinimal',
  'Jobs',
  'ViewJob',
  'Apply',
  'MobileApply',
  'Applications',
  'Application',
  'Profile',
  'Assessments',
  'PersonalityQuiz',
  'PersonalityResult',
  'HospitalityQuiz',
  'CulturalAssessment',
  'InterviewPreparation',
  'InterviewQuestions',
  'InterviewTips',
  'RoleGuides',
  'PracticeScenarios',
  'Interviews',
  'JobOffers',
  'JobAlerts',
  'SavedJobs',
  'TalentPool',
  'TalentPoolMessages',
  'Settings',
  'Book',
] as const;

export const RECRUITER_SCREENS = [
  'InterviewAvailability',
  'RecruiterDashboard',
  'PostJob',
  'EditJob',
  'AiJobGenerator',
  'JobApplications',
  'JobMatches',
  'Interviews',
  'InterviewPreparation',
  'TestOffer',
  'TalentPool',
  'TalentPoolCandidate',
  'TalentPoolMessages',
  'Referrals',
  'Rehire',
  'CompanyManagement',
  'MultiSite',
  'Venue',
  'VenueConfirm',
  'CompanyBranding',
  'CompanyCulturalAssessment',
  'Analytics',
  'Productivity',
  'Subscription',
  'Settings',
  'SettingsBilling',
  'BillingSuccess',
  'JobBoardWizard',
  'JobBoardIntegration',
  'HiringWorkflows',
  'StrategyCanvas',
  'UnreasonableHospitality',
  'MagicalMoments',
  'EmailDemo',
] as const;

export type PublicScreen = (typeof PUBLIC_SCREENS)[number];
export type CandidateScreen = (typeof CANDIDATE_SCREENS)[number];
export type RecruiterScreen = (typeof RECRUITER_SCREENS)[number];

export interface ScreenNames {
  remote_public: PublicScreen;
  remote_candidate: CandidateScreen;
  remote_recruiter: RecruiterScreen;
}

/** What a remote's './screens' module exports. */
export type ScreensModule<R extends RemoteName> = {
  screens: Record<ScreenNames[R], ComponentType>;
  /**
   * Starts loading a screen's code without rendering it: the host calls it for the page being
   * opened as soon as the remote's screens arrive, rather than when React first renders the
   * screen. Optional: a remote built before it has none, and its screens load as they render.
   */
  preload?: (screen: ScreenNames[R]) => void;
};

/** How a remote loads one screen: `() => import('./screens/…')`, one chunk per screen. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * A remote's screens module from one loader per screen: each screen a React.lazy component, and
 * `preload` calling the same loader (webpack loads and runs a chunk once, whoever asks first).
 */
export function lazyScreens<S extends string>(
  loaders: Record<S, ScreenLoader>,
): { screens: Record<S, ComponentType>; preload: (screen: S) => void } {
  const screens = {} as Record<S, ComponentType>;
  for (const name of Object.keys(loaders) as S[]) screens[name] = lazy(loaders[name]);
  return {
    screens,
    preload: (screen) => {
      loaders[screen]?.().catch(() => undefined); // rendering the screen reports a failure
    },
  };
}

/** The run-time remote map the host serves at /remotes.json: remote name → remoteEntry.js URL. */
export type RemoteMap = Record<RemoteName, string>;
