import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  passwordLength,
  passwordProblem,
  personalWords,
} from './password-strength';

const maya = { firstName: 'Maya', lastName: 'Okafor', email: 'maya.okafor@example.com' };
const TOO_COMMON = PASSWORD_MESSAGES.tooCommon('Password');
const PERSONAL = PASSWORD_MESSAGES.personal('Password');

describe('the password rule', () => {
  it.each(['password1', 'qwerty123', 'letmein1', 'Password123!', '12345678', 'iloveyou1'])(
    'refuses the common password %s',
    (password) => {
      expect(passwordProblem(password, { owner: maya })).toBe(TOO_COMMON);
    },
  );

  it.each(['maya.okafor', 'maya.okafor@example.com', 'MayaOkafor1', 'okafor2024', 'rofako.ayam'])(
    "refuses %s for Maya Okafor: it is made of the user's own name or e-mail",
    (password) => {
      expect(passwordProblem(password, { owner: maya })).toBe(PERSONAL);
    },
  );

  it('counts the name only for its owner', () => {
    expect(passwordProblem('MayaOkafor1', { owner: maya })).toBe(PERSONAL);
    expect(passwordProblem('MayaOkafor1', { owner: { firstName: 'Sam' } })).toBeNull();
  });

  it.each(['table-for-2-please', 'hospohire-demo-1', 'correct horse battery', 'kitchen-pass-7'])(
    'accepts the ordinary passphrase %s',
    (password) => {
      expect(passwordProblem(password, { owner: maya })).toBeNull();
    },
  );

  it('asks for 8 to 128 characters, counted as code points, with no composition rules', () => {
    expect(passwordProblem('')).toBe('Password is required');
    expect(passwordProblem('k9#vQ2x')).toBe('Password must be at least 8 characters');
    // 7 emoji are 14 UTF-16 units but 7 characters: too short.
    expect(passwordLength('🍷🍸🍹🍺🍻🥂🥃')).toBe(7);
    expect(passwordProblem('🍷🍸🍹🍺🍻🥂🥃')).toBe('Password must be at least 8 characters');
    // Only lower-case letters and spaces, no digit, no symbol: fine when it is hard to guess.
    expect(passwordProblem('velvet lantern orbit')).toBeNull();
    const longest = 'fern-'.repeat(25) + 'abc';
    expect(passwordLength(longest)).toBe(PASSWORD_MAX_LENGTH);
    expect(passwordProblem(longest.slice(0, 60) + 'q7#Lx' + longest.slice(65))).toBeNull();
    expect(passwordProblem(longest + 'd')).toBe('Password must be at most 128 characters');
  });

  it('names the field it checks', () => {
    expect(passwordProblem('password1', { label: 'New password' })).toBe(
      'New password is too common: choose one that is harder to guess',
    );
    expect(passwordProblem('short', { label: 'New password' })).toBe(
      'New password must be at least 8 characters',
    );
  });

  it("takes the owner's words from the names and every part of the e-mail", () => {
    expect(personalWords(maya)).toEqual([
      'maya',
      'okafor',
      'maya.okafor@example.com',
      'maya.okafor',
    ]);
    expect(personalWords({ firstName: 'Jo', email: 'j.o-brien+hh@x.io' })).toEqual([
      'j.o-brien+hh@x.io',
      'j.o-brien+hh',
      'brien',
    ]);
  });
});
