// Sign-in, sign-up and password reset.

export const SIGN_IN = {
  title: 'Sign in',
  heading: 'Welcome back',
  pitch: 'Sign in to pick up where you left off.',
  submit: 'Sign in',
  forgotPassword: 'Forgot password?',
  newHere: 'New to HospoHire? Create an account',
  asJobSeeker: 'as a job seeker',
  asEmployer: 'as an employer',
  /** Above the form when the visitor came from a page that needs an account (?next=). */
  nextKept: 'Sign in to continue to the page you opened.',
} as const;

export const SIGN_UP = {
  submit: 'Create account',
  haveAccount: 'Already have an account? Sign in',
  searchKept: (q: string) => `Create your account and we will show you jobs for “${q}”.`,
  applyKept: 'Create your account and we will take you straight to your application.',
  candidate: {
    title: 'Create a job seeker account',
    heading: 'Create your job seeker account',
    pitch: 'Find hospitality work that fits your skills and the way you like to work.',
    otherRole: 'Hiring for a venue? Create an employer account',
  },
  recruiter: {
    title: 'Create an employer account',
    heading: 'Create your employer account',
    pitch: "Hire people who fit your venue's pace and culture.",
    nextSteps:
      'Next, you will set up your company and venues, so candidates can see where they would work.',
    otherRole: 'Looking for work? Create a job seeker account',
  },
} as const;

export const FORGOT = {
  title: 'Forgot password',
  heading: 'Reset your password',
  pitch: 'Enter the email you signed up with and we will send you a link to choose a new password.',
  submit: 'Send reset link',
  sent: 'If an account exists for that email, we have sent a reset link.',
  sentHint: 'The link works once and for one hour. Check your spam folder if it does not arrive.',
  backToSignIn: 'Back to sign in',
} as const;

export const RESET = {
  title: 'Choose a new password',
  heading: 'Choose a new password',
  pitch: 'Pick a password you do not use anywhere else.',
  submit: 'Set new password',
  done: 'Your password has been changed. Sign in with your new password.',
  signIn: 'Sign in',
  missingCode:
    'This reset link is incomplete. Open the link from the email again, or request a new one.',
  requestNew: 'Request a new reset link',
} as const;

/** /verify-email?token=… (issue 28): the link of the verification e-mail. */
export const VERIFY_EMAIL = {
  title: 'Confirm your email address',
  heading: 'Confirm your email address',
  /** The title and heading once confirmed (now, or before: a link opened again). */
  confirmed: 'Email confirmed',
  checking: 'Confirming your email address…',
  done: 'Your email address is confirmed.',
  doneHint: 'Every HospoHire email you choose can now reach you.',
  already: 'Your email address is already confirmed.',
  alreadyHint: 'There is nothing more to do.',
  continue: 'Continue to HospoHire',
  signIn: 'Sign in',
  missingToken:
    'This confirmation link is incomplete. Open the link from the email again, or ask for a new one.',
  resend: 'Send a new link',
  signInToResend: 'Sign in to get a new link',
  home: 'Back to HospoHire',
} as const;
