import type { CandidateScreen, PublicScreen, RecruiterScreen } from 'shared-kernel';

// Every path of spec section 2, each mapped to the screen its remote exposes.

export type ScreenRef =
  | { remote: 'remote_public'; screen: PublicScreen }
  | { remote: 'remote_candidate'; screen: CandidateScreen }
  | { remote: 'remote_recruiter'; screen: RecruiterScreen };

export interface RouteEntry {
  path: string;
  /** The screen, or one per role for the paths both roles' navs use. */
  target: ScreenRef | { candidate: ScreenRef; recruiter: ScreenRef };
  /** The candidate dashboard paths: a recruiter is redirected to /recruiter. */
  candidateOnly?: boolean;
}

const pub = (screen: PublicScreen): ScreenRef => ({ remote: 'remote_public', screen });
const cand = (screen: CandidateScreen): ScreenRef => ({ remote: 'remote_candidate', screen });
const rec = (screen: RecruiterScreen): ScreenRef => ({ remote: 'remote_recruiter', screen });
const byRole = (candidate: ScreenRef, recruiter: ScreenRef) => ({ candidate, recruiter });

/** Always available, signed in or out. */
export const PUBLIC_ROUTES: RouteEntry[] = [
  { path: '/landing-old', target: pub('LandingOld') },
  { path: '/careers/:slug', target: pub('Careers') },
  { path: '/companies', target: pub('Companies') },
  { path: '/company/:slug', target: pub('Company') },
  { path: '/cookie-policy', target: pub('CookiePolicy') },
  { path: '/candidate-signup', target: pub('CandidateSignup') },
  { path: '/recruiter-signup', target: pub('RecruiterSignup') },
  { path: '/about', target: pub('About') },
  { path: '/sign-in', target: pub('SignIn') },
  { path: '/forgot-password', target: pub('ForgotPassword') },
  { path: '/reset-password', target: pub('ResetPassword') },
  { path: '/chat-test', target: pub('ChatTest') },
  { path: '/recruiter-onboarding', target: pub('RecruiterOnboarding') },
  // A team invitation's e-mailed link (issue 12): signed out or in, any role sees what it is.
  { path: '/invitations/:token', target: pub('Invitation') },
  // An e-mail's unsubscribe link (issue 14): works signed out, says what it turns off.
  { path: '/unsubscribe', target: pub('Unsubscribe') },
];

/** Signed out, besides the public routes: only the landing page. */
export const SIGNED_OUT_ROUTES: RouteEntry[] = [{ path: '/', target: pub('Landing') }];

export const SIGNED_IN_ROUTES: RouteEntry[] = [
  // Candidate dashboard
  { path: '/', target: cand('Dashboard'), candidateOnly: true },
  { path: '/dashboard', target: cand('Dashboard'), candidateOnly: true },
  { path: '/candidate-dashboard', target: cand('Dashboard'), candidateOnly: true },
  // Jobs and talent
  { path: '/home-minimal', target: cand('HomeMinimal') },
  { path: '/jobs', target: cand('Jobs') },
  { path: '/talent-pool', target: byRole(cand('TalentPool'), rec('TalentPool')) },
  { path: '/talent-pool/candidate/:id', target: rec('TalentPoolCandidate') },
  {
    path: '/talent-pool/messages/:id',
    target: byRole(cand('TalentPoolMessages'), rec('TalentPoolMessages')),
  },
  { path: '/venue-confirm', target: rec('VenueConfirm') },
  { path: '/assessments', target: cand('Assessments') },
  // Recruiter areas
  { path: '/recruiter', target: rec('RecruiterDashboard') },
  { path: '/recruiter-dashboard', target: rec('RecruiterDashboard') },
  { path: '/post-job', target: rec('PostJob') },
  // Applications
  { path: '/apply/:id', target: cand('Apply') },
  { path: '/mobile-apply/:id', target: cand('MobileApply') },
  { path: '/applications', target: cand('Applications') },
  { path: '/applications/:id', target: cand('Application') },
  { path: '/view-job/:id', target: cand('ViewJob') },
  { path: '/job-applications/:id', target: rec('JobApplications') },
  { path: '/edit-job/:id', target: rec('EditJob') },
  { path: '/job-matches/:id', target: rec('JobMatches') },
  // Profile and results
  { path: '/profile', target: cand('Profile') },
  { path: '/personality/result', target: cand('PersonalityResult') },
  // Interviews and offers
  { path: '/interviews', target: byRole(cand('Interviews'), rec('Interviews')) },
  { path: '/job-offers', target: cand('JobOffers') },
  { path: '/company-branding', target: rec('CompanyBranding') },
  // Quizzes and assessments
  { path: '/personality-quiz', target: cand('PersonalityQuiz') },
  { path: '/hospitality-quiz', target: cand('HospitalityQuiz') },
  { path: '/cultural-assessment', target: cand('CulturalAssessment') },
  { path: '/company-cultural-assessment', target: rec('CompanyCulturalAssessment') },
  // Preparation
  {
    path: '/interview-preparation',
    target: byRole(cand('InterviewPreparation'), rec('InterviewPreparation')),
  },
  { path: '/interview-questions', target: cand('InterviewQuestions') },
  { path: '/interview-tips', target: cand('InterviewTips') },
  { path: '/role-guides', target: cand('RoleGuides') },
  { path: '/practice-scenarios', target: cand('PracticeScenarios') },
  // Other
  { path: '/hiring-workflows', target: rec('HiringWorkflows') },
  { path: '/job-alerts', target: cand('JobAlerts') },
  { path: '/analytics', target: rec('Analytics') },
  { path: '/settings', target: byRole(cand('Settings'), rec('Settings')) },
  { path: '/settings/billing', target: rec('SettingsBilling') },
  { path: '/billing/success', target: rec('BillingSuccess') },
  { path: '/multi-site', target: rec('MultiSite') },
  { path: '/ai-job-generator', target: rec('AiJobGenerator') },
  { path: '/productivity', target: rec('Productivity') },
  { path: '/subscription', target: rec('Subscription') },
  { path: '/company-management', target: rec('CompanyManagement') },
  { path: '/referrals', target: rec('Referrals') },
  { path: '/rehire', target: rec('Rehire') },
  { path: '/strategy-canvas', target: rec('StrategyCanvas') },
  { path: '/unreasonable-hospitality', target: rec('UnreasonableHospitality') },
  { path: '/magical-moments', target: rec('MagicalMoments') },
  { path: '/job-board-integration', target: rec('JobBoardIntegration') },
  { path: '/job-board-wizard', target: rec('JobBoardWizard') },
  { path: '/email-demo', target: rec('EmailDemo') },
  { path: '/venue/:id', target: rec('Venue') },
  { path: '/test-offer', target: rec('TestOffer') },
];

/** Picks the screen for a user's role on the paths both navs use. */
export function screenFor(entry: RouteEntry, recruiter: boolean): ScreenRef {
  const { target } = entry;
  if ('remote' in target) return target;
  return recruiter ? target.recruiter : target.candidate;
}
