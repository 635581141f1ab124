// Interview preparation content for hospitality roles in the UK: questions, tips, role guides and
// practice scenarios. Static text kept in this one module; the prep screens search and filter it.

export const PREP_ROLES = ['front_of_house', 'kitchen', 'bar', 'barista', 'hotel'] as const;
export type PrepRole = (typeof PREP_ROLES)[number];

export const PREP_ROLE_LABELS: Record<PrepRole, string> = {
  front_of_house: 'Front of house',
  kitchen: 'Kitchen',
  bar: 'Bar',
  barista: 'Barista',
  hotel: 'Hotel',
};

/** Every piece of content names the roles it is for; 'all' means every role. */
export type PrepAudience = PrepRole[] | 'all';

export interface InterviewQuestion {
  id: string;
  roles: PrepAudience;
  question: string;
  whyAsked: string;
  howToAnswer: string;
  example: string;
}

export interface InterviewTip {
  id: string;
  roles: PrepAudience;
  stage: 'before' | 'during' | 'after';
  title: string;
  body: string;
}

export interface RoleGuide {
  id: string;
  role: PrepRole;
  title: string;
  summary: string;
  dayToDay: string[];
  skills: string[];
  knowledge: string[];
  progression: string;
  interviewFocus: string;
}

export interface PracticeScenario {
  id: string;
  roles: PrepAudience;
  title: string;
  situation: string;
  goodResponse: string[];
  avoid: string;
}

export const INTERVIEW_QUESTIONS: InterviewQuestion[] = [
  {
    id: 'q-why-hospitality',
    roles: 'all',
    question: 'Why do you want to work in hospitality, and why here?',
    whyAsked:
      'Managers want people who enjoy looking after guests and will stay beyond the first busy month.',
    howToAnswer:
      'Give one real reason you like the work, then one thing you know about this venue (its menu, its reviews, its style of service).',
    example:
      '"I like the pace and the fact that you see straight away whether you have made someone\'s day. I read that you change the menu with the seasons, and I would love to learn how a kitchen like that works."',
  },
  {
    id: 'q-busy-shift',
    roles: 'all',
    question: 'Tell me about the busiest shift you have worked. How did you cope?',
    whyAsked: 'Every venue has rushes; they want to know you stay calm and keep standards.',
    howToAnswer:
      'Use STAR: the Situation, your Task, the Actions you took (prioritising, communicating, asking for help) and the Result.',
    example:
      '"On a sold-out Saturday we were one server down. I took two extra tables, grouped my trips to the pass and told the kitchen early about a large party\'s timings. We turned every table on time and had no complaints."',
  },
  {
    id: 'q-difficult-guest',
    roles: 'all',
    question: 'Describe a time you dealt with a difficult guest.',
    whyAsked:
      'They want to see empathy, calm and judgement, and that you know when to involve a manager.',
    howToAnswer:
      'Show that you listened, apologised without blame, put it right within your authority and followed up. End with what the guest did next.',
    example:
      '"A guest was upset their table was not ready. I apologised, offered them a drink at the bar and gave them a realistic time. I checked on them twice. They left a good review mentioning the welcome."',
  },
  {
    id: 'q-availability',
    roles: 'all',
    question: 'What is your availability, and can you work weekends and late finishes?',
    whyAsked: 'Rotas are built around evenings and weekends; honesty now avoids problems later.',
    howToAnswer:
      'Be specific and honest: the days and times you can work, any fixed commitments, and how you get home after a late close.',
    example:
      '"I can work any evening and both weekend days. I have a class on Tuesday mornings. I live on the night bus route, so late closes are fine."',
  },
  {
    id: 'q-teamwork',
    roles: 'all',
    question: 'How do you help a colleague who is struggling during service?',
    whyAsked:
      'Hospitality is a team sport; they want someone who notices and helps without being asked.',
    howToAnswer:
      'Describe a real moment: what you noticed, what you did (ran food, cleared a section, restocked) and how you made sure your own work did not suffer.',
    example:
      '"A new runner was overwhelmed, so I took the tables nearest the kitchen for twenty minutes and showed her our table numbers on a quieter moment."',
  },
  {
    id: 'q-upsell',
    roles: ['front_of_house', 'bar'],
    question: 'How would you recommend a dish or drink to a guest who is unsure?',
    whyAsked: 'Good recommendations raise spend and make guests feel looked after.',
    howToAnswer:
      'Ask a question or two about what they like, recommend one or two specific items in plain, appetising words, and never push.',
    example:
      '"I would ask whether they fancy something light or rich. For rich I would suggest the braised short rib: it is slow-cooked for eight hours and it is what I would order."',
  },
  {
    id: 'q-allergen-foh',
    roles: ['front_of_house', 'kitchen', 'barista', 'bar'],
    question: 'A guest says they have a severe allergy. What do you do?',
    whyAsked: 'Allergen mistakes can kill; they must know you follow the process every time.',
    howToAnswer:
      'Take it seriously, check the allergen matrix for the 14 allergens, tell the kitchen or bar and a manager, and never guess. If you are not sure a dish is safe, say so.',
    example:
      '"I would write the allergy on the ticket, tell the chef directly, check the allergen sheet with the guest and, if anything is uncertain, say we cannot guarantee it rather than guess."',
  },
  {
    id: 'q-table-service',
    roles: ['front_of_house'],
    question: 'Walk me through the steps of service from a guest arriving to them leaving.',
    whyAsked: 'It shows whether you understand the flow of a table and its timing.',
    howToAnswer:
      'Greet and seat, water and drinks, menus and specials, take the order (allergies first), check back within two minutes of food arriving, clear, desserts and coffee, bill when asked, a warm goodbye.',
    example:
      '"I greet within a minute, offer water and drinks, explain the specials, take allergies before the order, check back two bites in, and only bring the bill when they ask."',
  },
  {
    id: 'q-kitchen-pressure',
    roles: ['kitchen'],
    question: 'How do you organise your section before and during service?',
    whyAsked: 'Mise en place and organisation decide whether a cook survives a rush.',
    howToAnswer:
      'Talk about prep lists, labelling and dating, stock rotation (first in, first out), a clean station, and listening to the pass during service.',
    example:
      '"I work from the prep list, label everything with the date, set my station the same way every shift, and call back every order so the head chef knows I heard it."',
  },
  {
    id: 'q-food-safety',
    roles: ['kitchen'],
    question: 'What temperatures do you work to for cooking, hot holding and chilling?',
    whyAsked: 'Food safety is a legal duty; they need to know you know the numbers.',
    howToAnswer:
      'Cook or reheat to a core of 75°C (82°C when reheating in Scotland), hot hold at 63°C or above, keep chilled food at 8°C or below (aim for 5°C), and cool cooked food within 90 minutes.',
    example:
      '"I probe the thickest part to 75°C, hold at 63°C or above, keep fridges at 5°C or below and record it all in the diary."',
  },
  {
    id: 'q-kitchen-feedback',
    roles: ['kitchen'],
    question: 'The head chef sends a plate back at the pass. How do you react?',
    whyAsked:
      'Kitchens run on quick, direct feedback; they want someone who takes it and fixes it.',
    howToAnswer:
      'Say you would fix it straight away, without arguing during service, and ask afterwards how to get it right first time.',
    example: '"Yes chef, re-fire it, and ask after service what I should change."',
  },
  {
    id: 'q-bar-id',
    roles: ['bar'],
    question: 'Someone who looks about 20 orders a pint. What do you do?',
    whyAsked:
      'Selling alcohol to under-18s is a criminal offence for you and the premises licence.',
    howToAnswer:
      'Explain Challenge 25: ask for ID, accept only valid photo ID (passport, photocard driving licence, PASS-hologram card), refuse politely if there is none, and record the refusal.',
    example:
      '"I would ask for ID politely. No valid ID, no sale: I would explain it is the law and our policy, and note it in the refusals log."',
  },
  {
    id: 'q-bar-drunk',
    roles: ['bar'],
    question: 'How would you refuse service to someone who has had too much to drink?',
    whyAsked:
      'Serving a drunk person is an offence under the Licensing Act 2003, and it is a safety issue.',
    howToAnswer:
      'Be discreet and polite, do not argue or embarrass them, offer water or a soft drink, tell a manager or door staff, and record it.',
    example:
      '"I would quietly say I cannot serve them any more alcohol tonight, offer a water, and let my manager know."',
  },
  {
    id: 'q-bar-speed',
    roles: ['bar'],
    question: 'The bar is three deep. How do you work through the queue?',
    whyAsked: 'Speed, order and fairness are what make a good bartender on a busy night.',
    howToAnswer:
      'Acknowledge people waiting, serve in order, take several orders at once, make drinks in an efficient sequence (draught while you build cocktails) and keep your station stocked.',
    example:
      '"Eye contact and a nod so people know they are next, batch the same drinks, start the Guinness first because it needs to settle."',
  },
  {
    id: 'q-barista-espresso',
    roles: ['barista'],
    question: 'What makes a good espresso, and how do you dial in the grinder?',
    whyAsked: 'Coffee quality depends on understanding extraction, not only on steps.',
    howToAnswer:
      'Talk about dose, yield and time (for example 18 g in, about 36 g out in 25 to 30 seconds), adjusting the grind finer if it runs fast and sour, coarser if slow and bitter, and tasting.',
    example:
      '"I weigh the dose and the yield, time the shot, taste it, and change one thing at a time. Fast and sour means grind finer."',
  },
  {
    id: 'q-barista-milk',
    roles: ['barista'],
    question: 'How do you steam milk for a flat white compared with a cappuccino?',
    whyAsked: 'It checks real hands-on skill.',
    howToAnswer:
      'A flat white has a thin, glossy microfoam and a stronger coffee taste; a cappuccino has more, thicker foam. Purge the wand, stretch briefly then roll, stop around 60 to 65°C, and wipe and purge after.',
    example:
      '"Less air for a flat white, a longer stretch for a cappuccino, never boiling, and always purge and wipe the wand."',
  },
  {
    id: 'q-barista-queue',
    roles: ['barista'],
    question: 'There is a queue out of the door at 8am. How do you keep it moving?',
    whyAsked: 'Morning rushes are when cafes make their money.',
    howToAnswer:
      'Work in a rhythm: grind and dose the next shot while milk steams, group drinks with the same milk, keep cups and milk stocked, and keep talking to the queue.',
    example:
      '"I sequence drinks so the machine is never idle and call names clearly so people are not crowding the counter."',
  },
  {
    id: 'q-hotel-checkin',
    roles: ['hotel'],
    question: 'A guest arrives at 11am and their room is not ready. What do you do?',
    whyAsked: 'Front desk work is about managing expectations kindly.',
    howToAnswer:
      'Apologise, explain the check-in time, offer to store luggage, give an honest estimate, take a number to call them and suggest something nearby; if possible, ask housekeeping to prioritise the room.',
    example:
      '"I would store their bags, ask housekeeping to do their room next, and text them as soon as it is ready."',
  },
  {
    id: 'q-hotel-overbooked',
    roles: ['hotel'],
    question: 'How would you handle a guest when the hotel is overbooked?',
    whyAsked: 'Walking a guest is one of the hardest front desk tasks.',
    howToAnswer:
      "Be honest and apologetic, follow the hotel's walk policy (a comparable hotel nearby, transport paid), keep it private, and make sure the guest feels looked after.",
    example:
      '"I would explain privately, apologise, confirm a room at our partner hotel with a taxi paid for, and offer to welcome them back with an upgrade."',
  },
  {
    id: 'q-hotel-housekeeping',
    roles: ['hotel'],
    question: 'What standards do you check before a room is released to reception?',
    whyAsked: "Housekeeping quality is the guest's first impression of the room.",
    howToAnswer:
      'Describe a system: bed made to standard, bathroom cleaned and dried, amenities replenished, surfaces dusted, nothing left from the last guest, lights and remote working, and a final look from the doorway.',
    example:
      '"I finish at the door and look at the room as the guest will, checking the bathroom and under the bed last."',
  },
];

export const INTERVIEW_TIPS: InterviewTip[] = [
  {
    id: 't-research',
    roles: 'all',
    stage: 'before',
    title: 'Visit or study the venue',
    body: 'Read the menu, the reviews and the social media. If you can, visit as a guest: notice the style of service, the uniform and how busy it gets.',
  },
  {
    id: 't-trial-shift',
    roles: 'all',
    stage: 'before',
    title: 'Be ready for a trial shift',
    body: 'Many venues ask for a short trial shift. Ask how long it is, what to wear, and whether it is paid. Under UK law, a trial that is real work should be paid at least the National Minimum Wage.',
  },
  {
    id: 't-right-to-work',
    roles: 'all',
    stage: 'before',
    title: 'Bring your right-to-work documents',
    body: 'UK employers must check your right to work before you start. Bring your passport, or your share code from the Home Office service if you have one.',
  },
  {
    id: 't-dress',
    roles: 'all',
    stage: 'before',
    title: 'Dress one step smarter than the uniform',
    body: 'Clean, ironed clothes, tied-back hair, short clean nails and sensible closed-toe shoes. For a kitchen trial, bring your whites or ask what to wear, and your knives if you have them.',
  },
  {
    id: 't-arrive',
    roles: 'all',
    stage: 'during',
    title: 'Arrive ten minutes early, and not in the middle of a rush',
    body: 'Interviews are usually set between services. Greet every member of staff you meet: managers often ask the team what they thought of you.',
  },
  {
    id: 't-star',
    roles: 'all',
    stage: 'during',
    title: 'Answer with real examples (STAR)',
    body: 'Situation, Task, Action, Result. A short true story about a busy shift or a difficult guest is worth more than saying you are a "team player".',
  },
  {
    id: 't-questions',
    roles: 'all',
    stage: 'during',
    title: 'Ask good questions back',
    body: 'Ask how tips are shared (employers must pass all tips on to staff by law), how rotas are planned and how far ahead, what training is offered, and what a great first month looks like.',
  },
  {
    id: 't-follow-up',
    roles: 'all',
    stage: 'after',
    title: 'Follow up within a day',
    body: 'Send a short thank-you message mentioning something you talked about. If you have not heard back by the date they gave, one polite follow-up is fine.',
  },
  {
    id: 't-foh-menu',
    roles: ['front_of_house'],
    stage: 'before',
    title: 'Learn a few dishes from the menu',
    body: 'Be able to describe two or three dishes in appetising words. It shows initiative and gives you something to talk about when asked how you would recommend food.',
  },
  {
    id: 't-kitchen-knives',
    roles: ['kitchen'],
    stage: 'during',
    title: 'On a kitchen trial: clean as you go',
    body: 'Chefs judge trials on organisation as much as skill. Keep your board and station clean, label what you prep, ask when unsure, and say "yes chef" and "behind" clearly.',
  },
  {
    id: 't-kitchen-level2',
    roles: ['kitchen'],
    stage: 'before',
    title: 'Mention your food hygiene certificate',
    body: 'A Level 2 Food Hygiene and Safety certificate is expected for most kitchen roles; Level 3 helps for senior roles. If you do not have one, say you are happy to complete it.',
  },
  {
    id: 't-bar-licence',
    roles: ['bar'],
    stage: 'during',
    title: 'Show you know the licensing basics',
    body: 'Challenge 25, refusing service to drunk customers, small measures (25 ml spirits, 125 ml wine) and units. A personal licence (APLH) is a plus for supervisors.',
  },
  {
    id: 't-bar-speed',
    roles: ['bar'],
    stage: 'during',
    title: 'In a bar trial, stay tidy and fast',
    body: 'Clean as you go, restock before you run out, and pour accurately with the measure. Speed matters, but consistency matters more.',
  },
  {
    id: 't-barista-coffee',
    roles: ['barista'],
    stage: 'before',
    title: 'Know the coffee the cafe uses',
    body: 'Find out the roaster and the house blend. In the trial you may be asked to dial in and make a flat white, a cappuccino and an espresso: taste everything you make.',
  },
  {
    id: 't-hotel-systems',
    roles: ['hotel'],
    stage: 'during',
    title: 'Mention the systems you have used',
    body: 'Property management systems (such as Opera or Mews), booking channels and payment terminals. If you have not used them, show you pick up software quickly with an example.',
  },
  {
    id: 't-hotel-shifts',
    roles: ['hotel'],
    stage: 'during',
    title: 'Be clear about nights and early starts',
    body: 'Hotels run around the clock. Say which shifts you can work, including nights and 7am starts, and whether you can cover at short notice.',
  },
];

export const ROLE_GUIDES: RoleGuide[] = [
  {
    id: 'g-front-of-house',
    role: 'front_of_house',
    title: 'Front of house: waiter, server, host, runner',
    summary:
      'Front of house staff are the face of the restaurant: they welcome guests, take orders, serve food and drinks, and make the visit feel special.',
    dayToDay: [
      'Set up the floor before service: tables laid, menus clean, specials learned',
      'Greet and seat guests, take drinks and food orders on the EPOS',
      'Run food from the pass, check back on tables, clear and reset',
      'Handle payments, tips and the close-down of your section',
    ],
    skills: [
      'Warmth and confidence with guests',
      'Memory and organisation across several tables',
      'Calm under pressure and good teamwork with the kitchen',
    ],
    knowledge: [
      'The 14 allergens and where to find the allergen matrix',
      'The menu, its ingredients and wine or drink pairings',
      'Steps of service and how to carry plates safely',
    ],
    progression:
      'Runner → server → head waiter or section leader → supervisor → assistant manager → restaurant manager.',
    interviewFocus:
      'Personality and guest handling: expect questions on difficult guests, busy shifts, upselling and allergies.',
  },
  {
    id: 'g-kitchen',
    role: 'kitchen',
    title: 'Kitchen: kitchen porter, commis chef, chef de partie, sous chef',
    summary:
      'The kitchen brigade prepares and cooks every dish to the same standard, safely and on time, from a kitchen porter keeping the kitchen clean to the sous chef running the pass.',
    dayToDay: [
      'Check deliveries and temperatures, rotate stock first in, first out',
      'Prep your section from the prep list: label and date everything',
      'Cook to order during service, calling back tickets from the pass',
      'Deep clean your section and record temperatures and cleaning in the diary',
    ],
    skills: [
      'Knife skills and cooking techniques for your section',
      'Speed and organisation (mise en place)',
      'Taking feedback and working in a brigade',
    ],
    knowledge: [
      'Food safety: 75°C core cooking, 63°C hot holding, 8°C legal maximum (aim for 5°C) for chilling',
      'Allergen control and cross-contamination (colour-coded boards, separate storage)',
      "HACCP and the Food Standards Agency's Safer Food, Better Business records",
    ],
    progression:
      'Kitchen porter → commis chef → chef de partie → junior sous chef → sous chef → head chef.',
    interviewFocus:
      'A practical trial: knife skills, a simple dish, cleanliness and how you take direction.',
  },
  {
    id: 'g-bar',
    role: 'bar',
    title: 'Bar: bartender, mixologist, bar supervisor',
    summary:
      'Bartenders serve drinks quickly and accurately, keep the bar safe and legal, and create the atmosphere guests come back for.',
    dayToDay: [
      'Set up: ice, garnishes, fridges stocked, glasses polished, tills ready',
      'Serve drinks in the legal measures and make cocktails to spec',
      'Check ID under Challenge 25 and refuse service when needed',
      'Change barrels, clean lines and glasswashers, and close down the bar',
    ],
    skills: [
      'Speed and accuracy under pressure',
      'Friendly, confident conversation',
      'Cash handling and keeping stock tidy',
    ],
    knowledge: [
      'Licensing Act 2003 duties: no sales to under-18s or to drunk people',
      'Measures: 25 ml or 35 ml spirits, 125 ml wine available, units (10 ml of pure alcohol each)',
      'Classic cocktails, beers, wines and spirits the venue sells',
    ],
    progression:
      'Barback → bartender → senior bartender → bar supervisor (often with a personal licence) → bar manager.',
    interviewFocus:
      'A practical: pouring a pint, a few classic cocktails, and questions on ID, refusals and busy nights.',
  },
  {
    id: 'g-barista',
    role: 'barista',
    title: 'Barista: barista, head barista, cafe supervisor',
    summary:
      'Baristas make espresso-based drinks to a consistent standard, serve food, and keep a busy counter friendly and moving.',
    dayToDay: [
      'Dial in the espresso at opening and check it through the day',
      'Make espresso, milk drinks, teas and filter coffee',
      'Serve food, take payments and keep the counter and seating area clean',
      'Backflush the machine, clean the grinder and steam wands at close',
    ],
    skills: [
      'Consistent espresso and milk texturing (latte art a plus)',
      'Speed in a morning rush',
      'Friendly, quick service and remembering regulars',
    ],
    knowledge: [
      'Extraction: dose, yield, time and how the grind changes taste',
      'Milk temperatures (around 60–65°C) and alternatives such as oat and soya',
      'Allergens in food and drinks (milk, soya, nuts in syrups)',
    ],
    progression:
      'Barista → senior barista → head barista or trainer → cafe supervisor → cafe manager.',
    interviewFocus:
      'A coffee trial: dialling in, a flat white and a cappuccino, and how you handle a queue.',
  },
  {
    id: 'g-hotel',
    role: 'hotel',
    title: 'Hotel: receptionist, concierge, housekeeping, night porter',
    summary:
      'Hotel teams look after guests for their whole stay: reception and concierge at the desk, housekeeping in the rooms, and night staff when everyone else is asleep.',
    dayToDay: [
      'Check guests in and out on the property management system',
      'Take bookings, answer calls and e-mails, and handle payments',
      'Prepare and inspect rooms to standard (housekeeping)',
      'Resolve problems, arrange taxis, tables and tickets (concierge)',
    ],
    skills: [
      'Calm, polished communication in person and on the phone',
      'Accuracy with bookings and payments',
      'Problem solving when things go wrong',
    ],
    knowledge: [
      'Check-in and check-out procedures and room types',
      'Fire and safety procedures, and guest data privacy (UK GDPR)',
      'The local area: transport, restaurants and attractions',
    ],
    progression:
      'Receptionist → senior receptionist → front office supervisor → front office manager → hotel manager; housekeeping → supervisor → head of housekeeping.',
    interviewFocus:
      'Role-play at the desk: checking in a guest, a complaint, an overbooking, and your availability for shifts.',
  },
];

export const PRACTICE_SCENARIOS: PracticeScenario[] = [
  {
    id: 's-late-food',
    roles: ['front_of_house'],
    title: 'The food is late',
    situation:
      'A table of four has waited 40 minutes for their mains. One guest waves you over, visibly annoyed.',
    goodResponse: [
      'Apologise straight away and do not blame the kitchen',
      'Check with the pass for an exact time and tell the guests honestly',
      'Offer something while they wait (bread, a drink) within what your manager allows',
      'Tell your manager so they can visit the table',
    ],
    avoid: 'Guessing a time ("two minutes") you cannot keep, or disappearing from the table.',
  },
  {
    id: 's-allergy-ticket',
    roles: ['front_of_house', 'kitchen'],
    title: 'An allergy not on the ticket',
    situation:
      'Just as a dish is leaving the pass, the guest tells you they are allergic to sesame. The ticket did not say so.',
    goodResponse: [
      'Stop the dish: it does not go to the table',
      'Tell the chef and the manager, check the allergen matrix for sesame in the dish and its sauces',
      'Have the dish remade safely, or help the guest choose a safe dish',
      'Add the allergy to the ticket and the table notes',
    ],
    avoid: 'Scraping off a garnish and serving the same plate.',
  },
  {
    id: 's-fridge-temp',
    roles: ['kitchen'],
    title: 'The fridge reads 11°C',
    situation: 'At your opening check, the walk-in fridge reads 11°C. It read 4°C last night.',
    goodResponse: [
      'Tell the head chef or manager immediately',
      'Check the food temperatures with a probe; move food to a working fridge',
      'Discard high-risk food that has been above 8°C for too long, following your HACCP plan',
      'Record the reading, what you did, and call for a repair',
    ],
    avoid: 'Turning the dial down and carrying on without recording it.',
  },
  {
    id: 's-ticket-rush',
    roles: ['kitchen'],
    title: 'Twelve tickets at once',
    situation:
      'A coach party arrives unannounced and twelve tickets print within two minutes on your section.',
    goodResponse: [
      'Listen to the pass and call back what you heard',
      'Group the same dishes and start the longest cooks first',
      'Tell the head chef early if you will run out of anything',
      'Keep your station clean between batches',
    ],
    avoid: 'Going quiet, or cooking out of order so that tables are served half at a time.',
  },
  {
    id: 's-no-id',
    roles: ['bar'],
    title: 'No ID, but "I\'m 26"',
    situation:
      'A young-looking guest orders two cocktails. Asked for ID, they say they left it at home but are 26, and their friends vouch for them.',
    goodResponse: [
      'Stay polite and firm: no valid photo ID, no alcohol (Challenge 25)',
      'Offer a soft drink or mocktail instead',
      'Record the refusal in the refusals log',
      'Involve your supervisor or door staff if it escalates',
    ],
    avoid:
      'Serving because friends vouch for them, or selling to a friend who then hands the drink over (a proxy sale).',
  },
  {
    id: 's-drunk-regular',
    roles: ['bar'],
    title: 'A regular who has had too much',
    situation: 'A friendly regular is slurring and unsteady, and asks for another pint.',
    goodResponse: [
      'Refuse quietly and kindly: it is an offence to sell alcohol to someone who is drunk',
      'Offer water or a soft drink and help arrange a safe way home',
      'Tell your manager and log it',
    ],
    avoid: 'Serving "just one more" because they are a regular.',
  },
  {
    id: 's-wrong-milk',
    roles: ['barista'],
    title: 'The wrong milk',
    situation:
      'A customer comes back: they ordered an oat flat white and think you used dairy. They have a milk allergy.',
    goodResponse: [
      'Take it seriously: apologise and do not let them drink any more of it',
      'Ask if they feel unwell; if they have symptoms, tell your manager and get help (call 999 for a severe reaction)',
      'Remake it with a clean jug and a purged, wiped steam wand',
      'Report the incident so the process is checked',
    ],
    avoid: 'Insisting you used oat milk, or reusing the same jug.',
  },
  {
    id: 's-sour-shots',
    roles: ['barista'],
    title: 'The shots taste sour',
    situation: 'Mid-morning, your espresso is running in 18 seconds and tastes sour.',
    goodResponse: [
      'Recognise under-extraction: grind finer',
      'Keep the dose the same, pull a shot, weigh the yield and time it again',
      'Change one thing at a time and taste each shot',
    ],
    avoid: 'Serving the sour shots to get through the queue.',
  },
  {
    id: 's-noise-complaint',
    roles: ['hotel'],
    title: 'A noise complaint at 1am',
    situation: 'A guest calls reception at 1am: the room next door is playing loud music.',
    goodResponse: [
      'Apologise and thank them for telling you',
      'Call or visit the noisy room politely, with a colleague or security if needed',
      'Call the guest back to check it has stopped; offer a room move if not',
      'Log it for the morning team',
    ],
    avoid: 'Promising to deal with it and not calling the guest back.',
  },
  {
    id: 's-lost-booking',
    roles: ['hotel'],
    title: 'No booking in the system',
    situation:
      'A guest arrives with a confirmation e-mail from a booking website, but there is no booking in your system.',
    goodResponse: [
      'Stay calm and reassure the guest you will sort it',
      'Check under other names and dates, and the channel manager',
      'If there is availability, check them in and resolve the booking later',
      'If the hotel is full, follow the walk policy and tell the duty manager',
    ],
    avoid: "Telling the guest it is the booking website's problem.",
  },
  {
    id: 's-team-conflict',
    roles: 'all',
    title: 'A colleague keeps arriving late',
    situation:
      'A colleague has arrived late for the last three shifts, and you are covering their section every time.',
    goodResponse: [
      'Have a quiet, friendly word first: there may be a reason',
      'If it continues, raise it with your manager factually, focused on the impact on service',
      'Keep helping during service: guests should not notice',
    ],
    avoid: 'Complaining about them in front of guests or the rest of the team.',
  },
];

export interface PrepFilter {
  role: PrepRole | null;
  q: string;
}

const audienceIncludes = (audience: PrepAudience, role: PrepRole) =>
  audience === 'all' || audience.includes(role);

/** Whether an item is for the chosen role (or for every role) and contains every search word. */
export function matchesPrep(
  item: { roles?: PrepAudience; role?: PrepRole },
  text: string,
  filter: PrepFilter,
): boolean {
  if (filter.role) {
    const audience: PrepAudience = item.role ? [item.role] : (item.roles ?? 'all');
    if (!audienceIncludes(audience, filter.role)) return false;
  }
  const words = filter.q.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = text.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The roles an item is for, as labels ('All roles' for everyone). */
export function audienceLabels(audience: PrepAudience): string[] {
  return audience === 'all' ? ['All roles'] : audience.map((role) => PREP_ROLE_LABELS[role]);
}

export const isPrepRole = (value: string | null): value is PrepRole =>
  value !== null && (PREP_ROLES as readonly string[]).includes(value);

/** The words each kind of item is searched by. */
export const searchText = {
  question: (q: InterviewQuestion) => [q.question, q.whyAsked, q.howToAnswer, q.example].join(' '),
  tip: (t: InterviewTip) => `${t.title} ${t.body}`,
  guide: (g: RoleGuide) =>
    [
      g.title,
      g.summary,
      ...g.dayToDay,
      ...g.skills,
      ...g.knowledge,
      g.progression,
      g.interviewFocus,
    ].join(' '),
  scenario: (s: PracticeScenario) => [s.title, s.situation, ...s.goodResponse, s.avoid].join(' '),
};
