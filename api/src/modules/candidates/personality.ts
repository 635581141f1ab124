// The hospitality work-style quiz: its questions, the personality types and how answers become a
// type. Pure content and one deterministic function; the routes store the result.

export type TraitKey = 'host' | 'craftsperson' | 'organiser' | 'energiser';

export type PersonalityType = {
  key: TraitKey;
  name: string;
  description: string;
  strengths: string[];
  suitedRoles: string[];
};

/** The types, in the order that breaks a tie (a tie goes to the earlier one). */
export const PERSONALITY_TYPES: PersonalityType[] = [
  {
    key: 'host',
    name: 'The Host',
    description:
      'You light up when guests walk in. You read a table in seconds, remember names and ' +
      'preferences, and turn a meal or a stay into a welcome people come back for.',
    strengths: [
      'Warm, natural rapport with guests',
      'Reading moods and needs',
      'Calm with complaints',
    ],
    suitedRoles: ['Front of house', 'Waiter', 'Sommelier', 'Hotel receptionist', 'Concierge'],
  },
  {
    key: 'craftsperson',
    name: 'The Craftsperson',
    description:
      'You care about doing a thing properly: the perfect pour, a clean plate, a drink made the ' +
      'same way every time. You learn techniques deeply and take pride in quality.',
    strengths: ['Attention to detail', 'Consistent standards', 'Learning skills in depth'],
    suitedRoles: ['Chef', 'Pastry chef', 'Barista', 'Cocktail bartender', 'Kitchen porter'],
  },
  {
    key: 'organiser',
    name: 'The Organiser',
    description:
      'You see the whole shift at once. Rotas, stock, bookings and handovers are where you shine; ' +
      'you keep the team on time and the service running smoothly.',
    strengths: [
      'Planning and prioritising',
      'Keeping standards and records',
      'Steady under pressure',
    ],
    suitedRoles: [
      'Supervisor',
      'Restaurant manager',
      'Head of housekeeping',
      'Events coordinator',
      'Sous chef',
    ],
  },
  {
    key: 'energiser',
    name: 'The Energiser',
    description:
      'You thrive when it is busy and loud. You lift the team, move fast, and keep the mood up ' +
      'through a Saturday-night rush.',
    strengths: ['High energy on busy shifts', 'Lifting team morale', 'Quick thinking'],
    suitedRoles: ['Bartender', 'Runner', 'Events staff', 'Line cook', 'Festival and bar staff'],
  },
];

export type QuizOption = { id: string; text: string; trait: TraitKey };
export type QuizQuestion = { id: string; text: string; options: QuizOption[] };

const q = (id: string, text: string, options: [string, TraitKey][]): QuizQuestion => ({
  id,
  text,
  options: options.map(([optionText, trait], i) => ({
    id: `${id}${'abcd'[i]}`,
    text: optionText,
    trait,
  })),
});

export const QUIZ_QUESTIONS: QuizQuestion[] = [
  q('q1', 'It is the start of a busy Friday shift. What do you do first?', [
    ['Check the bookings and who is on the rota', 'organiser'],
    ['Get my station set up exactly how I like it', 'craftsperson'],
    ['Say hello to the regulars already at the bar', 'host'],
    ['Get the music up and the team buzzing', 'energiser'],
  ]),
  q('q2', 'A guest is unhappy with their meal. You…', [
    ['Listen, apologise and make them feel looked after', 'host'],
    ['Find out exactly what was wrong so it never happens again', 'craftsperson'],
    ['Sort a replacement quickly and tell the kitchen', 'organiser'],
    ['Turn it around with humour and a quick fix', 'energiser'],
  ]),
  q('q3', 'Which compliment would please you most?', [
    ['"You made our evening special"', 'host'],
    ['"That was the best flat white I have had"', 'craftsperson'],
    ['"Service ran like clockwork tonight"', 'organiser'],
    ['"You were brilliant in that rush"', 'energiser'],
  ]),
  q('q4', 'Your ideal shift is…', [
    ['Full of conversations with guests', 'host'],
    ['Focused on making things really well', 'craftsperson'],
    ['Well planned, with everything in its place', 'organiser'],
    ['Non-stop busy from open to close', 'energiser'],
  ]),
  q('q5', 'A new colleague starts today. You…', [
    ['Make them feel welcome and introduce them to everyone', 'host'],
    ['Show them the right way to do the key tasks', 'craftsperson'],
    ['Give them a clear plan for their first week', 'organiser'],
    ['Throw them into the action with plenty of encouragement', 'energiser'],
  ]),
  q('q6', 'What would you most like to learn next?', [
    ['Wine or cocktail pairing to advise guests', 'host'],
    ['An advanced technique in the kitchen or behind the bar', 'craftsperson'],
    ['Rota planning, stock control and costs', 'organiser'],
    ['Running events and big parties', 'energiser'],
  ]),
  q('q7', 'The printer dies mid-service. You…', [
    ['Keep guests informed and happy while it is fixed', 'host'],
    ['Write the tickets by hand, neatly and accurately', 'craftsperson'],
    ['Set up a workaround and tell everyone the new process', 'organiser'],
    ['Shout the orders through and keep the pace up', 'energiser'],
  ]),
  q('q8', 'What frustrates you most at work?', [
    ['Guests being rushed or ignored', 'host'],
    ['Cutting corners on quality', 'craftsperson'],
    ['Chaos and last-minute changes', 'organiser'],
    ['Quiet shifts with nothing happening', 'energiser'],
  ]),
  q('q9', 'Friends would describe you as…', [
    ['Warm and welcoming', 'host'],
    ['Precise and dedicated', 'craftsperson'],
    ['Reliable and organised', 'organiser'],
    ['Fun and full of energy', 'energiser'],
  ]),
  q('q10', 'At the end of a shift you feel best when…', [
    ['Guests thanked you personally', 'host'],
    ['Everything you made was spot on', 'craftsperson'],
    ['Closing checks are done and tomorrow is set up', 'organiser'],
    ['You smashed a record number of covers', 'energiser'],
  ]),
  q('q11', 'Which venue appeals to you most?', [
    ['A boutique hotel where guests are known by name', 'host'],
    ['A kitchen or bar known for its craft', 'craftsperson'],
    ['A large venue with many moving parts', 'organiser'],
    ['A lively bar or festival site', 'energiser'],
  ]),
  q('q12', 'When the team is struggling, you…', [
    ['Check in with each person and keep spirits kind', 'host'],
    ['Lead by example with your own standards', 'craftsperson'],
    ['Reorganise tasks so the load is shared', 'organiser'],
    ['Rally everyone with energy and jokes', 'energiser'],
  ]),
];

export type PersonalityResult = {
  personalityType: string;
  description: string;
  strengths: string[];
  suitedRoles: string[];
  scores: Record<TraitKey, number>;
};

export type QuizAnswers = Record<string, string>;

/** The first question not answered (or answered with an unknown option), or null. */
export function firstInvalidAnswer(
  answers: QuizAnswers,
): { questionId: string; missing: boolean } | null {
  for (const question of QUIZ_QUESTIONS) {
    const answer = answers[question.id];
    if (answer === undefined) return { questionId: question.id, missing: true };
    if (!question.options.some((o) => o.id === answer))
      return { questionId: question.id, missing: false };
  }
  return null;
}

/** Counts the traits of the chosen options; the highest wins (ties to the earlier type). */
export function scorePersonality(answers: QuizAnswers): PersonalityResult {
  const scores: Record<TraitKey, number> = { host: 0, craftsperson: 0, organiser: 0, energiser: 0 };
  for (const question of QUIZ_QUESTIONS) {
    const option = question.options.find((o) => o.id === answers[question.id]);
    if (option) scores[option.trait] += 1;
  }
  let best = PERSONALITY_TYPES[0];
  for (const type of PERSONALITY_TYPES) if (scores[type.key] > scores[best.key]) best = type;
  return {
    personalityType: best.name,
    description: best.description,
    strengths: best.strengths,
    suitedRoles: best.suitedRoles,
    scores,
  };
}

/** The questions as the client shows them (without the trait each option counts toward). */
export const publicQuestions = () =>
  QUIZ_QUESTIONS.map((question) => ({
    id: question.id,
    text: question.text,
    options: question.options.map(({ id, text }) => ({ id, text })),
  }));
