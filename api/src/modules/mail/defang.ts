// Text someone else chose (a company's name) going into an e-mail on our behalf (issue 41,
// item 8): mail clients turn anything link-like in plain text into a link, so a company named
// "Verify your bank at http://evil.com" would send our invitation with a live link in it. The
// link-like parts are written the way security mail writes indicators: hxxp[://]evil[.]com,
// readable by a person and linked by no client. Nothing else in the text changes.

/** A scheme (http, https, ftp…) followed by "://". */
const SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//gi;
/** A dot between a label and a further label that looks like a domain's (evil.com, www.x). */
const DOMAIN_DOT = /([a-z0-9-])\.(?=[a-z0-9-]*[a-z][a-z0-9-]*\b)/gi;

/** `text` with its web addresses, www. names and bare domains made into plain, unlinkable text. */
export function defang(text: string): string {
  return text
    .replace(SCHEME, (_, scheme: string) => `${scheme.replace(/t/g, 'x').replace(/T/g, 'X')}[://]`)
    .replace(DOMAIN_DOT, '$1[.]');
}
