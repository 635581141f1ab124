import { lazy, type ComponentType } from 'react';
import type { CandidateScreen } from 'shared-kernel';
import './singletons';

/**
 * What this remote exposes as './screens': every screen the host's route map names, each named
 * here (no spread of defaults), so a screen missing from this map fails the type check. Each
 * screen is its own chunk (React.lazy); the host renders screens inside Suspense.
 */
export const screens: Record<CandidateScreen, ComponentType> = {
  Dashboard: lazy(() => import('./screens/dashboard/Dashboard')),
  HomeMinimal: lazy(() => import('./screens/home-minimal/HomeMinimal')),
  Jobs: lazy(() => import('./screens/jobs/Jobs')),
  ViewJob: lazy(() => import('./screens/view-job/ViewJob')),
  Apply: lazy(() => import('./screens/apply/Apply')),
  MobileApply: lazy(() => import('./screens/apply/MobileApply')),
  Applications: lazy(() => import('./screens/applications/Applications')),
  Application: lazy(() => import('./screens/application/Application')),
  Profile: lazy(() => import('./screens/profile/Profile')),
  Assessments: lazy(() => import('./screens/assessments/Assessments')),
  PersonalityQuiz: lazy(() => import('./screens/personality-quiz/PersonalityQuiz')),
  PersonalityResult: lazy(() => import('./screens/personality-result/PersonalityResult')),
  CulturalAssessment: lazy(() => import('./screens/cultural-assessment/CulturalAssessment')),
  HospitalityQuiz: lazy(() => import('./screens/hospitality-quiz/HospitalityQuiz')),
  InterviewPreparation: lazy(() => import('./screens/interview-prep/InterviewPreparation')),
  InterviewQuestions: lazy(() => import('./screens/interview-prep/InterviewQuestions')),
  InterviewTips: lazy(() => import('./screens/interview-prep/InterviewTips')),
  RoleGuides: lazy(() => import('./screens/interview-prep/RoleGuides')),
  PracticeScenarios: lazy(() => import('./screens/interview-prep/PracticeScenarios')),
  Interviews: lazy(() => import('./screens/interviews/Interviews')),
  JobOffers: lazy(() => import('./screens/job-offers/JobOffers')),
  JobAlerts: lazy(() => import('./screens/job-alerts/JobAlerts')),
  SavedJobs: lazy(() => import('./screens/saved-jobs/SavedJobs')),
  TalentPool: lazy(() => import('./screens/talent-pool/TalentPool')),
  TalentPoolMessages: lazy(() => import('./screens/talent-pool-messages/TalentPoolMessages')),
  Settings: lazy(() => import('./screens/settings/Settings')),
};
