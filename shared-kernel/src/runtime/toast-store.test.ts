import { TOAST_LIMIT } from '../rules/constants';
import { dismissToast, toast, useToastStore } from './toast-store';

beforeEach(() => useToastStore.setState({ toasts: [] }));

test('at most one toast is held at a time (spec section 9), the newest first', () => {
  expect(TOAST_LIMIT).toBe(1);
  toast({ title: 'First' });
  toast({ title: 'Job Saved', description: 'Job added to your saved list' });
  const { toasts } = useToastStore.getState();
  expect(toasts).toHaveLength(1);
  expect(toasts[0]).toMatchObject({ title: 'Job Saved', variant: 'default', open: true });
});

test('a destructive toast keeps its variant, and dismiss closes it', () => {
  const id = toast({ title: 'Failed', variant: 'destructive' });
  dismissToast(id);
  expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: 'destructive', open: false });
});
