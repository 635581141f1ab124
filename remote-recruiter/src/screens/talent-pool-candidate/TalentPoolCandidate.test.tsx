import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderScreen } from 'shared-kernel/testing';
import { ok, poolCandidateProfile } from '../../test/fixtures';
import TalentPoolCandidate from './TalentPoolCandidate';

const render = () =>
  renderScreen(
    <Routes>
      <Route path="/talent-pool/candidate/:id" element={<TalentPoolCandidate />} />
    </Routes>,
    { route: '/talent-pool/candidate/c1' },
  );

test("shows a visible candidate's profile, culture fit and a way to message them", async () => {
  fakeApi({
    'GET /api/talent-pool/candidates/c1': ok(
      poolCandidateProfile({
        candidateId: 'c1',
        bio: 'I love people.',
        experience: null,
        personalityType: 'The Host',
        skills: ['cocktails'],
        location: 'Leeds',
        availability: ['sat_evening'],
        cultureScore: 72,
        cultureReasons: ['Matches your fast pace'],
        updatedAt: '2030-05-01T10:00:00Z',
      }),
    ),
  });
  render();
  expect(await screen.findByRole('heading', { name: 'Maya O.' })).toBeInTheDocument();
  expect(screen.getByText('I love people.')).toBeInTheDocument();
  expect(screen.getByText('No experience listed.')).toBeInTheDocument();
  expect(screen.getByText('Culture fit 72%')).toBeInTheDocument();
  expect(screen.getByText('Sat evening')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute(
    'href',
    '/talent-pool/messages/c1',
  );
});

test('a hidden or unknown candidate shows the API message with Retry', async () => {
  fakeApi({});
  render();
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
