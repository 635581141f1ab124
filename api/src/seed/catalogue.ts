// The invented names, places, roles and text templates of the demo marketplace (seed only).

import type { ExperienceEntry, VenueType } from 'shared-kernel/contract';

// The vocabularies are the contract's (shared-kernel/src/contract/vocabularies.ts).
export {
  GUEST_INTERACTIONS,
  PRIMARY_VALUES as CULTURE_VALUES,
  SERVICE_APPROACHES,
  TEAM_SIZES,
  WORK_PACES as PACES,
  type GuestInteraction,
  type PrimaryValue as CultureValue,
  type ServiceApproach,
  type TeamSize,
  type VenueType,
  type WorkPace as Pace,
} from 'shared-kernel/contract';

export type CompanyDef = {
  name: string;
  description: string;
  headline: string;
  primary: string;
  accent: string;
  /** The venue types of its venues, in order (the first company is the demo recruiter's). */
  venues: VenueType[];
  cities: string[];
  venueNames: string[];
};

export const COMPANIES: CompanyDef[] = [
  {
    name: 'Harbour & Vine Group',
    description:
      'A family of neighbourhood restaurants, wine bars and a boutique hotel on the south coast and in London. We cook with the seasons and hire for warmth.',
    headline: 'Good food, good people, and a team that has your back',
    primary: '#1f4e5f',
    accent: '#e0a458',
    venues: ['restaurant', 'bar', 'cafe', 'hotel'],
    cities: ['London', 'Brighton'],
    venueNames: ['Harbour & Vine Kitchen', 'The Vine Room', 'Quayside Coffee', 'The Harbour House'],
  },
  {
    name: 'Copper Kettle Coffee Co.',
    description:
      'Speciality coffee roasted in Leeds and poured in our cafes across the North. Flat whites, fresh bakes and regulars we know by name.',
    headline: 'Pour great coffee, learn the craft, grow with us',
    primary: '#8c4b2f',
    accent: '#f2c14e',
    venues: ['cafe', 'cafe', 'cafe', 'cafe'],
    cities: ['Leeds', 'York', 'Sheffield', 'Manchester'],
    venueNames: [
      'Copper Kettle Briggate',
      'Copper Kettle Micklegate',
      'Copper Kettle Kelham',
      'Copper Kettle Ancoats',
    ],
  },
  {
    name: 'Thistle & Oak Hospitality',
    description:
      'Independent hotels and dining rooms across Scotland, built on Scottish produce and proper Highland welcome.',
    headline: 'Scottish hospitality, done properly',
    primary: '#2d3e50',
    accent: '#9bbf5f',
    venues: ['hotel', 'hotel', 'restaurant'],
    cities: ['Edinburgh', 'Glasgow'],
    venueNames: ['The Oak Townhouse', 'Thistle Lodge', 'Oak & Ember Dining Room'],
  },
  {
    name: 'The Gilded Pigeon',
    description:
      'Late-night cocktail bars with a playful streak: house-made syrups, a record player behind every bar and bartenders who love a chat.',
    headline: 'Shake things up with the best bar teams in the country',
    primary: '#3b1f4a',
    accent: '#d4af37',
    venues: ['bar', 'bar', 'bar'],
    cities: ['Manchester', 'Liverpool', 'Birmingham'],
    venueNames: [
      'The Gilded Pigeon Northern Quarter',
      'The Gilded Pigeon Bold Street',
      'The Gilded Pigeon Jewellery Quarter',
    ],
  },
  {
    name: 'Saltmarsh Kitchens',
    description:
      'Coastal seafood restaurants sourcing from day boats in Cornwall and Devon. Our kitchens are calm, our fish is fresh and our teams stay for years.',
    headline: 'Cook the catch of the day with a team that cares',
    primary: '#2a6f97',
    accent: '#f4a259',
    venues: ['restaurant', 'restaurant', 'cafe'],
    cities: ['Bristol', 'Cardiff'],
    venueNames: ['Saltmarsh Harbourside', 'Saltmarsh Bay', 'Saltmarsh Deli'],
  },
  {
    name: 'Brick Lane Bakehouse',
    description:
      'Sourdough bakeries and all-day cafes. We start early, bake everything on site and close the doors by four.',
    headline: 'Early starts, warm ovens, evenings free',
    primary: '#7a4419',
    accent: '#f6e7cb',
    venues: ['cafe', 'cafe', 'cafe'],
    cities: ['London', 'Brighton'],
    venueNames: ['Bakehouse Shoreditch', 'Bakehouse Hackney', 'Bakehouse North Laine'],
  },
  {
    name: 'Foxglove Inns',
    description:
      'Characterful pubs with rooms: open fires, Sunday roasts and a bed upstairs. Rooted in their villages and cities since 1998.',
    headline: 'Pubs with heart, rooms with character',
    primary: '#5b2a86',
    accent: '#c5d86d',
    venues: ['bar', 'hotel', 'restaurant', 'bar'],
    cities: ['Bristol', 'Birmingham', 'Nottingham'],
    venueNames: ['The Foxglove Arms', 'Foxglove House', 'The Foxglove Kitchen', 'The Fox & Hound'],
  },
  {
    name: 'Northern Lights Dining',
    description:
      'Modern British restaurants in the North West with open kitchens, tasting menus and a serious wine list.',
    headline: 'Serious food, no egos',
    primary: '#14213d',
    accent: '#fca311',
    venues: ['restaurant', 'restaurant', 'bar'],
    cities: ['Manchester', 'Liverpool', 'Newcastle upon Tyne'],
    venueNames: ['Lumen', 'Aurora Kitchen', 'Borealis Wine Bar'],
  },
  {
    name: 'Riverside Hotel Collection',
    description:
      'Four-star city hotels on the water with restaurants, spa and events spaces. Structured training and clear routes to supervisor and beyond.',
    headline: 'Build your career in hotels that invest in you',
    primary: '#0b3954',
    accent: '#bfd7ea',
    venues: ['hotel', 'hotel', 'hotel', 'restaurant'],
    cities: ['London', 'Newcastle upon Tyne', 'Glasgow', 'Cardiff'],
    venueNames: [
      'Riverside Hotel Southbank',
      'Riverside Hotel Quayside',
      'Riverside Hotel Clyde',
      'The Riverside Grill',
    ],
  },
  {
    name: 'Little Fig Cafes',
    description:
      'Bright brunch cafes with plant-forward plates, good coffee and a relaxed pace. Dogs and laptops welcome.',
    headline: 'Brunch, good vibes and a team that feels like family',
    primary: '#6a994e',
    accent: '#f2e8cf',
    venues: ['cafe', 'cafe', 'restaurant'],
    cities: ['Nottingham', 'Leeds', 'Sheffield'],
    venueNames: ['Little Fig Hockley', 'Little Fig Chapel Allerton', 'Little Fig Supper Club'],
  },
  {
    name: 'Ember & Ash',
    description:
      'Live-fire grill restaurants and cocktail bars. Big flavours, busy weekends and a kitchen brigade that loves a challenge.',
    headline: 'Cook over fire with one of the busiest teams in town',
    primary: '#9d0208',
    accent: '#ffba08',
    venues: ['restaurant', 'bar', 'restaurant', 'bar'],
    cities: ['Birmingham', 'Edinburgh', 'Bristol', 'London'],
    venueNames: [
      'Ember & Ash Digbeth',
      'Ash Bar Leith',
      'Ember & Ash Wapping Wharf',
      'Ash Bar Soho',
    ],
  },
  {
    name: 'Maple & Mortar',
    description:
      'A small group of neighbourhood bistros and a wine bar, run by chefs, with four-day weeks for kitchen teams.',
    headline: 'Four-day weeks, fair tips, honest cooking',
    primary: '#264653',
    accent: '#e76f51',
    venues: ['restaurant', 'bar', 'cafe', 'restaurant'],
    cities: ['York', 'Newcastle upon Tyne', 'Liverpool', 'Cardiff'],
    venueNames: [
      'Maple & Mortar Bistro',
      'Mortar Wine Bar',
      'Maple Coffee House',
      'Maple & Mortar Quayside',
    ],
  },
];

export type CityDef = { city: string; districts: string[]; streets: string[] };

export const CITIES: CityDef[] = [
  {
    city: 'London',
    districts: ['E1 6QL', 'SE1 9PX', 'W1F 8WE', 'N1 9GU', 'E8 3RL', 'SW4 7AA'],
    streets: [
      'Redchurch Street',
      'Borough High Street',
      'Dean Street',
      'Upper Street',
      'Mare Street',
      'Clapham High Street',
    ],
  },
  {
    city: 'Manchester',
    districts: ['M4 1HQ', 'M1 4BT', 'M2 5DB', 'M4 6BF'],
    streets: ['Oldham Street', 'Piccadilly', 'Deansgate', 'Cutting Room Square'],
  },
  {
    city: 'Leeds',
    districts: ['LS1 6HW', 'LS2 7EY', 'LS7 3PD', 'LS6 2AJ'],
    streets: ['Briggate', 'Call Lane', 'Harrogate Road', 'Otley Road'],
  },
  {
    city: 'Edinburgh',
    districts: ['EH1 1QS', 'EH2 2ER', 'EH6 6QU', 'EH3 9DR'],
    streets: ['Royal Mile', 'George Street', 'The Shore', 'Lothian Road'],
  },
  {
    city: 'Glasgow',
    districts: ['G1 3SL', 'G2 5TS', 'G12 8QX', 'G3 8AZ'],
    streets: ['Buchanan Street', 'West Nile Street', 'Ashton Lane', 'Finnieston Street'],
  },
  {
    city: 'Bristol',
    districts: ['BS1 4RN', 'BS1 5DB', 'BS8 4BH', 'BS6 5LE'],
    streets: ['Wapping Wharf', 'Harbourside', 'Whiteladies Road', 'Gloucester Road'],
  },
  {
    city: 'Birmingham',
    districts: ['B1 1RD', 'B5 6DY', 'B18 6HA', 'B13 8JP'],
    streets: ['Brindleyplace', 'Digbeth High Street', 'Vyse Street', 'Alcester Road'],
  },
  {
    city: 'Liverpool',
    districts: ['L1 4DQ', 'L3 4AD', 'L1 0AB', 'L17 8TG'],
    streets: ['Bold Street', 'Royal Albert Dock', 'Seel Street', 'Lark Lane'],
  },
  {
    city: 'Brighton',
    districts: ['BN1 1HB', 'BN1 4ED', 'BN2 1TW', 'BN3 3YH'],
    streets: ['North Laine', 'Gardner Street', 'Kemp Town Road', 'Church Road'],
  },
  {
    city: 'York',
    districts: ['YO1 6DQ', 'YO1 7LS', 'YO24 1AQ', 'YO31 7UJ'],
    streets: ['Micklegate', 'Stonegate', 'Tadcaster Road', 'Gillygate'],
  },
  {
    city: 'Sheffield',
    districts: ['S3 8SA', 'S1 4FW', 'S11 8YN', 'S2 4SU'],
    streets: ['Kelham Island', 'Division Street', 'Ecclesall Road', 'Sheaf Street'],
  },
  {
    city: 'Nottingham',
    districts: ['NG1 1HN', 'NG1 6FB', 'NG7 6AX', 'NG5 1AA'],
    streets: ['Hockley', 'Trinity Square', 'Derby Road', 'Mansfield Road'],
  },
  {
    city: 'Newcastle upon Tyne',
    districts: ['NE1 3RQ', 'NE1 5AF', 'NE2 1DB', 'NE6 5XA'],
    streets: ['Quayside', 'Grey Street', 'Osborne Road', 'Shields Road'],
  },
  {
    city: 'Cardiff',
    districts: ['CF10 1FT', 'CF10 5AL', 'CF11 9LJ', 'CF24 3AA'],
    streets: ['Mill Lane', 'Mermaid Quay', 'Cathedral Road', 'City Road'],
  },
];

export type Pay =
  { kind: 'hourly'; min: number; max: number } | { kind: 'yearly'; min: number; max: number };

export type RoleDef = {
  title: string;
  skills: string[];
  pay: Pay;
  duties: string;
};

const hourly = (min: number, max: number): Pay => ({ kind: 'hourly', min, max });
const yearly = (min: number, max: number): Pay => ({ kind: 'yearly', min, max });

export const ROLES: Record<VenueType, RoleDef[]> = {
  restaurant: [
    {
      title: 'Head Chef',
      skills: [
        'menu development',
        'kitchen management',
        'food safety',
        'costing',
        'team leadership',
      ],
      pay: yearly(42000, 55000),
      duties:
        'lead the kitchen brigade, write seasonal menus with our owners and keep food costs and standards where they should be',
    },
    {
      title: 'Sous Chef',
      skills: ['food safety', 'kitchen management', 'ordering', 'butchery', 'team leadership'],
      pay: yearly(32000, 40000),
      duties:
        'run the pass when the head chef is off, train the junior team and keep the sections stocked and spotless',
    },
    {
      title: 'Chef de Partie',
      skills: ['food safety', 'knife skills', 'sauce work', 'prep'],
      pay: yearly(27000, 32000),
      duties:
        'own your section from prep to service, keep mise en place tight and help shape the specials',
    },
    {
      title: 'Commis Chef',
      skills: ['food safety', 'knife skills', 'prep', 'cleaning'],
      pay: hourly(11.44, 13.5),
      duties:
        'support the sections with prep, learn every station and keep the kitchen clean and organised',
    },
    {
      title: 'Kitchen Porter',
      skills: ['cleaning', 'dishwashing', 'food safety', 'stock rotation'],
      pay: hourly(11.44, 12.5),
      duties:
        'keep pots, plates and the kitchen spotless, take in deliveries and help with basic prep',
    },
    {
      title: 'Waiter',
      skills: ['table service', 'customer service', 'upselling', 'epos'],
      pay: hourly(11.44, 13),
      duties:
        'look after your section, guide guests through the menu and keep service warm and well paced',
    },
    {
      title: 'Front of House Manager',
      skills: ['team leadership', 'rota planning', 'customer service', 'cash handling', 'epos'],
      pay: yearly(30000, 38000),
      duties:
        'run the floor, lead the front of house team, handle bookings and make every guest feel looked after',
    },
    {
      title: 'Restaurant Manager',
      skills: [
        'team leadership',
        'p&l management',
        'rota planning',
        'recruitment',
        'customer service',
      ],
      pay: yearly(36000, 48000),
      duties:
        'run the restaurant day to day, hit the numbers, hire and develop a team that loves hosting',
    },
    {
      title: 'Sommelier',
      skills: ['wine knowledge', 'table service', 'upselling', 'stock control'],
      pay: yearly(28000, 36000),
      duties:
        'curate the wine list with us, guide guests to the right bottle and train the floor team on pairings',
    },
    {
      title: 'Host',
      skills: ['customer service', 'reservations', 'telephone manner'],
      pay: hourly(11.44, 12.75),
      duties: 'welcome every guest, manage the book and the door and set the tone for the evening',
    },
  ],
  bar: [
    {
      title: 'Bartender',
      skills: ['cocktails', 'customer service', 'cash handling', 'speed of service'],
      pay: hourly(11.5, 13.5),
      duties:
        'mix drinks quickly and consistently, keep the bar stocked and chat to guests while you work',
    },
    {
      title: 'Mixologist',
      skills: ['cocktails', 'menu development', 'syrup making', 'spirits knowledge'],
      pay: hourly(12.5, 15),
      duties:
        'create and serve our cocktail list, develop new serves and bring the theatre to the bar',
    },
    {
      title: 'Bar Manager',
      skills: ['team leadership', 'stock control', 'cocktails', 'rota planning', 'licensing'],
      pay: yearly(30000, 40000),
      duties:
        'run the bar, manage stock and suppliers, lead the team and keep the drinks list exciting',
    },
    {
      title: 'Assistant Bar Manager',
      skills: ['team leadership', 'cocktails', 'cash handling', 'stock control'],
      pay: yearly(26000, 30000),
      duties: 'support the bar manager, run shifts on your own and coach the newer bartenders',
    },
    {
      title: 'Bar Back',
      skills: ['glass washing', 'stock rotation', 'teamwork'],
      pay: hourly(11.44, 12.25),
      duties: 'keep the bar stocked with ice, glassware and garnish so the bartenders never stop',
    },
    {
      title: 'Cellar Person',
      skills: ['cellar management', 'cask ale', 'stock rotation', 'manual handling'],
      pay: hourly(11.75, 13.25),
      duties:
        'keep the cellar and lines in top condition, change barrels and look after the cask ales',
    },
    {
      title: 'Floor Staff',
      skills: ['table service', 'customer service', 'epos'],
      pay: hourly(11.44, 12.5),
      duties: 'take orders on the floor, run drinks and keep tables turning on busy nights',
    },
  ],
  cafe: [
    {
      title: 'Barista',
      skills: ['espresso', 'latte art', 'customer service', 'cash handling'],
      pay: hourly(11.44, 13),
      duties: 'pull great espresso, steam silky milk and keep the queue moving with a smile',
    },
    {
      title: 'Head Barista',
      skills: ['espresso', 'latte art', 'coffee training', 'quality control'],
      pay: hourly(12.5, 14.5),
      duties: 'dial in the grinders every morning, train the team and keep our coffee consistent',
    },
    {
      title: 'Cafe Manager',
      skills: ['team leadership', 'rota planning', 'stock control', 'customer service'],
      pay: yearly(26000, 32000),
      duties: 'run the cafe, manage the rota and stock and grow a loyal base of regulars',
    },
    {
      title: 'Cafe Assistant',
      skills: ['customer service', 'food preparation', 'cash handling', 'cleaning'],
      pay: hourly(11.44, 12),
      duties: 'serve customers, prepare sandwiches and salads and keep the cafe tidy',
    },
    {
      title: 'Baker',
      skills: ['baking', 'pastry', 'sourdough', 'food safety'],
      pay: hourly(12, 14.5),
      duties: 'bake our breads and pastries from scratch each morning and help develop new bakes',
    },
    {
      title: 'Breakfast Chef',
      skills: ['food safety', 'breakfast service', 'prep', 'speed of service'],
      pay: hourly(12, 14),
      duties: 'cook brunch plates to a high standard at pace and keep the kitchen organised',
    },
  ],
  hotel: [
    {
      title: 'Receptionist',
      skills: ['customer service', 'reservations', 'opera pms', 'telephone manner'],
      pay: hourly(11.44, 13),
      duties:
        'check guests in and out, handle reservations and be the first friendly face of the hotel',
    },
    {
      title: 'Night Receptionist',
      skills: ['customer service', 'night audit', 'opera pms', 'security awareness'],
      pay: hourly(12.5, 14),
      duties: 'look after guests overnight, run the night audit and keep the building safe',
    },
    {
      title: 'Housekeeper',
      skills: ['housekeeping', 'attention to detail', 'cleaning', 'time management'],
      pay: hourly(11.44, 12.5),
      duties:
        'prepare rooms to a high standard, restock amenities and report anything that needs fixing',
    },
    {
      title: 'Head Housekeeper',
      skills: ['housekeeping', 'team leadership', 'rota planning', 'quality control'],
      pay: yearly(27000, 32000),
      duties: 'lead the housekeeping team, inspect rooms and manage linen and supplies',
    },
    {
      title: 'Concierge',
      skills: ['customer service', 'local knowledge', 'reservations', 'problem solving'],
      pay: hourly(12, 15),
      duties: 'arrange tables, tickets and transport for guests and know the city inside out',
    },
    {
      title: 'Night Porter',
      skills: ['customer service', 'security awareness', 'manual handling'],
      pay: hourly(12, 13.5),
      duties:
        'welcome late arrivals, help with luggage and look after the building through the night',
    },
    {
      title: 'Guest Relations Manager',
      skills: ['customer service', 'team leadership', 'complaint handling', 'upselling'],
      pay: yearly(30000, 38000),
      duties:
        'make stays memorable, handle VIPs and special requests and follow up on every review',
    },
    {
      title: 'Events Coordinator',
      skills: ['event planning', 'customer service', 'budgeting', 'supplier management'],
      pay: yearly(26000, 34000),
      duties:
        'plan weddings, meetings and private dining from first enquiry to the last guest leaving',
    },
    {
      title: 'Reservations Agent',
      skills: ['reservations', 'opera pms', 'upselling', 'telephone manner'],
      pay: hourly(11.5, 13),
      duties: 'handle bookings by phone and e-mail, manage availability and upsell the best rooms',
    },
  ],
};

export const VENUE_BLURB: Record<VenueType, string[]> = {
  restaurant: [
    'a busy neighbourhood restaurant with an open kitchen and around 80 covers',
    'a relaxed dining room cooking seasonal British plates',
    'a lively restaurant known for sharing plates and Sunday lunches',
  ],
  bar: [
    'a cocktail bar with a loyal crowd and a long back bar',
    'a characterful bar with cask ales, natural wine and live music on Thursdays',
    'a late-night bar with a playful drinks list and a great sound system',
  ],
  cafe: [
    'an all-day cafe serving speciality coffee, brunch and fresh bakes',
    'a bright neighbourhood coffee shop full of regulars',
    'a cafe and bakery that opens early and closes by four',
  ],
  hotel: [
    'a boutique hotel with 40 rooms, a restaurant and a rooftop terrace',
    'a city-centre hotel with 120 rooms, events spaces and a busy bar',
    'a townhouse hotel where every guest is greeted by name',
  ],
};

export const OFFER_LINES = [
  'Tips shared fairly across the whole team, paid weekly.',
  'Staff meals on every shift and 50% off food and drink across the group.',
  'Paid training, including food safety and WSET courses.',
  'Rotas published two weeks ahead, and no split shifts.',
  'Company pension, 28 days holiday and an extra day off for your birthday.',
  'Clear routes to supervisor and management roles: most of our managers started on the floor.',
  'Cycle to work scheme and a free Employee Assistance Programme.',
  'Uniform provided and a team social every quarter.',
];

export const FIRST_NAMES = [
  'Amelia',
  'Oliver',
  'Isla',
  'Jack',
  'Ava',
  'Harry',
  'Mia',
  'George',
  'Sophie',
  'Noah',
  'Grace',
  'Leo',
  'Freya',
  'Charlie',
  'Lily',
  'Alfie',
  'Evie',
  'Theo',
  'Ruby',
  'Arthur',
  'Priya',
  'Mohammed',
  'Aisha',
  'Kwame',
  'Zara',
  'Tomasz',
  'Chloe',
  'Callum',
  'Niamh',
  'Rhys',
  'Ellie',
  'Finlay',
  'Hannah',
  'Ibrahim',
  'Jade',
  'Kieran',
  'Layla',
  'Marcus',
  'Nadia',
  'Owen',
];

export const LAST_NAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Davies',
  'Evans',
  'Thomas',
  'Roberts',
  'Patel',
  'Khan',
  'Walker',
  'Wright',
  'Hughes',
  'Green',
  'Campbell',
  'MacDonald',
  'Kowalski',
  'Mensah',
  'Murphy',
  "O'Neill",
  'Clarke',
  'Hall',
  'Ahmed',
  'Nowak',
  'Edwards',
  'Morgan',
  'Reid',
  'Fraser',
];

export const PERSONALITY_TYPES = [
  'The Host',
  'The Craftsperson',
  'The Organiser',
  'The Energiser',
] as const;

export const BIO_OPENERS = [
  'Friendly and reliable hospitality all-rounder',
  'Hard-working team player who loves a busy service',
  'Calm under pressure with an eye for detail',
  'Guest-focused professional who enjoys making people feel at home',
  'Creative and curious, always learning new techniques',
];

export const EXPERIENCE_LINES = [
  '2 years as a barista at an independent coffee shop',
  '3 years on the floor of a busy city-centre restaurant',
  '18 months as a commis chef in a brasserie kitchen',
  '4 years behind the bar in cocktail and craft beer bars',
  '2 years on hotel reception, including night shifts',
  '1 year of seasonal work at a coastal hotel',
  '5 years in restaurant kitchens, the last two as chef de partie',
  '3 years as a supervisor in a gastropub',
  'Summer seasons as a waiter at a wedding venue',
  '2 years housekeeping in a four-star hotel',
];

/**
 * What each experience line states, as the profile's structured past roles (issue 15): matching
 * reads these, never the text.
 */
export const EXPERIENCE_FACTS: Record<string, ExperienceEntry> = {
  '2 years as a barista at an independent coffee shop': {
    role: 'barista',
    venueType: 'cafe',
    years: 2,
  },
  '3 years on the floor of a busy city-centre restaurant': {
    role: 'waiter',
    venueType: 'restaurant',
    years: 3,
  },
  '18 months as a commis chef in a brasserie kitchen': {
    role: 'chef',
    venueType: 'restaurant',
    years: 1.5,
  },
  '4 years behind the bar in cocktail and craft beer bars': {
    role: 'bartender',
    venueType: 'bar',
    years: 4,
  },
  '2 years on hotel reception, including night shifts': {
    role: 'receptionist',
    venueType: 'hotel',
    years: 2,
  },
  '1 year of seasonal work at a coastal hotel': { role: 'waiter', venueType: 'hotel', years: 1 },
  '5 years in restaurant kitchens, the last two as chef de partie': {
    role: 'chef',
    venueType: 'restaurant',
    years: 5,
  },
  '3 years as a supervisor in a gastropub': { role: 'manager', venueType: 'bar', years: 3 },
  'Summer seasons as a waiter at a wedding venue': {
    role: 'waiter',
    venueType: 'hotel',
    years: 1,
  },
  '2 years housekeeping in a four-star hotel': {
    role: 'housekeeper',
    venueType: 'hotel',
    years: 2,
  },
};

/** The day parts a venue type's jobs usually need (the jobs' `day_parts`). */
export const VENUE_DAY_PARTS: Record<VenueType, string[]> = {
  bar: ['thu_evening', 'fri_evening', 'sat_evening', 'sat_late'],
  cafe: ['mon_morning', 'tue_morning', 'sat_morning', 'sun_morning'],
  restaurant: ['fri_evening', 'sat_evening', 'sun_afternoon'],
  hotel: ['mon_morning', 'wed_afternoon', 'sat_morning'],
};

export const COVER_LETTERS = [
  'I would love to join your team. I have worked busy services before and I enjoy being part of a close crew.',
  'Your venue has a great reputation and I would be proud to work there. I am available to start straight away.',
  'I am looking for a role where I can keep learning, and your focus on training really stands out.',
  'I live nearby and know the venue well as a guest. I would love to be on the other side of the bar.',
];

export const MAGICAL_MOMENTS = [
  [
    'A birthday to remember',
    'Noticed a guest celebrating alone and organised a candle, a card signed by the team and a song.',
  ],
  [
    'Rescued the proposal',
    'Found the ring a guest had left in a taxi by calling every cab firm in the city before dessert.',
  ],
  [
    'Dog-friendly hero',
    'Made a water bowl and a sausage plate for a regular\u2019s elderly dog on a hot day.',
  ],
  [
    'The lost umbrella',
    'Walked a guest back to their hotel under the bar\u2019s umbrella during a downpour.',
  ],
] as const;

export const MESSAGE_PAIRS = [
  [
    'Hi! Thanks for applying. Would you be free for a quick chat this week?',
    'Hi, yes, I would love to. Any afternoon works for me.',
  ],
  [
    'Great, how about Thursday at 3pm at the venue?',
    'Perfect, see you then. Should I bring anything?',
  ],
  [
    'Just your right-to-work documents, and come hungry: we will show you the menu.',
    'Brilliant, thank you!',
  ],
] as const;
