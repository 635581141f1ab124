import { contrastRatio, DARK_TEXT, isHexColour, LIGHT_TEXT, readableTextOn } from './contrast';

describe('careers page text colour', () => {
  it('puts white text on dark colours and dark text on light ones', () => {
    expect(readableTextOn('#0f4c5c')).toBe(LIGHT_TEXT);
    expect(readableTextOn('#112233')).toBe(LIGHT_TEXT);
    expect(readableTextOn('#ffe066')).toBe(DARK_TEXT);
    expect(readableTextOn('#ffffff')).toBe(DARK_TEXT);
  });

  it('always reaches AA contrast for normal text (4.5:1)', () => {
    for (const colour of ['#000000', '#777777', '#808080', '#ff0000', '#00ff00', '#0000ff']) {
      expect(contrastRatio(colour, readableTextOn(colour))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('accepts only #rrggbb', () => {
    expect(isHexColour('#0f4c5c')).toBe(true);
    expect(isHexColour('0f4c5c')).toBe(false);
    expect(isHexColour('#fff')).toBe(false);
    expect(isHexColour(null)).toBe(false);
  });
});
