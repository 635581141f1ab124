// The top navigation of spec section 2, for each state.

export interface NavItem {
  label: string;
  to: string;
  /** Shown disabled with a 'Soon' label (spec section 2). */
  soon?: boolean;
}

export const SIGNED_OUT_NAV: NavItem[] = [
  { label: 'Companies', to: '/companies' },
  { label: 'For Job Seekers', to: '/candidate-signup' },
  { label: 'For Employers', to: '/recruiter-signup' },
  { label: 'About', to: '/about' },
  { label: 'Help', to: '/about#help' },
];

export const SIGNED_OUT_ACTIONS: NavItem[] = [
  { label: 'Sign In', to: '/sign-in' },
  { label: 'Get Started', to: '/sign-in' },
];

export const CANDIDATE_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Browse Jobs', to: '/jobs' },
  { label: 'Talent Pool', to: '/talent-pool' },
  { label: 'Assessments Hub', to: '/assessments' },
  { label: 'Interview Prep', to: '/interview-preparation' },
  { label: 'Interviews', to: '/interviews' },
  { label: 'My Profile', to: '/profile' },
];

export const CANDIDATE_MENU: NavItem[] = [
  // Where the candidate stands, one tap from anywhere (issue 13).
  { label: 'My Applications', to: '/applications' },
  { label: 'Job Offers', to: '/job-offers' },
  { label: 'Saved Jobs', to: '/saved-jobs' },
  { label: 'Job Alerts', to: '/job-alerts' },
  { label: 'Culture Alignment', to: '/assessments?tab=culture' },
  { label: 'Settings', to: '/settings' },
];

export const RECRUITER_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/recruiter' },
  { label: 'Talent Pool', to: '/talent-pool' },
  { label: 'Post Job', to: '/post-job' },
  { label: 'Interview Prep', to: '/interview-preparation' },
  { label: 'Interviews', to: '/interviews' },
  { label: 'Analytics', to: '/analytics' },
];

export const RECRUITER_MENU: NavItem[] = [
  { label: 'Manage Company & Venues', to: '/company-management' },
  { label: 'Interview Availability', to: '/interview-availability' },
  { label: 'Board Recommendation Wizard', to: '/job-board-wizard' },
  { label: 'Job Board Integration', to: '/job-board-integration' },
  { label: 'Subscription', to: '/subscription' },
  { label: 'Settings', to: '/settings' },
  { label: 'Referrals & Rehires', to: '/referrals', soon: true },
  { label: 'Hiring Workflows', to: '/hiring-workflows' },
];
