import { servesAlcohol, UNDER_18_ALCOHOL_RULE, under18AlcoholNotice } from './index';

const cafe = { title: 'Barista', skills: ['latte art'], venueType: 'cafe' as const };

describe('the under-18 alcohol rule (issue 43, Licensing Act 2003 s.153)', () => {
  it('says section 153 and the personal-licence holder', () => {
    expect(UNDER_18_ALCOHOL_RULE).toMatch(/personal-licence holder/);
    expect(UNDER_18_ALCOHOL_RULE).toMatch(/Licensing Act 2003, section 153/);
  });

  it('knows a job serves alcohol by its venue, its licence or its words', () => {
    expect(servesAlcohol(cafe)).toBe(false);
    expect(servesAlcohol({ ...cafe, venueType: 'bar' })).toBe(true);
    expect(servesAlcohol({ ...cafe, requiredCertificates: ['personal_licence'] })).toBe(true);
    expect(servesAlcohol({ ...cafe, title: 'Bartender', venueType: 'restaurant' })).toBe(true);
    expect(servesAlcohol({ ...cafe, skills: ['Cocktails'], venueType: 'hotel' })).toBe(true);
    // "Barista" is not "bar".
    expect(servesAlcohol({ ...cafe, title: 'Head Barista' })).toBe(false);
  });

  it('shows only for a job open to 16- and 17-year-olds that serves alcohol', () => {
    const bar = { ...cafe, venueType: 'bar' as const };
    expect(under18AlcoholNotice({ ...bar, minimumAge: 16 })).toBe(UNDER_18_ALCOHOL_RULE);
    expect(under18AlcoholNotice({ ...bar, minimumAge: 18 })).toBeNull();
    expect(under18AlcoholNotice({ ...cafe, minimumAge: 16 })).toBeNull();
  });
});
