// Test helpers of the front-end packages: import from 'shared-kernel/testing' in *.test.tsx only.
export { renderScreen, setupUser, type RenderScreenOptions, type Where } from './render';
export {
  fakeApi,
  mockFetch,
  STATUS_TEXT,
  type FakeReply,
  type FakeRoute,
  type FetchCall,
} from './fetch';
export { candidate, recruiter } from './users';
export { contractErrors } from './contract';
