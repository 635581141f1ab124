// What this remote's server renderer (index.ts) is given and answers, per page. It renders for
// visitors (no session cookie) only: a signed-in page is the app's, rendered in the browser.

export type ServerContext = {
  /** Where the API answers (the composer's API_URL). */
  apiUrl: string;
  /** The site's own address, without a trailing slash (PUBLIC_URL): canonical links. */
  publicUrl: string;
  /** How long one read of the API may take. */
  timeoutMs: number;
};

export type ServerPage = {
  status: number;
  /** A redirect's address (status 301). */
  location?: string;
  /** The document, with the includes of the host's parts (document.ts). */
  html?: string;
};
