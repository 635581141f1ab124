import { QueryClient, type QueryKey } from '@tanstack/react-query';
import * as keys from './index';
import {
  applicationKeys,
  companyKeys,
  conversationKeys,
  cultureKeys,
  CURRENT_USER_KEY,
  jobKeys,
  MY_COMPANY_KEY,
  onboardingStatusKey,
  recommendationKeys,
  venueKeys,
} from './index';

/** Which of `cached` an invalidation of `key` marks stale (prefix matching, as React Query does). */
function invalidated(key: QueryKey, cached: readonly QueryKey[]): QueryKey[] {
  const client = new QueryClient();
  for (const each of cached) client.setQueryData(each, 'data');
  void client.invalidateQueries({ queryKey: key, refetchType: 'none' });
  return cached.filter((each) => client.getQueryState(each)?.isInvalidated);
}

/** Every factory's root (`xKeys.all`). */
const roots = Object.entries(keys)
  .filter(([name]) => name.endsWith('Keys'))
  .map(([name, factory]) => [name, (factory as { all: readonly unknown[] }).all] as const);

describe('query keys, one factory per resource', () => {
  it('every root is distinct, and only recommendations nest under another (the jobs)', () => {
    const nested = roots.flatMap(([name, root]) =>
      roots
        .filter(([other, otherRoot]) => other !== name && invalidated(otherRoot, [root]).length)
        .map(([other]) => `${name} under ${other}`),
    );
    expect(nested).toEqual(['recommendationKeys under jobKeys']);
  });

  it('the current user sits under no other key: only its own invalidation reads it again', () => {
    for (const [, root] of roots) expect(invalidated(root, [CURRENT_USER_KEY])).toEqual([]);
  });

  it("a recruiter's company write refreshes the shell's link, the checklist and the public pages", () => {
    const cached = [
      MY_COMPANY_KEY,
      companyKeys.mineDetails(),
      onboardingStatusKey('c1'),
      companyKeys.detail('anchor'),
      companyKeys.careers('anchor'),
    ];
    expect(invalidated(companyKeys.all, cached)).toEqual(cached);
    // Re-reading the link (after onboarding or an accepted invitation) re-reads the details too.
    expect(invalidated(MY_COMPANY_KEY, cached)).toEqual([
      MY_COMPANY_KEY,
      companyKeys.mineDetails(),
    ]);
    // A profile's refresh brings its careers page with it.
    expect(invalidated(companyKeys.detail('anchor'), cached)).toEqual([
      companyKeys.detail('anchor'),
      companyKeys.careers('anchor'),
    ]);
  });

  it("the onboarding's venue list is a venue list: a recruiter's venue write refreshes it", () => {
    const onboarding = venueKeys.list();
    const screens = venueKeys.list({ includeArchived: true });
    expect(onboarding).not.toEqual(screens);
    expect(invalidated(venueKeys.all, [onboarding, screens, venueKeys.detail('v1')])).toHaveLength(
      3,
    );
  });

  it("the company's and the candidate's culture answers are entries of their own", () => {
    const cached = [cultureKeys.company(), cultureKeys.candidate()];
    expect(invalidated(cultureKeys.company(), cached)).toEqual([cultureKeys.company()]);
    expect(invalidated(cultureKeys.all, cached)).toEqual(cached);
  });

  it("an application's detail covers the company's review of it; a pipeline is one list", () => {
    const cached = [
      applicationKeys.list(),
      applicationKeys.list({ jobId: 'j1' }),
      applicationKeys.detail('a1'),
      applicationKeys.review('a1'),
      applicationKeys.review('a2'),
      applicationKeys.noteList('a1'),
    ];
    expect(invalidated(applicationKeys.detail('a1'), cached)).toEqual([
      applicationKeys.detail('a1'),
      applicationKeys.review('a1'),
    ]);
    expect(invalidated(applicationKeys.details(), cached)).toHaveLength(3);
    expect(invalidated(applicationKeys.list({ jobId: 'j1' }), cached)).toEqual([
      applicationKeys.list({ jobId: 'j1' }),
    ]);
    expect(invalidated(applicationKeys.all, cached)).toEqual(cached);
  });

  it("a job's detail covers its management view and matches; every job read sits under all", () => {
    const cached = [
      jobKeys.list({ q: 'chef' }),
      jobKeys.companyList({ status: 'open' }),
      jobKeys.companyList(),
      jobKeys.saved(1),
      jobKeys.detail('j1'),
      jobKeys.managed('j1'),
      jobKeys.matchPage('j1', 2),
      jobKeys.managed('j2'),
      recommendationKeys.list('culture'),
    ];
    expect(invalidated(jobKeys.detail('j1'), cached)).toEqual([
      jobKeys.detail('j1'),
      jobKeys.managed('j1'),
      jobKeys.matchPage('j1', 2),
    ]);
    expect(invalidated(jobKeys.companyLists(), cached)).toEqual([
      jobKeys.companyList({ status: 'open' }),
      jobKeys.companyList(),
    ]);
    expect(invalidated(jobKeys.all, cached)).toEqual(cached);
  });

  it('a new message refreshes the list and every thread', () => {
    const cached = [conversationKeys.list(), conversationKeys.messages('c1')];
    expect(invalidated(conversationKeys.all, cached)).toEqual(cached);
    expect(invalidated(conversationKeys.list(), cached)).toEqual([conversationKeys.list()]);
  });
});
