import { FUNNEL_STATUSES, PIPELINE_STATUSES } from '../vocabularies';
import { RECENT_APPLICATIONS_SHOWN } from './constants';
import {
  APPLICATION_STATUSES,
  applicationStats,
  canMakeOffer,
  isLaterStage,
  isOpenApplicationStatus,
  JOB_CLOSED_MESSAGES,
  recentApplications,
  STATUS_NEEDS_OBJECT,
  stagesBefore,
} from './applications';

const app = (status: string, appliedAt: string) => ({ status, appliedAt });

describe('the candidate dashboard counts real applications', () => {
  it('has the seven statuses of spec section 4 and withdrawn (issue 13)', () => {
    expect(APPLICATION_STATUSES).toEqual([
      'applied',
      'reviewed',
      'interviewed',
      'offered',
      'rejected',
      'accepted',
      'declined',
      'withdrawn',
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

describe('the hiring loop status rules (issue 13)', () => {
  it('open: applied, reviewed, interviewed, offered; the rest are final', () => {
    expect(APPLICATION_STATUSES.filter(isOpenApplicationStatus)).toEqual([
      'applied',
      'reviewed',
      'interviewed',
      'offered',
    ]);
  });

  it('an offer is made only from reviewed or interviewed', () => {
    expect(APPLICATION_STATUSES.filter(canMakeOffer)).toEqual(['reviewed', 'interviewed']);
  });

  it('interviewed and offered come only with their object, and say so', () => {
    expect(Object.keys(STATUS_NEEDS_OBJECT).sort()).toEqual(['interviewed', 'offered']);
    expect(STATUS_NEEDS_OBJECT.interviewed).toMatch(/^Schedule an interview/);
    expect(STATUS_NEEDS_OBJECT.offered).toMatch(/^Make an offer/);
  });

  it('a kind default message for closing and for filling a job', () => {
    expect(JOB_CLOSED_MESSAGES.closed).toMatch(/^Thank you/);
    expect(JOB_CLOSED_MESSAGES.filled).toMatch(/filled/);
  });
});

describe('the pipeline order (one list: OPEN_APPLICATION_STATUSES)', () => {
  it('the way to a hire is applied → reviewed → interviewed → offered', () => {
    expect(stagesBefore('offered')).toEqual(['applied', 'reviewed', 'interviewed']);
    expect(stagesBefore('interviewed')).toEqual(['applied', 'reviewed']);
    expect(stagesBefore('applied')).toEqual([]);
  });

  it('a later stage is further along that way; a final status is no stage', () => {
    expect(isLaterStage('applied', 'reviewed')).toBe(true);
    expect(isLaterStage('reviewed', 'offered')).toBe(true);
    expect(isLaterStage('interviewed', 'reviewed')).toBe(false);
    expect(isLaterStage('offered', 'offered')).toBe(false);
    expect(isLaterStage('applied', 'accepted')).toBe(false);
    expect(isLaterStage('rejected', 'offered')).toBe(false);
  });

  it("the board's columns: the stages, then the offer's answers, rejected and withdrawn", () => {
    expect(PIPELINE_STATUSES).toEqual([
      'applied',
      'reviewed',
      'interviewed',
      'offered',
      'accepted',
      'declined',
      'rejected',
      'withdrawn',
    ]);
    expect([...PIPELINE_STATUSES].sort()).toEqual([...APPLICATION_STATUSES].sort());
    expect(FUNNEL_STATUSES).toEqual(PIPELINE_STATUSES.slice(0, -1));
  });
});
