// What other modules use of this one (they import nothing else from this folder), and the
// dispatcher that src/workers.ts starts.
export { defang } from './defang.js';
export { mailFrom, startMailDispatcher, type MailDispatcher } from './dispatcher.js';
export {
  emailLinkBase,
  sendEmail,
  setEmailLinkBase,
  type EmailAttachment,
  type OutgoingEmail,
} from './outbox.js';
export { HIRING, renderEmail, type HiringMessage } from './templates/hiring.js';
// E-mail preferences (the account's settings) and the dev mailbox (auth's route) read here.
export { getEmailPreferences, unsubscribe, updateEmailPreferences } from './preferences.js';
export { listEmails } from './outbox.js';
