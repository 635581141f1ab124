import { toast } from 'shared-kernel';

/**
 * A failed call the user started, said in a toast: the title in the screen's words, the API's
 * message under it. For a mutation's `onError` where the screen has no form to show it in.
 */
export const failureToast = (title: string) => (error: Error) => {
  toast({ title, description: error.message, variant: 'destructive' });
};
