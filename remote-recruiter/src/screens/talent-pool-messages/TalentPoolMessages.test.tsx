import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { publishLiveEvent } from 'shared-kernel';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import {
  conversation as conversation_,
  message as message_,
  ok,
  page,
  poolCandidateProfile,
} from '../../test/fixtures';
import TalentPoolMessages from './TalentPoolMessages';

const conversation = conversation_({
  id: 'conv1',
  candidateId: 'c1',
  lastMessageAt: '2030-05-01T10:00:00Z',
});
const message = (id: string, body: string, fromCandidate: boolean) =>
  message_({
    id,
    senderId: fromCandidate ? 'c1' : 'r1',
    fromCandidate,
    body,
    createdAt: '2030-05-01T10:00:00Z',
  });
const render = (id: string) =>
  renderScreen(
    <Routes>
      <Route path="/talent-pool/messages/:id" element={<TalentPoolMessages />} />
    </Routes>,
    { route: `/talent-pool/messages/${id}` },
  );

test('shows the conversation, sends a message and refetches on a live message', async () => {
  let messages = [message('m1', 'Hello!', true)];
  const { calls } = fakeApi({
    'GET /api/conversations': ok(page([conversation])),
    'GET /api/conversations/conv1/messages': () => ok({ ...page(messages), conversation }),
    'POST /api/conversations/conv1/messages': (call) => {
      messages = [...messages, message('m2', (call.body as { body: string }).body, false)];
      return { status: 201, body: messages.at(-1) };
    },
  });
  render('conv1');
  expect(await screen.findByText('Hello!')).toBeInTheDocument();
  const user = setupUser();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByText('Message is required')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Message'), 'Are you free on Friday?');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Are you free on Friday?')).toBeInTheDocument();
  messages = [...messages, message('m3', 'Yes!', true)];
  publishLiveEvent({ type: 'message.created', raw: {} });
  expect(await screen.findByText('Yes!')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
});

test('a candidate with no conversation yet: the first message starts one', async () => {
  const { calls } = fakeApi({
    'GET /api/conversations': ok(page([])),
    'GET /api/talent-pool/candidates/c1': ok(poolCandidateProfile({ candidateId: 'c1' })),
    'POST /api/conversations': {
      status: 201,
      body: { conversation, message: message('m1', 'Hi Maya', false) },
    },
  });
  const { where } = render('c1');
  expect(await screen.findByText('Conversation with Maya O.')).toBeInTheDocument();
  const user = setupUser();
  await user.type(screen.getByLabelText('Message'), 'Hi Maya');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(where().path).toBe('/talent-pool/messages/conv1'));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
    candidateId: 'c1',
    body: 'Hi Maya',
  });
});
