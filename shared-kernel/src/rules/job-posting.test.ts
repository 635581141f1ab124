import {
  absoluteUrl,
  careersPath,
  descriptionHtml,
  endOfClosingDay,
  jobPosting,
  salaryValue,
  siteUrl,
  type JobPostingSource,
} from './job-posting';

const job: JobPostingSource = {
  id: '0b6f6c1e-3f7a-4d2b-9d61-1f2e3a4b5c6d',
  title: 'Head Chef',
  description: 'Lead the pass.\nSix shifts.\n\n<b>Fresh</b> & local',
  employmentType: 'seasonal',
  publishedAt: '2026-11-01T09:00:00.000Z',
  closesOn: '2026-07-01',
  salaryAmount: 14.5,
  salaryType: 'hourly',
  salaryMin: null,
  salaryMax: null,
  company: { name: 'Harbour Group', slug: 'harbour group', logoUrl: '/uploads/logo.png' },
  companyWebsite: null,
  venue: { city: 'Brighton', postcode: 'BN1 1AA' },
};

describe('the JobPosting', () => {
  it('writes the description as escaped paragraphs with line breaks', () => {
    expect(descriptionHtml(job.description)).toBe(
      '<p>Lead the pass.<br>Six shifts.</p><p>&lt;b&gt;Fresh&lt;/b&gt; &amp; local</p>',
    );
    expect(descriptionHtml('one\r\ntwo')).toBe('<p>one<br>two</p>');
  });

  it('ends on the closing day’s last second in London (BST in summer, GMT in winter)', () => {
    expect(endOfClosingDay('2026-07-01')).toBe('2026-07-01T23:59:59+01:00');
    expect(endOfClosingDay('2026-12-01')).toBe('2026-12-01T23:59:59+00:00');
  });

  it('gives the pay as an amount, a range, or none', () => {
    expect(salaryValue(job)).toEqual({
      '@type': 'QuantitativeValue',
      value: 14.5,
      unitText: 'HOUR',
    });
    expect(
      salaryValue({
        ...job,
        salaryAmount: null,
        salaryType: 'yearly',
        salaryMin: 30000,
        salaryMax: 34000,
      }),
    ).toEqual({ '@type': 'QuantitativeValue', minValue: 30000, maxValue: 34000, unitText: 'YEAR' });
    expect(salaryValue({ ...job, salaryAmount: null })).toBeNull();
  });

  it('keeps tips out of baseSalary: the base rate only, the tips named in the description', () => {
    const withTips = { ...job, tips: { kind: 'tronc' as const, averagePerHour: 2.5 } };
    const posting = jobPosting(
      withTips,
      'https://hospohire.example',
      'https://hospohire.example/j',
    );
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', value: 14.5, unitText: 'HOUR' },
    });
    expect(JSON.stringify(posting.baseSalary)).not.toMatch(/2\.5|17|tip/i);
    expect(posting.description).toBe(
      descriptionHtml(job.description) +
        '<p>On top of the pay: tips shared by tronc, about £2.50/hour.</p>',
    );
    const none = jobPosting({ ...job, tips: { kind: 'none' } }, 'https://h.example', 'u');
    expect(none.description).toBe(descriptionHtml(job.description));
  });

  it('names the site’s own addresses for a company without a website', () => {
    expect(careersPath('harbour group')).toBe('/careers/harbour%20group');
    expect(siteUrl('https://hospohire.example/', 'jobs')).toBe('https://hospohire.example/jobs');
    const posting = jobPosting(
      job,
      'https://hospohire.example',
      'https://hospohire.example/jobs/x',
    );
    expect(posting.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Harbour Group',
      sameAs: 'https://hospohire.example/careers/harbour%20group',
      logo: absoluteUrl('https://hospohire.example', '/uploads/logo.png'),
    });
    expect(posting.employmentType).toBe('TEMPORARY');
    expect(posting.validThrough).toBe('2026-07-01T23:59:59+01:00');
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', value: 14.5, unitText: 'HOUR' },
    });
  });
});
