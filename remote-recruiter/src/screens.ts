import { lazyScreens, type RecruiterScreen } from 'shared-kernel';
import './singletons';

/**
 * What this remote exposes as './screens': every screen the host's route map names, each named
 * here (no spread of defaults), so a screen missing from this map fails the type check. Each
 * screen is its own chunk (React.lazy); the host renders screens inside Suspense, and preloads
 * the one a page opens with (`preload`).
 */
export const { screens, preload } = lazyScreens<RecruiterScreen>({
  // Hiring: dashboard, jobs, the pipeline, interviews, offers and the talent pool.
  RecruiterDashboard: () => import('./screens/recruiter-dashboard/RecruiterDashboard'),
  PostJob: () => import('./screens/job-form/PostJob'),
  EditJob: () => import('./screens/job-form/EditJob'),
  AiJobGenerator: () => import('./screens/ai-job-generator/AiJobGenerator'),
  JobApplications: () => import('./screens/job-applications/JobApplications'),
  JobMatches: () => import('./screens/job-matches/JobMatches'),
  Interviews: () => import('./screens/interviews/Interviews'),
  InterviewPreparation: () => import('./screens/interview-preparation/InterviewPreparation'),
  InterviewAvailability: () => import('./screens/interview-availability/InterviewAvailability'),
  TestOffer: () => import('./screens/test-offer/TestOffer'),
  TalentPool: () => import('./screens/talent-pool/TalentPool'),
  TalentPoolCandidate: () => import('./screens/talent-pool-candidate/TalentPoolCandidate'),
  TalentPoolMessages: () => import('./screens/talent-pool-messages/TalentPoolMessages'),
  // The company, its numbers, plans and culture tools.
  CompanyManagement: () => import('./screens/company-management/CompanyManagement'),
  MultiSite: () => import('./screens/multi-site/MultiSite'),
  Venue: () => import('./screens/venue/Venue'),
  VenueConfirm: () => import('./screens/venue-confirm/VenueConfirm'),
  CompanyBranding: () => import('./screens/company-branding/CompanyBranding'),
  CompanyCulturalAssessment: () =>
    import('./screens/company-cultural-assessment/CompanyCulturalAssessment'),
  Analytics: () => import('./screens/analytics/Analytics'),
  Productivity: () => import('./screens/productivity/Productivity'),
  Subscription: () => import('./screens/billing/Subscription'),
  Settings: () => import('./screens/billing/Settings'),
  SettingsBilling: () => import('./screens/billing/SettingsBilling'),
  BillingSuccess: () => import('./screens/billing/BillingSuccess'),
  JobBoardWizard: () => import('./screens/job-board-wizard/JobBoardWizard'),
  JobBoardIntegration: () => import('./screens/job-board-integration/JobBoardIntegration'),
  HiringWorkflows: () => import('./screens/hiring-workflows/HiringWorkflows'),
  StrategyCanvas: () => import('./screens/strategy-canvas/StrategyCanvas'),
  UnreasonableHospitality: () =>
    import('./screens/unreasonable-hospitality/UnreasonableHospitality'),
  MagicalMoments: () => import('./screens/magical-moments/MagicalMoments'),
  EmailDemo: () => import('./screens/email-demo/EmailDemo'),
  Referrals: () => import('./screens/past-people/Referrals'),
  Rehire: () => import('./screens/past-people/Rehire'),
});
