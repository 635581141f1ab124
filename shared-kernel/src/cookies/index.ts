// What the API uses of cookie consent (no document): the browser's half is cookie-consent.ts.
export * from './consent.js';
