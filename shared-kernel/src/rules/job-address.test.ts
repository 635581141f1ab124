import { JOB_SLUG_MAX, jobIdFromSlug, jobPagePath, jobSlug } from './job-address';

const id = '3f1c2b4a-1d2e-4f5a-8b6c-7d8e9f0a1b2c';

describe('job page address', () => {
  it('is /jobs/ with the title and the town as words, then the id', () => {
    expect(jobPagePath({ id, title: 'Head Chef', city: 'London' })).toBe(
      `/jobs/head-chef-london-${id}`,
    );
  });

  it('keeps ASCII words only: accents folded, & said, punctuation dropped', () => {
    expect(jobSlug({ id, title: 'Sous Chef (Pâtisserie) – Café & Bar!', city: 'Bâle' })).toBe(
      `sous-chef-patisserie-cafe-and-bar-bale-${id}`,
    );
  });

  it(`cuts the words at ${JOB_SLUG_MAX} characters without cutting a word`, () => {
    const words = jobSlug({ id, title: 'barista '.repeat(30) }).slice(0, -id.length - 1);
    expect(words.length).toBeLessThanOrEqual(JOB_SLUG_MAX);
    expect(words.length).toBeGreaterThan(JOB_SLUG_MAX - 'barista-'.length);
    expect(words.endsWith('barista')).toBe(true);
    expect(jobSlug({ id, title: 'a'.repeat(JOB_SLUG_MAX + 1) })).toBe(id);
  });

  it('is the id alone when the title has no words', () => {
    expect(jobSlug({ id, title: '★★★', city: null })).toBe(id);
  });

  it('finds the id at the end of any slug, whatever the words', () => {
    expect(jobIdFromSlug(`old-title-${id}`)).toBe(id);
    expect(jobIdFromSlug(id.toUpperCase())).toBe(id);
    expect(jobIdFromSlug('head-chef-london')).toBeNull();
    expect(jobIdFromSlug(`${id}-extra`)).toBeNull();
  });
});
