import { JOB_PAGE_WORDS, jobReference } from './job-page';

describe('a job’s reference on its public page', () => {
  it('is short and readable: HH- and the id’s first 8 characters, upper case', () => {
    const id = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    expect(jobReference(id)).toBe('HH-1A2B3C4D');
    expect(JOB_PAGE_WORDS.reference(id)).toBe('Job reference: HH-1A2B3C4D');
  });
});
