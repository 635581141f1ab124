// A venue's postcode (issue 41): checked as it is stored, trimmed and upper-cased. Only ASCII
// letters, digits and spaces, so upper-casing never changes the length ('ß' becomes 'SS').

/** How long a postcode may be once trimmed (the database's check too). */
export const POSTCODE_LENGTH = { min: 2, max: 10 } as const;

const POSTCODE_CHARACTERS = /^[A-Za-z0-9 ]+$/;

export const POSTCODE_TEXTS = {
  characters: 'Postcode must be letters, digits and spaces only',
  length: `Postcode must be ${POSTCODE_LENGTH.min} to ${POSTCODE_LENGTH.max} characters`,
};

/** ' ls1  6hw ' → 'LS1 6HW'. */
export function normalisePostcode(text: string): string {
  return text.trim().replace(/ +/g, ' ').toUpperCase();
}

/** What is wrong with a postcode as typed, in words; null when its normal form is fine. */
export function postcodeProblem(text: string): string | null {
  // The characters before upper-casing: 'ß'.toUpperCase() is 'SS', which would pass.
  if (!POSTCODE_CHARACTERS.test(text.trim())) return POSTCODE_TEXTS.characters;
  const postcode = normalisePostcode(text);
  if (postcode.length < POSTCODE_LENGTH.min || postcode.length > POSTCODE_LENGTH.max) {
    return POSTCODE_TEXTS.length;
  }
  return null;
}
