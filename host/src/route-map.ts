import type { CandidateScreen, PublicScreen, RecruiterScreen } from 'shared-kernel';

// Every path of spec section 2, each mapped to the screen its remote exposes.

export type ScreenRef =
  | { remote: 'remote_public'; screen: PublicScreen }
  | { remote: 'remote_candidate'; screen: CandidateScreen }
  | { remote: 'remote_recruiter'; screen: RecruiterScreen };

export interface RouteEntry {
  path: string;
  /**
   * The document title the host sets when this route opens (every page has its own; aliases of
   * one page share it). A screen may name itself more precisely with usePageTitle.
   */
  title: string;
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
  { path: '/landing-old', title: 'Classic landing page', target: pub('LandingOld') },
  { path: '/careers/:slug', title: 'Careers', target: pub('Careers') },
  { path: '/companies', title: 'Companies', target: pub('Companies') },
  { path: '/company/:slug', title: 'Company', target: pub('Company') },
  { path: '/cookie-policy', title: 'Cookie Policy', target: pub('CookiePolicy') },
  { path: '/candidate-signup', title: 'Sign up as a job seeker', target: pub('CandidateSignup') },
  { path: '/recruiter-signup', title: 'Sign up as an employer', target: pub('RecruiterSignup') },
  { path: '/about', title: 'About HospoHire', target: pub('About') },
  { path: '/sign-in', title: 'Sign in', target: pub('SignIn') },
  { path: '/forgot-password', title: 'Forgot password', target: pub('ForgotPassword') },
  { path: '/reset-password', title: 'Reset password', target: pub('ResetPassword') },
  { path: '/chat-test', title: 'Live connection test', target: pub('ChatTest') },
  {
    path: '/recruiter-onboarding',
    title: 'Set up your company',
    target: pub('RecruiterOnboarding'),
  },
  // A team invitation's e-mailed link (issue 12): signed out or in, any role sees what it is.
  { path: '/invitations/:token', title: 'Team invitation', target: pub('Invitation') },
  // An e-mail's unsubscribe link (issue 14): works signed out, says what it turns off.
  { path: '/unsubscribe', title: 'Unsubscribe', target: pub('Unsubscribe') },
  // The verification e-mail's link (issue 28): works signed out or in.
  { path: '/verify-email', title: 'Confirm your email address', target: pub('VerifyEmail') },
  // Jobs anyone can find (issue 31): each open job's public page (/jobs/<words>-<id>, served as
  // HTML by the API first: docs/job-boards.md) and the signed-out job search.
  { path: '/jobs/:slug', title: 'Hospitality job', target: pub('JobPage') },
  { path: '/job-search', title: 'Find hospitality jobs', target: pub('JobSearch') },
];

/** Signed out, besides the public routes: only the landing page. */
export const SIGNED_OUT_ROUTES: RouteEntry[] = [
  { path: '/', title: 'Hospitality hiring that fits', target: pub('Landing') },
];

export const SIGNED_IN_ROUTES: RouteEntry[] = [
  // Candidate dashboard
  { path: '/', title: 'Dashboard', target: cand('Dashboard'), candidateOnly: true },
  { path: '/dashboard', title: 'Dashboard', target: cand('Dashboard'), candidateOnly: true },
  {
    path: '/candidate-dashboard',
    title: 'Dashboard',
    target: cand('Dashboard'),
    candidateOnly: true,
  },
  // Jobs and talent
  { path: '/home-minimal', title: 'Home', target: cand('HomeMinimal') },
  { path: '/jobs', title: 'Browse Jobs', target: cand('Jobs') },
  {
    path: '/talent-pool',
    title: 'Talent Pool',
    target: byRole(cand('TalentPool'), rec('TalentPool')),
  },
  { path: '/talent-pool/candidate/:id', title: 'Candidate', target: rec('TalentPoolCandidate') },
  {
    path: '/talent-pool/messages/:id',
    title: 'Messages',
    target: byRole(cand('TalentPoolMessages'), rec('TalentPoolMessages')),
  },
  { path: '/venue-confirm', title: 'Confirm your venue', target: rec('VenueConfirm') },
  { path: '/assessments', title: 'Assessments Hub', target: cand('Assessments') },
  // Recruiter areas
  { path: '/recruiter', title: 'Recruiter Dashboard', target: rec('RecruiterDashboard') },
  { path: '/recruiter-dashboard', title: 'Recruiter Dashboard', target: rec('RecruiterDashboard') },
  { path: '/post-job', title: 'Post Job', target: rec('PostJob') },
  // Applications
  { path: '/apply/:id', title: 'Apply for a job', target: cand('Apply') },
  { path: '/mobile-apply/:id', title: 'Apply', target: cand('MobileApply') },
  { path: '/applications', title: 'My Applications', target: cand('Applications') },
  { path: '/applications/:id', title: 'Application', target: cand('Application') },
  { path: '/view-job/:id', title: 'Job', target: cand('ViewJob') },
  {
    path: '/job-applications/:id',
    title: 'Applications for a job',
    target: rec('JobApplications'),
  },
  { path: '/edit-job/:id', title: 'Edit job', target: rec('EditJob') },
  { path: '/job-matches/:id', title: 'Matches for a job', target: rec('JobMatches') },
  // Profile and results
  { path: '/profile', title: 'My Profile', target: cand('Profile') },
  {
    path: '/personality/result',
    title: 'Your personality result',
    target: cand('PersonalityResult'),
  },
  // Interviews and offers
  {
    path: '/interviews',
    title: 'Interviews',
    target: byRole(cand('Interviews'), rec('Interviews')),
  },
  { path: '/job-offers', title: 'Job Offers', target: cand('JobOffers') },
  { path: '/company-branding', title: 'Company branding', target: rec('CompanyBranding') },
  // Quizzes and assessments
  { path: '/personality-quiz', title: 'Personality quiz', target: cand('PersonalityQuiz') },
  { path: '/hospitality-quiz', title: 'Hospitality quiz', target: cand('HospitalityQuiz') },
  { path: '/cultural-assessment', title: 'Culture assessment', target: cand('CulturalAssessment') },
  {
    path: '/company-cultural-assessment',
    title: 'Company culture assessment',
    target: rec('CompanyCulturalAssessment'),
  },
  // Preparation
  {
    path: '/interview-preparation',
    title: 'Interview Prep',
    target: byRole(cand('InterviewPreparation'), rec('InterviewPreparation')),
  },
  {
    path: '/interview-questions',
    title: 'Interview questions',
    target: cand('InterviewQuestions'),
  },
  { path: '/interview-tips', title: 'Interview tips', target: cand('InterviewTips') },
  { path: '/role-guides', title: 'Role guides', target: cand('RoleGuides') },
  { path: '/practice-scenarios', title: 'Practice scenarios', target: cand('PracticeScenarios') },
  // Other
  { path: '/hiring-workflows', title: 'Hiring Workflows', target: rec('HiringWorkflows') },
  { path: '/job-alerts', title: 'Job alerts', target: cand('JobAlerts') },
  { path: '/saved-jobs', title: 'Saved jobs', target: cand('SavedJobs') },
  { path: '/analytics', title: 'Analytics', target: rec('Analytics') },
  { path: '/settings', title: 'Settings', target: byRole(cand('Settings'), rec('Settings')) },
  { path: '/settings/billing', title: 'Billing', target: rec('SettingsBilling') },
  { path: '/billing/success', title: 'Payment complete', target: rec('BillingSuccess') },
  { path: '/multi-site', title: 'Multi-site', target: rec('MultiSite') },
  { path: '/ai-job-generator', title: 'AI job generator', target: rec('AiJobGenerator') },
  { path: '/productivity', title: 'Productivity', target: rec('Productivity') },
  { path: '/subscription', title: 'Subscription', target: rec('Subscription') },
  {
    path: '/company-management',
    title: 'Manage Company & Venues',
    target: rec('CompanyManagement'),
  },
  { path: '/referrals', title: 'Referrals', target: rec('Referrals') },
  { path: '/rehire', title: 'Rehire', target: rec('Rehire') },
  { path: '/strategy-canvas', title: 'Strategy canvas', target: rec('StrategyCanvas') },
  {
    path: '/unreasonable-hospitality',
    title: 'Unreasonable hospitality',
    target: rec('UnreasonableHospitality'),
  },
  { path: '/magical-moments', title: 'Magical moments', target: rec('MagicalMoments') },
  {
    path: '/job-board-integration',
    title: 'Job Board Integration',
    target: rec('JobBoardIntegration'),
  },
  {
    path: '/job-board-wizard',
    title: 'Board Recommendation Wizard',
    target: rec('JobBoardWizard'),
  },
  { path: '/email-demo', title: 'E-mail outbox', target: rec('EmailDemo') },
  { path: '/venue/:id', title: 'Venue', target: rec('Venue') },
  { path: '/test-offer', title: 'Test offer', target: rec('TestOffer') },
  // Issue 32: the candidate picks a time from the invitation's link; the recruiter keeps the
  // weekly hours candidates book into.
  { path: '/book/:applicationId', title: 'Book a time', target: cand('Book') },
  {
    path: '/interview-availability',
    title: 'Interview Availability',
    target: rec('InterviewAvailability'),
  },
];

/** Picks the screen for a user's role on the paths both navs use. */
export function screenFor(entry: RouteEntry, recruiter: boolean): ScreenRef {
  const { target } = entry;
  if ('remote' in target) return target;
  return recruiter ? target.recruiter : target.candidate;
}
