import { lazy, type ComponentType } from 'react';
import type { RecruiterScreen } from 'shared-kernel';
import './singletons';

/**
 * What this remote exposes as './screens': every screen the host's route map names, each named
 * here (no spread of defaults), so a screen missing from this map fails the type check. Each
 * screen is its own chunk (React.lazy); the host renders screens inside Suspense.
 */
export const screens: Record<RecruiterScreen, ComponentType> = {
  // Hiring: dashboard, jobs, the pipeline, interviews, offers and the talent pool.
  RecruiterDashboard: lazy(() => import('./screens/recruiter-dashboard/RecruiterDashboard')),
  PostJob: lazy(() => import('./screens/job-form/PostJob')),
  EditJob: lazy(() => import('./screens/job-form/EditJob')),
  AiJobGenerator: lazy(() => import('./screens/ai-job-generator/AiJobGenerator')),
  JobApplications: lazy(() => import('./screens/job-applications/JobApplications')),
  JobMatches: lazy(() => import('./screens/job-matches/JobMatches')),
  Interviews: lazy(() => import('./screens/interviews/Interviews')),
  InterviewPreparation: lazy(() => import('./screens/interview-preparation/InterviewPreparation')),
  TestOffer: lazy(() => import('./screens/test-offer/TestOffer')),
  TalentPool: lazy(() => import('./screens/talent-pool/TalentPool')),
  TalentPoolCandidate: lazy(() => import('./screens/talent-pool-candidate/TalentPoolCandidate')),
  TalentPoolMessages: lazy(() => import('./screens/talent-pool-messages/TalentPoolMessages')),
  // The company, its numbers, plans and culture tools.
  CompanyManagement: lazy(() => import('./screens/company-management/CompanyManagement')),
  MultiSite: lazy(() => import('./screens/multi-site/MultiSite')),
  Venue: lazy(() => import('./screens/venue/Venue')),
  VenueConfirm: lazy(() => import('./screens/venue-confirm/VenueConfirm')),
  CompanyBranding: lazy(() => import('./screens/company-branding/CompanyBranding')),
  CompanyCulturalAssessment: lazy(
    () => import('./screens/company-cultural-assessment/CompanyCulturalAssessment'),
  ),
  Analytics: lazy(() => import('./screens/analytics/Analytics')),
  Productivity: lazy(() => import('./screens/productivity/Productivity')),
  Subscription: lazy(() => import('./screens/billing/Subscription')),
  Settings: lazy(() => import('./screens/billing/Settings')),
  SettingsBilling: lazy(() => import('./screens/billing/SettingsBilling')),
  BillingSuccess: lazy(() => import('./screens/billing/BillingSuccess')),
  JobBoardWizard: lazy(() => import('./screens/job-board-wizard/JobBoardWizard')),
  JobBoardIntegration: lazy(() => import('./screens/coming-soon/JobBoardIntegration')),
  HiringWorkflows: lazy(() => import('./screens/coming-soon/HiringWorkflows')),
  StrategyCanvas: lazy(() => import('./screens/strategy-canvas/StrategyCanvas')),
  UnreasonableHospitality: lazy(
    () => import('./screens/unreasonable-hospitality/UnreasonableHospitality'),
  ),
  MagicalMoments: lazy(() => import('./screens/magical-moments/MagicalMoments')),
  EmailDemo: lazy(() => import('./screens/email-demo/EmailDemo')),
  Referrals: lazy(() => import('./screens/past-people/Referrals')),
  Rehire: lazy(() => import('./screens/past-people/Rehire')),
};
