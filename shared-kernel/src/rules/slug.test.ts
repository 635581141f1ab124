import { slugWords } from './slug';

describe('slugWords', () => {
  it('keeps lowercase ASCII words joined by -: accents folded, & said, punctuation dropped', () => {
    expect(slugWords('Sous Chef (Pâtisserie) – Café & Bar!', 80)).toBe(
      'sous-chef-patisserie-cafe-and-bar',
    );
    expect(slugWords('  The Rose&Crown  Group. ', 80)).toBe('the-rose-and-crown-group');
    expect(slugWords('Ça Va 2 Bar', 80)).toBe('ca-va-2-bar');
  });

  it('stops before the word that would pass the most characters, never cutting a word', () => {
    expect(slugWords('barista bar manager', 14)).toBe('barista-bar');
    expect(slugWords('barista bar manager', 11)).toBe('barista-bar');
    expect(slugWords('barista bar manager', 10)).toBe('barista');
    expect(slugWords('a'.repeat(11), 10)).toBe('');
  });

  it('is empty when the text has no letters or digits', () => {
    expect(slugWords('★ – !', 80)).toBe('');
  });
});
