import { useEffect, useState } from 'react';
import { PASSWORD_RULE_HINT, type PasswordOwner } from '../rules/password';
import { checkPassword, loadPasswordStrength, passwordStrengthLoaded } from './password-check';

/** How long typing pauses before the password is checked again. */
export const PASSWORD_CHECK_DELAY_MS = 150;

export type PasswordRule = {
  /** Why the password typed so far is refused (after a short pause), or null. */
  problem: string | null;
  /** What to show under the field before submitting: the refusal, else the rule itself. */
  hint: string;
  /** The refusal for `password` right now (the form's check on submit), or null. */
  problemOf: (password: string) => string | null;
};

/**
 * The password rule of a form that sets a password: loads the strength check when the form is
 * shown and checks the password as it is typed, with the owner's name and e-mail counted against
 * it. `label` names the field in the messages ('Password', 'New password'), as the API does.
 */
export function usePasswordRule(
  password: string,
  { owner, label = 'Password' }: { owner?: PasswordOwner; label?: string } = {},
): PasswordRule {
  const [ready, setReady] = useState(passwordStrengthLoaded);
  const [problem, setProblem] = useState<string | null>(null);
  const firstName = owner?.firstName;
  const lastName = owner?.lastName;
  const email = owner?.email;

  useEffect(() => {
    let live = true;
    loadPasswordStrength().then(
      () => {
        if (live) setReady(true);
      },
      () => undefined, // offline: the lengths are checked here, the rest by the API on submit
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!password) {
      setProblem(null);
      return;
    }
    const timer = setTimeout(() => {
      setProblem(checkPassword(password, { owner: { firstName, lastName, email }, label }));
    }, PASSWORD_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [password, firstName, lastName, email, label, ready]);

  const shown = password ? problem : null;
  return {
    problem: shown,
    hint: shown ?? PASSWORD_RULE_HINT,
    problemOf: (value) => checkPassword(value, { owner: { firstName, lastName, email }, label }),
  };
}
