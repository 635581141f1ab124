// The password rule in the browser: the light half (lengths, messages) at once, the strength
// check with zxcvbn and its dictionaries (some 1 MB) loaded on demand, in its own chunk, when a
// password form is shown. The landing page never loads it.
import { passwordLengthProblem, type PasswordOwner } from '../rules/password';

type StrengthModule = typeof import('../rules/password-strength');

let loading: Promise<StrengthModule> | undefined;
let loaded: StrengthModule | undefined;

/** Starts loading the strength check (once); resolves when it can be used. */
export function loadPasswordStrength(): Promise<StrengthModule> {
  loading ??= import('../rules/password-strength').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined; // a failed load (offline) is tried again on the next form
      throw error;
    },
  );
  return loading;
}

/** Whether the strength check has loaded (until then only the lengths are checked here). */
export const passwordStrengthLoaded = () => loaded !== undefined;

/**
 * Why the password is refused, as the API would say it: the whole rule once the strength check
 * has loaded, the length part before (the API checks the rest on submit anyway).
 */
export function checkPassword(
  password: string,
  options: { owner?: PasswordOwner; label?: string } = {},
): string | null {
  if (loaded) return loaded.passwordProblem(password, options);
  return passwordLengthProblem(password, options.label);
}
