import { payLevel, recommendBoards, roleFamily } from './board-rules';

describe('Board Recommendation Wizard rules', () => {
  it('reads the role family from the job title', () => {
    expect(roleFamily('Sous Chef')).toBe('kitchen');
    expect(roleFamily('Bartender')).toBe('bar');
    expect(roleFamily('Head Barista')).toBe('management');
    expect(roleFamily('Barista')).toBe('coffee');
    expect(roleFamily('Night Receptionist')).toBe('hotel');
    expect(roleFamily('Waiter')).toBe('front');
    expect(roleFamily('Dog walker')).toBe('other');
  });

  it('puts pay on one hourly scale', () => {
    expect(payLevel('hourly', 11.44)).toBe('entry');
    expect(payLevel('hourly', 13)).toBe('mid');
    expect(payLevel('yearly', 45000)).toBe('senior');
    expect(payLevel('yearly', 0)).toBe('unknown');
    expect(payLevel('hourly', null)).toBe('unknown');
  });

  it('sends a chef to Caterer.com first', () => {
    const boards = recommendBoards({
      role: 'Chef de Partie',
      city: 'Leeds',
      payType: 'hourly',
      payAmount: 14,
    });
    expect(boards[0].name).toBe('Caterer.com');
    expect(boards[0].fit).toBe('best');
  });

  it('sends a well-paid manager to LinkedIn and Totaljobs, not local groups', () => {
    const boards = recommendBoards({
      role: 'General Manager',
      city: 'London',
      payType: 'yearly',
      payAmount: 48000,
    });
    const names = boards.map((b) => b.name);
    expect(names.indexOf('LinkedIn')).toBeLessThan(3);
    expect(names).toContain('Totaljobs');
    expect(names).not.toContain('Local Facebook groups');
  });

  it('sends an hourly bartender to Indeed, Instagram and the city’s Facebook groups, with reasons', () => {
    const boards = recommendBoards({
      role: 'Bartender',
      city: 'Manchester',
      payType: 'hourly',
      payAmount: 11.5,
    });
    const byName = Object.fromEntries(boards.map((b) => [b.name, b]));
    expect(byName.Indeed.fit).toBe('best');
    expect(byName.Instagram).toBeDefined();
    expect(byName['Local Facebook groups'].reasons[0]).toContain('Manchester');
    expect(boards.every((b) => b.reasons.length > 0)).toBe(true);
    expect(byName.LinkedIn).toBeUndefined();
  });

  it('is deterministic and sorted best first', () => {
    const input = { role: 'Waiter', city: 'York', payType: 'hourly' as const, payAmount: 12 };
    const a = recommendBoards(input);
    expect(recommendBoards(input)).toEqual(a);
    expect(a.map((b) => b.score)).toEqual([...a.map((b) => b.score)].sort((x, y) => y - x));
  });
});
