// The shell's own texts (bell, toasts, cookie consent, onboarding gate), once.
export const SHELL_TEXTS = {
  notifications: 'Notifications',
  openNotifications: (unread: number) =>
    unread > 0 ? `Notifications, ${unread} unread` : 'Notifications',
  markAllRead: 'Mark all as read',
  clearAll: 'Clear all',
  clearAllConfirm: 'Clear all notifications? This cannot be undone.',
  confirmClear: 'Yes, clear all',
  cancel: 'Cancel',
  noNotifications: 'No notifications yet',
  noNotificationsHint: 'Updates about your applications, interviews and messages will show here.',
  dismiss: (title: string) => `Dismiss ${title}`,
  dismissFailed: 'The notification could not be dismissed',
  clearFailed: 'Your notifications could not be cleared',
  unread: 'Unread',
  closeToast: 'Close',
  cookieBannerTitle: 'We use cookies',
  cookieBannerText:
    'Essential cookies keep you signed in and the site secure. With your permission we also use analytics, marketing and functional cookies.',
  cookiePolicy: 'Cookie Policy',
  rejectAll: 'Reject All',
  cookieSettings: 'Cookie Settings',
  acceptAll: 'Accept All',
  cookiePreferences: 'Cookie Preferences',
  savePreferences: 'Save Preferences',
  cookieCategories: {
    essential: {
      label: 'Essential',
      text: 'Needed for signing in, security and remembering this choice. Always on.',
    },
    analytics: { label: 'Analytics', text: 'Help us understand how the site is used.' },
    marketing: { label: 'Marketing', text: 'Let us show you relevant HospoHire offers elsewhere.' },
    functional: {
      label: 'Functional',
      text: 'Remember your preferences, such as searches and filters.',
    },
  },
  alwaysOn: 'Always on',
  onboarding: 'Onboarding',
  skipToContent: 'Skip to content',
  // The banner of a signed-in user whose address is not verified yet (issue 28).
  verifyEmailRegion: 'Email confirmation',
  verifyEmail: (email: string) => `Confirm your email address: we sent a link to ${email}.`,
  /** Why it matters, to each side: until then the address gets no e-mail but this link's. */
  verifyEmailWhy: {
    candidate:
      'Once it is confirmed, we can email you updates on your applications, interview invitations and offers.',
    recruiter:
      'Until then you cannot accept team invitations, and we cannot email you about new applications, interviews or offers.',
  },
  resendEmail: 'Resend email',
  resendSent: 'Sent',
  resendFailed: 'We could not send the email. Check your connection and try again.',
} as const;
