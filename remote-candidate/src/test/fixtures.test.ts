import {
  ApplicationDetailSchema,
  ApplicationSummarySchema,
  InterviewSchema,
  NewStarterSchema,
  OfferSchema,
} from 'shared-kernel/contract';
import { contractErrors } from 'shared-kernel/testing';
import { application, applicationDetail, interview, newStarter, offer } from './fixtures';

// The fixtures are what the API sends: checked against the contract's schemas at run time too
// (formats and enums the type check cannot see).
test.each([
  ['application', ApplicationSummarySchema, application()],
  ['applicationDetail', ApplicationDetailSchema, applicationDetail()],
  ['offer', OfferSchema, offer()],
  ['interview', InterviewSchema, interview()],
  ['newStarter', NewStarterSchema, newStarter()],
])('%s matches the contract', (_name, schema, fixture) => {
  expect(contractErrors(schema, fixture)).toEqual([]);
});
