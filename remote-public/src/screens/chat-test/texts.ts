// The /chat-test support page's texts (kept beside the screen: it is the only one using them).
export const CHAT_TEST = {
  title: 'Live connection test',
  subtitle:
    'For support staff: the state of this page’s live notification connection and every event it received.',
  state: 'Connection state',
  address: 'Address',
  attempts: 'Reconnect attempts',
  received: 'Events received',
  chat: 'Chat message',
  event: 'Event',
  signedOutTitle: 'Not signed in',
  signedOutText:
    'The live connection opens only for a signed-in user. Sign in, then come back here.',
  signIn: 'Sign in',
  noEventsTitle: 'No events received yet',
  noEventsText: 'Events the server pushes to this page will show here as they arrive.',
  loadFailed: 'Could not check who is signed in',
  statuses: {
    idle: 'Not connected',
    connecting: 'Connecting…',
    open: 'Connected',
    reconnecting: 'Reconnecting…',
    'gave-up': 'Gave up: will try again when this tab regains focus or the browser comes online',
    disabled: 'Disabled: the address is not ws or wss',
    closed: 'Closed',
  },
} as const;
