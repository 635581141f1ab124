import {
  ConversationSchema,
  ManagedJobSchema,
  MessageSchema,
  MyCompanySchema,
  NewStarterSchema,
  PoolCandidateProfileSchema,
  PoolCandidateSchema,
  VenueSchema,
} from 'shared-kernel/contract';
import { contractErrors } from 'shared-kernel/testing';
import {
  conversation,
  demoCompany,
  managedJob,
  message,
  poolCandidate,
  poolCandidateProfile,
  venue,
} from './fixtures';
import { newStarterRecord, newStarterSteps, rightToWorkCheck } from './fixtures-new-starter';

// The fixtures are what the API sends: checked against the contract's schemas at run time too
// (enums and required fields the type check of a spread override cannot see).
test.each([
  ['demoCompany', MyCompanySchema, demoCompany],
  ['venue', VenueSchema, venue()],
  ['managedJob', ManagedJobSchema, managedJob()],
  ['poolCandidate', PoolCandidateSchema, poolCandidate()],
  ['poolCandidateProfile', PoolCandidateProfileSchema, poolCandidateProfile()],
  ['conversation', ConversationSchema, conversation()],
  ['message', MessageSchema, message()],
  ['newStarterRecord', NewStarterSchema, newStarterRecord()],
  [
    'newStarterRecord with a check',
    NewStarterSchema,
    newStarterRecord({
      rightToWork: { ...newStarterRecord().rightToWork!, check: rightToWorkCheck() },
    }),
  ],
  ['newStarterSteps', NewStarterSchema, newStarterSteps()],
])('%s matches the contract', (_name, schema, fixture) => {
  expect(contractErrors(schema, fixture)).toEqual([]);
});

test('a fixture that is not what the API sends fails the check', () => {
  expect(contractErrors(VenueSchema, { ...venue(), venueType: 'pub' })).not.toEqual([]);
});
