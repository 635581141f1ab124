import { RECENT_APPLICATIONS_SHOWN } from './constants';
import { APPLICATION_STATUSES, applicationStats, recentApplications } from './applications';

const app = (status: string, appliedAt: string) => ({ status, appliedAt });

describe('the candidate dashboard counts real applications', () => {
  it('has the seven statuses of spec section 4', () => {
    expect(APPLICATION_STATUSES).toEqual([
      'applied',
      'reviewed',
      'interviewed',
      'offered',
      'rejected',
      'accepted',
      'declined',
    ]);
  });

  it('Total Applications, Pending Review, Interviews and Job Offers', () => {
    const stats = applicationStats([
      app('applied', '2026-01-01'),
      app('applied', '2026-01-02'),
      app('reviewed', '2026-01-03'),
      app('interviewed', '2026-01-04'),
      app('offered', '2026-01-05'),
      app('accepted', '2026-01-06'),
      app('rejected', '2026-01-07'),
    ]);
    expect(stats).toEqual({ total: 7, pendingReview: 2, interviews: 1, jobOffers: 2 });
    expect(applicationStats([])).toEqual({
      total: 0,
      pendingReview: 0,
      interviews: 0,
      jobOffers: 0,
    });
  });

  it('Recent Applications shows the latest 5 (RECENT_APPLICATIONS_SHOWN), newest first', () => {
    expect(RECENT_APPLICATIONS_SHOWN).toBe(5);
    const list = ['03', '07', '01', '05', '02', '06', '04'].map((d) =>
      app('applied', `2026-02-${d}T10:00:00Z`),
    );
    expect(recentApplications(list).map((a) => a.appliedAt!.slice(8, 10))).toEqual([
      '07',
      '06',
      '05',
      '04',
      '03',
    ]);
  });
});
