import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, useToastStore } from 'shared-kernel';
import { TOAST_DURATION_MS, TOAST_LIMIT } from 'shared-kernel/rules';
import Toaster from './Toaster';

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.getState().remove();
});
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('toasts (spec section 9)', () => {
  it('shows one at a time: a new toast replaces the one shown', () => {
    expect(TOAST_LIMIT).toBe(1);
    render(<Toaster />);
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second', description: 'More' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('SecondMore');
  });

  it(`disappears after ${TOAST_DURATION_MS} ms`, () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Job Saved', description: 'Job added to your saved list' }));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Job Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Job Saved')).not.toBeInTheDocument();
  });

  it('the destructive variant is an alert; the default a status', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Could not save', variant: 'destructive' }));
    expect(screen.getByRole('alert')).toHaveAttribute('data-variant', 'destructive');
    act(() => void toast({ title: 'Saved' }));
    expect(screen.getByRole('status')).toHaveAttribute('data-variant', 'default');
  });

  it('has a close control and an optional action', async () => {
    const undo = jest.fn();
    render(<Toaster />);
    act(() => void toast({ title: 'Removed', action: { label: 'Undo', onClick: undo } }));
    await user().click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalled();
    expect(screen.queryByText('Removed')).not.toBeInTheDocument();
    act(() => void toast({ title: 'Again' }));
    await user().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Again')).not.toBeInTheDocument();
  });
});
