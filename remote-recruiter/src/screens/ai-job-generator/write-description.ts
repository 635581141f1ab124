import { formatPay, type CultureResponses, type SalaryType } from 'shared-kernel/rules';
import type { EmploymentType } from '../../api/jobs';
import { EMPLOYMENT_LABEL } from '../../texts';

// The job generator's writer: a full job description from the role, the venue, the company's
// culture and the pay, with no network (decisions section 4). Deterministic: the same inputs give
// the same text, so a recruiter can tweak an input and see what it changes.

export interface DescriptionInput {
  role: string;
  companyName: string;
  venue: { name: string; venueType: string; city: string };
  employmentType: EmploymentType;
  salaryType: SalaryType | null;
  salaryAmount: number | null;
  skills: string[];
  culture: CultureResponses | null;
}

type Family = 'kitchen' | 'bar' | 'coffee' | 'hotel' | 'management' | 'service';

const FAMILY_WORDS: [Family, string[]][] = [
  ['coffee', ['barista', 'coffee']],
  ['bar', ['bartender', 'mixologist', 'bar ']],
  ['kitchen', ['chef', 'cook', 'kitchen', 'pastry', 'porter', 'commis']],
  ['hotel', ['reception', 'concierge', 'housekeep', 'front desk', 'night audit']],
  ['management', ['manager', 'supervisor', 'head of']],
];

export function roleFamily(role: string): Family {
  const text = ` ${role.toLowerCase()} `;
  return FAMILY_WORDS.find(([, words]) => words.some((w) => text.includes(w)))?.[0] ?? 'service';
}

const DUTIES: Record<Family, string[]> = {
  kitchen: [
    'Prepare and cook dishes to the recipe and the standard, every plate',
    'Keep your section clean, organised and ready for service',
    'Follow food safety and allergen procedures without shortcuts',
    'Work with the team to get every order out on time',
  ],
  bar: [
    'Make drinks quickly and consistently, from a pint to a signature cocktail',
    'Look after guests at the bar and keep the conversation going',
    'Keep the bar stocked, clean and ready for a rush',
    'Handle payments accurately and serve responsibly',
  ],
  coffee: [
    'Pull great espresso and pour milk drinks to a consistent standard',
    'Greet regulars by name and make new guests feel at home',
    'Keep the station, grinders and machine clean and dialled in',
    'Take orders and payments accurately when it gets busy',
  ],
  hotel: [
    'Welcome guests, check them in and out and answer their questions',
    'Handle bookings, requests and the occasional problem calmly',
    'Work closely with housekeeping, the restaurant and maintenance',
    'Keep the front of the hotel looking its best',
  ],
  management: [
    'Lead the team on shift and set the standard for service',
    'Plan rotas, train new starters and give honest feedback',
    'Keep an eye on costs, stock and the numbers that matter',
    'Handle guest feedback and turn problems into loyal regulars',
  ],
  service: [
    'Welcome guests and look after your section from first hello to goodbye',
    'Know the menu well enough to recommend with confidence',
    'Take orders accurately and work closely with the kitchen and bar',
    'Keep the floor clean, set and ready between services',
  ],
};

const PACE_TEXT = {
  fast: 'We run at a fast pace: busy services, quick turns and plenty of energy.',
  moderate: 'Our pace is steady: busy at peak times, with room to get things right.',
  relaxed: 'We keep a relaxed pace, so there is time to get to know our guests.',
} as const;

const GUEST_TEXT = {
  high: 'You will spend most of your shift talking with guests.',
  moderate: 'You will look after guests as well as the work behind the scenes.',
  minimal: 'Most of the work happens behind the scenes, with some contact with guests.',
} as const;

const SERVICE_TEXT = {
  personalized: 'Our service is personal: we remember names, preferences and the little things.',
  efficient: 'Our service is efficient: quick, accurate and friendly.',
  formal: 'Our service is polished and formal, with attention to every detail.',
  casual: 'Our service is casual and warm: guests should feel at home.',
} as const;

const VALUE_TEXT = {
  teamwork: 'teamwork',
  quality: 'quality in everything we serve',
  innovation: 'trying new ideas',
  tradition: 'respect for tradition',
  sustainability: 'sustainability',
  growth: 'helping people grow',
} as const;

const joinList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** The description, as plain text with blank lines between sections. */
export function writeJobDescription(input: DescriptionInput): string {
  const role = input.role.trim();
  const { venue, culture } = input;
  const type = EMPLOYMENT_LABEL[input.employmentType].toLowerCase().replace(' ', '-');
  const family = roleFamily(role);
  const sections: string[] = [];

  sections.push(
    `${input.companyName} is looking for ${article(role)} ${role} to join the team at ${venue.name}, ${article(venue.venueType)} ${venue.venueType} in ${venue.city}. This is a ${type} role.`,
  );

  const cultureLines: string[] = [];
  if (culture?.workPace) cultureLines.push(PACE_TEXT[culture.workPace]);
  if (culture?.guestInteraction) cultureLines.push(GUEST_TEXT[culture.guestInteraction]);
  if (culture?.serviceApproach) cultureLines.push(SERVICE_TEXT[culture.serviceApproach]);
  if (culture?.primaryValues?.length)
    cultureLines.push(
      `What matters to us: ${joinList(culture.primaryValues.map((v) => VALUE_TEXT[v]))}.`,
    );
  if (cultureLines.length) sections.push(`How we work\n${cultureLines.join(' ')}`);

  sections.push(`What you will do\n${DUTIES[family].map((d) => `• ${d}`).join('\n')}`);

  const lookFor = [
    ...input.skills.map((s) => `• Experience with ${s.trim().toLowerCase()}`),
    '• A warm, positive attitude and pride in looking after people',
    '• Reliability: you turn up on time and support your team',
  ];
  sections.push(`What we look for\n${lookFor.join('\n')}`);

  const pay = formatPay({ salaryAmount: input.salaryAmount, salaryType: input.salaryType });
  sections.push(
    `What we offer\n• ${pay}\n• A ${type} contract\n• Staff meals on shift and training to help you grow`,
  );

  sections.push(
    `How to apply\nApply on HospoHire with a short note about why you would love this job. We reply to every applicant.`,
  );
  return sections.join('\n\n');
}
