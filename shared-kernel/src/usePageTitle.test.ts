import { pageTitle, SITE_NAME } from './usePageTitle';

describe("a page's document title", () => {
  it('is "<page> · HospoHire", or the name alone', () => {
    expect(SITE_NAME).toBe('HospoHire');
    expect(pageTitle('Browse Jobs')).toBe('Browse Jobs · HospoHire');
    expect(pageTitle('')).toBe('HospoHire');
  });
});
