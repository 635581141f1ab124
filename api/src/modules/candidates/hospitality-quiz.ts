// The hospitality knowledge quiz: service, UK food safety and bar basics. Each question has one
// correct option and an explanation; the API scores the answers, so a score cannot be made up.
import type { QuizCategory } from 'shared-kernel/contract';

export type { QuizCategory };

export type KnowledgeQuestion = {
  id: string;
  category: QuizCategory;
  text: string;
  options: { id: string; text: string }[];
  correct: string;
  explanation: string;
};

const question = (
  id: string,
  category: QuizCategory,
  text: string,
  options: string[],
  correctIndex: number,
  explanation: string,
): KnowledgeQuestion => ({
  id,
  category,
  text,
  options: options.map((optionText, i) => ({ id: `${id}${'abcd'[i]}`, text: optionText })),
  correct: `${id}${'abcd'[correctIndex]}`,
  explanation,
});

export const KNOWLEDGE_QUESTIONS: KnowledgeQuestion[] = [
  question(
    'h1',
    'service',
    'A guest tells you they have a peanut allergy. What do you do?',
    [
      'Recommend the dishes you think are safe',
      'Tell the kitchen and the manager, and check the allergen information for every dish they order',
      'Suggest they order something plain',
      'Ask them to read the menu descriptions carefully',
    ],
    1,
    'Never guess. Pass the allergy to the kitchen and a manager, and check the written allergen information for each dish, including garnishes and sauces.',
  ),
  question(
    'h2',
    'service',
    'A guest complains that their steak is overcooked. What is the best first response?',
    [
      'Explain how the kitchen cooks steak',
      'Listen, apologise sincerely and offer to replace it',
      'Offer a discount on the bill straight away',
      'Tell them you will mention it to the chef later',
    ],
    1,
    'Listen without interrupting, apologise, put it right (a replacement cooked as ordered) and follow up: the complaint becomes a reason to come back.',
  ),
  question(
    'h3',
    'service',
    'In a standard restaurant cover, where does the water or wine glass go?',
    [
      'Above the tip of the knife, on the right',
      'Above the fork, on the left',
      'In the centre, above the plate',
      'To the left of the side plate',
    ],
    0,
    'Glasses sit above the tip of the main knife, on the right, where the guest reaches naturally with their right hand.',
  ),
  question(
    'h4',
    'service',
    'Since October 2024, what must a UK employer do with tips paid by card or cash?',
    [
      'Keep up to 10% to cover card fees and admin',
      'Pass all tips on to workers, fairly, without deductions',
      'Pay tips only to front-of-house staff',
      'Add tips to the National Minimum Wage calculation',
    ],
    1,
    'The Employment (Allocation of Tips) Act 2023 requires employers to pass on all tips, gratuities and service charges to workers in full, fairly, and to have a written tipping policy.',
  ),
  question(
    'h5',
    'service',
    'A table has finished their mains. When should you bring the bill in a UK restaurant?',
    [
      'Straight away, to turn the table',
      'When the guests ask for it (after offering desserts and drinks)',
      'With the dessert menus',
      'After 15 minutes, whatever they say',
    ],
    1,
    'Offer desserts, coffee or another drink first, and bring the bill when asked: presenting it unasked can feel like being rushed out.',
  ),
  question(
    'h6',
    'food_safety',
    'How many allergens must UK food businesses declare by law?',
    ['8', '10', '14', '20'],
    2,
    'The 14 allergens: celery, cereals containing gluten, crustaceans, eggs, fish, lupin, milk, molluscs, mustard, tree nuts, peanuts, sesame, soya, and sulphur dioxide/sulphites.',
  ),
  question(
    'h7',
    'food_safety',
    'Chilled food must be kept at what temperature in England?',
    [
      '8°C or below by law; 5°C or below is the usual target',
      '10°C or below',
      '0°C exactly',
      'Anything below room temperature',
    ],
    0,
    'The legal maximum for chilled food is 8°C; most kitchens set fridges to 5°C or below to leave a margin.',
  ),
  question(
    'h8',
    'food_safety',
    'What core temperature shows that food has been cooked or reheated thoroughly?',
    ['55°C', '63°C', '75°C', '100°C'],
    2,
    'A core temperature of 75°C (checked with a clean probe in the thickest part) kills harmful bacteria. In Scotland, reheated food must reach 82°C.',
  ),
  question(
    'h9',
    'food_safety',
    'Hot food on display or in a bain-marie must be kept at what temperature?',
    ['At least 50°C', 'At least 63°C', 'At least 75°C', 'At least 90°C'],
    1,
    'Hot holding must be at 63°C or above. Food below 63°C may be kept for up to 2 hours once, then used, chilled or thrown away.',
  ),
  question(
    'h10',
    'food_safety',
    'Where should raw meat be stored in a fridge?',
    [
      'On the top shelf, so it stays coldest',
      'On the bottom shelf, below ready-to-eat food',
      'Next to cooked meat, to save space',
      'In the door',
    ],
    1,
    'Raw meat goes at the bottom, covered, so that its juices cannot drip onto ready-to-eat food.',
  ),
  question(
    'h11',
    'bar',
    'Under Challenge 25, whom do you ask for ID?',
    [
      'Anyone who looks under 18',
      'Anyone who looks under 25',
      'Only people buying spirits',
      'Only people you do not recognise',
    ],
    1,
    'Ask anyone who looks under 25 for ID. Accept only a passport, a photocard driving licence or a PASS-hologram card (or another ID your venue policy allows).',
  ),
  question(
    'h12',
    'bar',
    'How much pure alcohol is one UK unit?',
    ['10 ml (8 g)', '25 ml', '1 standard glass of wine', 'Half a pint of beer'],
    0,
    'One unit is 10 ml or 8 g of pure alcohol. Units = volume (ml) × ABV (%) ÷ 1000.',
  ),
  question(
    'h13',
    'bar',
    'About how many units are in a pint (568 ml) of 5% lager?',
    ['1', '2', '2.8', '4'],
    2,
    '568 × 5 ÷ 1000 = 2.84 units. The UK Chief Medical Officers advise no more than 14 units a week, spread over three or more days.',
  ),
  question(
    'h14',
    'bar',
    'Which measures may gin, rum, vodka and whisky be sold in, by the single measure, in the UK?',
    [
      '25 ml or 35 ml (one or the other in a venue)',
      '20 ml or 50 ml',
      'Any measure, if it is on the menu',
      'Only 50 ml',
    ],
    0,
    'These spirits must be sold in 25 ml or 35 ml measures (or multiples), and a venue uses one or the other. Small measures (25 ml spirits, 125 ml wine, half a pint of beer) must be offered.',
  ),
  question(
    'h15',
    'bar',
    'A guest who is clearly drunk asks for another drink. What does the law say?',
    [
      'You may serve them if they are with friends',
      'It is an offence to sell alcohol to someone who is drunk, or to buy it for them',
      'You may serve soft drinks only if they pay first',
      'It is up to the guest',
    ],
    1,
    'Under the Licensing Act 2003 it is an offence to knowingly sell alcohol to a person who is drunk, or to obtain it for them. Refuse politely, offer water or a soft drink, and tell your manager.',
  ),
];

export type KnowledgeAnswers = Record<string, string>;

/** The questions as the client shows them: no correct answers, no explanations. */
export const publicKnowledgeQuestions = () =>
  KNOWLEDGE_QUESTIONS.map(({ id, category, text, options }) => ({ id, category, text, options }));

/** The first question not answered or answered with an option it does not have, or null. */
export function firstInvalidKnowledgeAnswer(answers: KnowledgeAnswers) {
  for (const q of KNOWLEDGE_QUESTIONS) {
    const answer = answers[q.id];
    if (answer === undefined) return { questionId: q.id, missing: true };
    if (!q.options.some((o) => o.id === answer)) return { questionId: q.id, missing: false };
  }
  return null;
}

/** Scores answers: one point per correct answer, by category too, with each question's feedback. */
export function scoreKnowledgeQuiz(answers: KnowledgeAnswers) {
  const byCategory: Record<QuizCategory, { score: number; total: number }> = {
    service: { score: 0, total: 0 },
    food_safety: { score: 0, total: 0 },
    bar: { score: 0, total: 0 },
  };
  const feedback = KNOWLEDGE_QUESTIONS.map((q) => {
    const correct = answers[q.id] === q.correct;
    byCategory[q.category].total += 1;
    if (correct) byCategory[q.category].score += 1;
    return {
      questionId: q.id,
      chosen: answers[q.id] ?? null,
      correct,
      correctOptionId: q.correct,
      explanation: q.explanation,
    };
  });
  const score = feedback.filter((f) => f.correct).length;
  return { score, total: KNOWLEDGE_QUESTIONS.length, byCategory, feedback };
}
