// The Board Recommendation Wizard's rules: deterministic, from the role, the city and the pay.
// Each board earns points for who reads it; the reasons say why, in the recruiter's words.
import { HOURS_PER_YEAR } from 'shared-kernel/rules';

export type RoleFamily = 'kitchen' | 'bar' | 'coffee' | 'front' | 'hotel' | 'management' | 'other';
export type PayLevel = 'entry' | 'mid' | 'senior' | 'unknown';

export interface BoardInput {
  role: string;
  city: string;
  payType: 'hourly' | 'yearly';
  payAmount: number | null;
}

export interface BoardRecommendation {
  id: string;
  name: string;
  url: string | null;
  score: number;
  fit: 'best' | 'good' | 'also';
  reasons: string[];
}

const FAMILY_WORDS: [RoleFamily, RegExp][] = [
  ['management', /\b(manager|supervisor|head|director|gm|lead)\b/i],
  ['kitchen', /\b(chef|cook|kitchen|porter|pastry|sous|commis|kp)\b/i],
  ['coffee', /\b(barista|coffee)\b/i],
  ['bar', /\b(bartender|bar ?staff|bar|mixologist|sommelier|cocktail)\b/i],
  [
    'hotel',
    /\b(reception|receptionist|housekeep\w*|concierge|night auditor|front desk|room attendant)\b/i,
  ],
  ['front', /\b(waiter|waitress|server|host|hostess|runner|front of house|foh|floor)\b/i],
];

export function roleFamily(role: string): RoleFamily {
  return FAMILY_WORDS.find(([, words]) => words.test(role))?.[0] ?? 'other';
}

/** Pay as an hourly figure: entry below £12.50, senior from £16 (about £31k a year). */
export function payLevel(payType: 'hourly' | 'yearly', amount: number | null): PayLevel {
  if (amount === null || !(amount > 0)) return 'unknown';
  const hourly = payType === 'yearly' ? amount / HOURS_PER_YEAR : amount;
  if (hourly < 12.5) return 'entry';
  if (hourly >= 16) return 'senior';
  return 'mid';
}

type Board = {
  id: string;
  name: string;
  url: string | null;
  score: (f: RoleFamily, p: PayLevel, input: BoardInput) => [number, string[]];
};

const BOARDS: Board[] = [
  {
    id: 'caterer',
    name: 'Caterer.com',
    url: 'https://www.caterer.com',
    score: (f, p) => {
      const reasons = ['The UK’s specialist hospitality and catering job board'];
      let s = 55;
      if (f === 'kitchen' || f === 'management' || f === 'hotel') {
        s += 30;
        reasons.push(
          f === 'kitchen'
            ? 'Chefs and kitchen teams look here first'
            : 'Strong for experienced hospitality professionals',
        );
      }
      if (p === 'senior' || p === 'mid') s += 5;
      return [s, reasons];
    },
  },
  {
    id: 'indeed',
    name: 'Indeed',
    url: 'https://uk.indeed.com',
    score: (f, p, input) => {
      const reasons = ['The widest reach of any UK job site'];
      let s = 60;
      if (p === 'entry' || p === 'mid' || input.payType === 'hourly') {
        s += 20;
        reasons.push('Hourly and entry-level seekers search here daily');
      }
      if (f === 'front' || f === 'bar' || f === 'coffee') s += 5;
      return [s, reasons];
    },
  },
  {
    id: 'hospitality-jobs-uk',
    name: 'Hospitality Jobs UK',
    url: null,
    score: (f) => {
      const reasons = ['A hospitality-only audience across bars, restaurants and hotels'];
      let s = 50;
      if (f !== 'other') {
        s += 15;
        reasons.push('Readers already work in hospitality roles like this one');
      }
      return [s, reasons];
    },
  },
  {
    id: 'totaljobs',
    name: 'Totaljobs',
    url: 'https://www.totaljobs.com',
    score: (f, p, input) => {
      const reasons = ['A large UK audience for permanent, salaried roles'];
      let s = 35;
      if (input.payType === 'yearly') {
        s += 20;
        reasons.push('Suits roles advertised with a yearly salary');
      }
      if (f === 'management' || p === 'senior') {
        s += 15;
        reasons.push('Good for supervisors and managers');
      }
      return [s, reasons];
    },
  },
  {
    id: 'linkedin',
    name: 'LinkedIn',
    url: 'https://www.linkedin.com/jobs',
    score: (f, p) => {
      const reasons = ['Reaches people building a career, and their networks'];
      let s = 20;
      if (f === 'management') {
        s += 45;
        reasons.push('Managers and heads of department keep profiles here');
      }
      if (p === 'senior') {
        s += 20;
        reasons.push('The pay attracts experienced candidates who browse LinkedIn');
      }
      if (p === 'entry') s -= 10;
      return [s, reasons];
    },
  },
  {
    id: 'facebook-groups',
    name: 'Local Facebook groups',
    url: 'https://www.facebook.com/groups',
    score: (f, p, input) => {
      const city = input.city.trim();
      const reasons = [
        `Local hospitality and jobs groups${city ? ` in ${city}` : ''} reach people nearby`,
      ];
      let s = 40;
      if (p === 'entry' || input.payType === 'hourly') {
        s += 25;
        reasons.push('Hourly staff often find shifts through friends and local groups');
      }
      if (f === 'management') s -= 20;
      return [s, reasons];
    },
  },
  {
    id: 'instagram',
    name: 'Instagram',
    url: 'https://www.instagram.com',
    score: (f) => {
      const reasons = ['Shows your venue, team and culture to people who follow it'];
      let s = 30;
      if (f === 'bar' || f === 'coffee' || f === 'front') {
        s += 30;
        reasons.push(
          'Bartenders, baristas and front-of-house staff follow venues they would like to work at',
        );
      }
      return [s, reasons];
    },
  },
];

const MIN_SCORE = 30;

/** Boards worth posting on, best first (ties by name), each with its fit and reasons. */
export function recommendBoards(input: BoardInput): BoardRecommendation[] {
  const family = roleFamily(input.role);
  const level = payLevel(input.payType, input.payAmount);
  return BOARDS.map((board) => {
    const [raw, reasons] = board.score(family, level, input);
    const score = Math.max(0, Math.min(100, raw));
    const fit: BoardRecommendation['fit'] = score >= 75 ? 'best' : score >= 55 ? 'good' : 'also';
    return { id: board.id, name: board.name, url: board.url, score, fit, reasons };
  })
    .filter((r) => r.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
}
