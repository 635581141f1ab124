import { hasTips, JOB_PAGE_WORDS, jobPageFacts, jobReference } from './job-page';

describe('a job’s reference on its public page', () => {
  it('is short and readable: HH- and the id’s first 8 characters, upper case', () => {
    const id = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    expect(jobReference(id)).toBe('HH-1A2B3C4D');
    expect(JOB_PAGE_WORDS.reference(id)).toBe('Job reference: HH-1A2B3C4D');
  });
});

/** A part-time bar job as its page reads it. */
const job = {
  employmentType: 'part_time' as const,
  venueType: 'bar' as const,
  pace: null,
  teamSize: null,
  dayParts: [],
  publishedAt: null,
  closesOn: null,
  venue: { city: 'Leeds', postcode: null },
  pay: '£12.71/hour',
};

describe('a job’s pay on its public page', () => {
  it('shows the tips beside the base pay, and the link words', () => {
    const facts = jobPageFacts({ ...job, tips: { kind: 'tronc', averagePerHour: 2.5 } });
    expect(facts[0]).toEqual(['Pay', '£12.71/hour + tips shared by tronc, about £2.50/hour']);
    expect(jobPageFacts({ ...job, tips: { kind: 'none' } })[0]).toEqual(['Pay', '£12.71/hour']);
    expect(jobPageFacts(job)[0]).toEqual(['Pay', '£12.71/hour']);
    expect(JOB_PAGE_WORDS.tippingPolicy).toBe('Tipping policy');
    expect(hasTips({ tips: { kind: 'tips' } })).toBe(true);
    expect(hasTips({ tips: { kind: 'none' } })).toBe(false);
    expect(hasTips({})).toBe(false);
  });
});

describe('a job’s minimum age on its public page (issue 43)', () => {
  it('is a fact after the job type, as its band; absent from an older API, not shown', () => {
    expect(jobPageFacts({ ...job, minimumAge: 16 })[2]).toEqual(['Minimum age', '16 and over']);
    expect(jobPageFacts({ ...job, minimumAge: 21 })[2]).toEqual(['Minimum age', '21 and over']);
    expect(jobPageFacts(job).map(([term]) => term)).not.toContain('Minimum age');
  });
});
