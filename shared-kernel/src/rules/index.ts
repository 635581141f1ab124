// Pure domain rules: no React, no browser; the API imports them too ('shared-kernel/rules').
export * from './constants.js';
export * from './culture.js';
export * from './matching.js';
export * from './pay.js';
export * from './profile.js';
export * from './match-colours.js';
export * from './dates.js';
export * from './job-display.js';
export * from './job-open.js';
export * from './job-address.js';
export * from './slug.js';
export * from './carousel.js';
export * from './applications.js';
export * from './application-notes.js';
export * from './input-formats.js';
export * from './input-windows.js';
export * from './pay-limits.js';
export * from './postcode.js';
export * from './booking-slots.js';
// Every vocabulary of the contract (statuses, venue types, paces…), for the rules' importers.
export * from '../vocabularies.js';
export * from './vocabulary-labels.js';
export * from './job-page.js';
export * from './job-posting.js';
export * from './screening-library.js';
export * from './screening.js';
export * from './next-path.js';
