import { normalisePostcode, POSTCODE_TEXTS, postcodeProblem } from './postcode';

describe('a venue postcode', () => {
  it('is trimmed, its spaces collapsed, upper-cased', () => {
    expect(normalisePostcode(' ls1  6hw ')).toBe('LS1 6HW');
    expect(postcodeProblem(' ls1  6hw ')).toBeNull();
    expect(postcodeProblem('M1')).toBeNull();
  });

  it('is checked once trimmed: " A" is too short, eleven characters too long', () => {
    expect(postcodeProblem(' A')).toBe(POSTCODE_TEXTS.length);
    expect(postcodeProblem('AB12 3CDEFG')).toBe(POSTCODE_TEXTS.length);
  });

  it('takes ASCII only: "ß" (upper-cased "SS", a longer text) is refused', () => {
    expect(postcodeProblem('ßßßßßß')).toBe(POSTCODE_TEXTS.characters);
    expect(postcodeProblem('ß1')).toBe(POSTCODE_TEXTS.characters);
    expect(postcodeProblem('M1 1AA!')).toBe(POSTCODE_TEXTS.characters);
  });
});
