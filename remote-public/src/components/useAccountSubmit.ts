import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useSetSignedInUser, type User } from 'shared-kernel';
import { useFormSubmit, type ApplyApiErrorOptions } from 'shared-kernel/forms';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { COMMON } from '../texts';

/**
 * The submit of a form that signs someone in (sign-in, sign-up): the call's user becomes the
 * signed-in user and the page goes to `whereTo(user)` (replacing the form in history); a call
 * that answers no user says so in the form's alert. Other failures follow `options`.
 */
export function useAccountSubmit<T extends FieldValues, B>(
  form: UseFormReturn<T, unknown, B>,
  call: (body: B) => Promise<User | null>,
  whereTo: (user: User) => string,
  options: ApplyApiErrorOptions<T> = {},
) {
  const navigate = useNavigate();
  const setSignedInUser = useSetSignedInUser();
  const mutation = useMutation({ mutationFn: call });
  const { alert, setAlert, onSubmit } = useFormSubmit(
    form,
    (body, fail) =>
      mutation.mutate(body, {
        onSuccess: (user) => {
          if (!user) {
            setAlert(COMMON.unexpected);
            return;
          }
          setSignedInUser(user);
          navigate(whereTo(user), { replace: true });
        },
        onError: fail,
      }),
    { networkMessage: COMMON.networkError, ...options },
  );
  return { alert, onSubmit, pending: mutation.isPending };
}
