// What other modules use of this one (they import nothing else from this folder).
export {
  MANAGER_ROLES,
  MANAGERS_ONLY_MESSAGE,
  NO_COMPANY_MESSAGE,
  companyMembership,
  recruiterCompanyId,
  requireCandidate,
  requireCompanyManager,
  requireCompanyMembership,
  requireCompanyRole,
  requireRecruiter,
  requireRecruiterCompanyId,
  type Membership,
} from './roles.js';
