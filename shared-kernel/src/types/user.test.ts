import { avatarLetter, displayName, isRecruiter } from './user';

describe('user display rules (spec section 2 and 5)', () => {
  it('the avatar shows the first letter of the first name, else of the e-mail', () => {
    expect(avatarLetter({ firstName: 'maya', email: 'm@x.io' })).toBe('M');
    expect(avatarLetter({ firstName: null, email: 'tom@x.io' })).toBe('T');
  });

  it('the menu shows the full name, else the e-mail', () => {
    expect(displayName({ firstName: 'Maya', lastName: 'Okafor', email: 'm@x.io' })).toBe(
      'Maya Okafor',
    );
    expect(displayName({ firstName: null, lastName: null, email: 'm@x.io' })).toBe('m@x.io');
  });

  it('role checks read role or type case-insensitively, otherwise userType', () => {
    expect(isRecruiter({ userType: 'candidate', role: 'Recruiter' })).toBe(true);
    expect(isRecruiter({ userType: 'candidate', type: 'RECRUITER' })).toBe(true);
    expect(isRecruiter({ userType: 'recruiter' })).toBe(true);
    expect(isRecruiter({ userType: 'candidate' })).toBe(false);
  });
});
