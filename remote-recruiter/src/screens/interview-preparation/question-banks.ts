// Interview questions a recruiter can ask, by role. Each question says what a good answer shows.

export interface QuestionBank {
  role: string;
  questions: { question: string; listenFor: string }[];
}

export const QUESTION_BANKS: QuestionBank[] = [
  {
    role: 'Front of house (waiter, host, runner)',
    questions: [
      {
        question: 'Tell me about a guest you made a regular.',
        listenFor: 'Remembering people, going beyond the order.',
      },
      {
        question: 'A table has waited 40 minutes for mains. What do you do?',
        listenFor: 'Owning it, talking to the kitchen, honest updates.',
      },
      {
        question: 'How do you handle an allergy question you are unsure about?',
        listenFor: 'Never guessing; checking with the kitchen.',
      },
      {
        question: 'What does a great section look like at 8 pm on a Saturday?',
        listenFor: 'Awareness of every table, teamwork with runners.',
      },
    ],
  },
  {
    role: 'Bartender',
    questions: [
      {
        question: 'Walk me through making your favourite classic cocktail.',
        listenFor: 'Technique, specs, care for balance.',
      },
      {
        question: 'The bar is three deep. How do you decide who to serve next?',
        listenFor: 'Fairness, acknowledging people, speed.',
      },
      {
        question: 'A guest has had enough to drink. What do you say?',
        listenFor: 'Calm, respectful refusal; responsible service.',
      },
      {
        question: 'How do you keep the bar ready for a rush?',
        listenFor: 'Prep, stock, clean-as-you-go habits.',
      },
    ],
  },
  {
    role: 'Chef and kitchen',
    questions: [
      {
        question: 'How do you set up your section before service?',
        listenFor: 'Mise en place, lists, timing.',
      },
      {
        question: 'A dish comes back. What happens next?',
        listenFor: 'No ego, fix fast, learn why.',
      },
      {
        question: 'How do you keep allergens separate on a busy pass?',
        listenFor: 'Clear procedures, labels, communication.',
      },
      {
        question: 'Tell me about a time the kitchen fell behind.',
        listenFor: 'Staying calm, prioritising, supporting others.',
      },
    ],
  },
  {
    role: 'Barista',
    questions: [
      {
        question: 'How do you dial in the grinder in the morning?',
        listenFor: 'Tasting, adjusting, consistency.',
      },
      {
        question: 'How do you keep the queue moving without rushing guests?',
        listenFor: 'Workflow, friendliness, focus.',
      },
      {
        question: 'A regular says their flat white tastes off. What do you do?',
        listenFor: 'Remaking it gladly, checking milk and shots.',
      },
    ],
  },
  {
    role: 'Hotel reception',
    questions: [
      {
        question: 'A guest arrives and their room is not ready. What do you do?',
        listenFor: 'Empathy, options, follow-up.',
      },
      {
        question: 'How do you handle a complaint at the desk with a queue behind?',
        listenFor: 'Calm, discretion, involving a colleague.',
      },
      {
        question: 'What makes a check-in memorable?',
        listenFor: 'Personal touches, local knowledge.',
      },
    ],
  },
  {
    role: 'Supervisor and manager',
    questions: [
      {
        question: 'How do you give feedback to someone who keeps arriving late?',
        listenFor: 'Direct, fair, private, with a plan.',
      },
      {
        question: 'How do you plan a rota for a bank-holiday weekend?',
        listenFor: 'Forecasting, fairness, cover for absences.',
      },
      {
        question: 'Which numbers do you watch each week, and why?',
        listenFor: 'Labour, GP, covers, reviews.',
      },
      {
        question: 'Tell me about someone you trained who did well.',
        listenFor: 'Coaching, patience, pride in others.',
      },
    ],
  },
];
