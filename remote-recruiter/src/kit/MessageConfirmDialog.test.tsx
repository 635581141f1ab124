import { screen } from '@testing-library/react';
import { renderScreen, setupUser } from 'shared-kernel/testing';
import { MessageConfirmDialog } from './MessageConfirmDialog';

const props = {
  title: 'Reject this application?',
  body: 'The candidate is told, with your message.',
  confirmLabel: 'Reject',
  id: 'test-message',
  label: 'Message',
  initialMessage: 'Thank you for applying.',
  pending: false,
  onClose: () => {},
};

test('a required message is said under the field, restored, and confirmed trimmed', async () => {
  const onConfirm = jest.fn();
  renderScreen(
    <MessageConfirmDialog
      {...props}
      requiredMessage="Write a message"
      restoreLabel="Use the template"
      onConfirm={onConfirm}
    />,
  );
  const user = setupUser();
  const message = screen.getByLabelText(/Message/);
  await user.clear(message);
  await user.click(screen.getByRole('button', { name: 'Reject' }));
  expect(screen.getByText('Write a message')).toBeInTheDocument();
  expect(message).toHaveFocus();
  expect(onConfirm).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Use the template' }));
  expect(message).toHaveValue('Thank you for applying.');
  await user.type(message, '  ');
  await user.click(screen.getByRole('button', { name: 'Reject' }));
  expect(onConfirm).toHaveBeenCalledWith('Thank you for applying.');
});

test('an optional message may be sent empty', async () => {
  const onConfirm = jest.fn();
  renderScreen(<MessageConfirmDialog {...props} onConfirm={onConfirm} />);
  const user = setupUser();
  await user.clear(screen.getByLabelText('Message'));
  await user.click(screen.getByRole('button', { name: 'Reject' }));
  expect(onConfirm).toHaveBeenCalledWith('');
  expect(screen.queryByRole('button', { name: 'Use the template' })).toBeNull();
});
