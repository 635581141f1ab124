import { lazyScreens, type CandidateScreen } from 'shared-kernel';
import './singletons';

/**
 * What this remote exposes as './screens': every screen the host's route map names, each named
 * here (no spread of defaults), so a screen missing from this map fails the type check. Each
 * screen is its own chunk (React.lazy); the host renders screens inside Suspense, and preloads
 * the one a page opens with (`preload`).
 */
export const { screens, preload } = lazyScreens<CandidateScreen>({
  Dashboard: () => import('./screens/dashboard/Dashboard'),
  HomeMinimal: () => import('./screens/home-minimal/HomeMinimal'),
  Jobs: () => import('./screens/jobs/Jobs'),
  ViewJob: () => import('./screens/view-job/ViewJob'),
  Apply: () => import('./screens/apply/Apply'),
  MobileApply: () => import('./screens/apply/MobileApply'),
  Applications: () => import('./screens/applications/Applications'),
  Application: () => import('./screens/application/Application'),
  Profile: () => import('./screens/profile/Profile'),
  Assessments: () => import('./screens/assessments/Assessments'),
  PersonalityQuiz: () => import('./screens/personality-quiz/PersonalityQuiz'),
  PersonalityResult: () => import('./screens/personality-result/PersonalityResult'),
  CulturalAssessment: () => import('./screens/cultural-assessment/CulturalAssessment'),
  HospitalityQuiz: () => import('./screens/hospitality-quiz/HospitalityQuiz'),
  InterviewPreparation: () => import('./screens/interview-prep/InterviewPreparation'),
  InterviewQuestions: () => import('./screens/interview-prep/InterviewQuestions'),
  InterviewTips: () => import('./screens/interview-prep/InterviewTips'),
  RoleGuides: () => import('./screens/interview-prep/RoleGuides'),
  PracticeScenarios: () => import('./screens/interview-prep/PracticeScenarios'),
  Interviews: () => import('./screens/interviews/Interviews'),
  JobOffers: () => import('./screens/job-offers/JobOffers'),
  JobAlerts: () => import('./screens/job-alerts/JobAlerts'),
  SavedJobs: () => import('./screens/saved-jobs/SavedJobs'),
  TalentPool: () => import('./screens/talent-pool/TalentPool'),
  TalentPoolMessages: () => import('./screens/talent-pool-messages/TalentPoolMessages'),
  Settings: () => import('./screens/settings/Settings'),
  Book: () => import('./screens/book/Book'),
});
