// Companies and what belongs to one: the public directory and pages, the recruiter's own company
// (its link, details, onboarding), its venues, team and plan.

/** The public directory's query (remote-public's companies screen). */
export type CompanyListFilters = Readonly<Record<string, unknown>>;

export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (filters: CompanyListFilters) => [...companyKeys.lists(), filters] as const,
  details: () => [...companyKeys.all, 'detail'] as const,
  /** A company's public profile, by slug. */
  detail: (slug: string) => [...companyKeys.details(), slug] as const,
  /** Its careers page: under its profile, so a branding save refreshes both. */
  careers: (slug: string) => [...companyKeys.detail(slug), 'careers'] as const,
  /**
   * The signed-in recruiter's company link (`{ companyId }`, null when none): the host's
   * onboarding gate, the onboarding screen and the recruiter screens read it.
   */
  mine: () => [...companyKeys.all, 'mine'] as const,
  /** The recruiter's company in full (GET /api/me/company as the recruiter screens read it). */
  mineDetails: () => [...companyKeys.mine(), 'details'] as const,
  /** The company's written tipping policy (GET /api/companies/mine/tipping-policy, issue 43). */
  tippingPolicy: () => [...companyKeys.mine(), 'tipping-policy'] as const,
  /** The onboarding checklist: its steps follow the company, its venues and its culture. */
  onboarding: (companyId: string) => [...companyKeys.all, 'onboarding', companyId] as const,
};

/** The landing page's live figures. */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  stats: () => [...marketplaceKeys.all, 'stats'] as const,
};

/** Also `companyKeys.mine()`: a write to the company refreshes the shell's gate too. */
export const MY_COMPANY_KEY = companyKeys.mine();
export const onboardingStatusKey = companyKeys.onboarding;

export const venueKeys = {
  all: ['venues'] as const,
  lists: () => [...venueKeys.all, 'list'] as const,
  /** `{}`: the onboarding's read; `{ includeArchived }`: the recruiter's venue screens. */
  list: (filters: { includeArchived?: boolean } = {}) => [...venueKeys.lists(), filters] as const,
  details: () => [...venueKeys.all, 'detail'] as const,
  detail: (id: string) => [...venueKeys.details(), id] as const,
};

/** Team invitations: the company's pending ones, and one behind an e-mailed link. */
export const invitationKeys = {
  all: ['invitations'] as const,
  list: () => [...invitationKeys.all, 'list'] as const,
  detail: (token: string) => [...invitationKeys.all, 'detail', token] as const,
};

export const memberKeys = {
  all: ['members'] as const,
  list: () => [...memberKeys.all, 'list'] as const,
};

export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
};
