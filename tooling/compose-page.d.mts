export const SESSION_COOKIE: string;
export const FRAGMENT_TIMEOUT_MS: number;
export const COMPOSED_PAGES: { path: string; signedIn: boolean; page: string }[];
/** The template (under the host's root) a path serves for this Cookie header, or null. */
export function composedPageFor(pathname: string, cookieHeader: string | undefined): string | null;
export function composePage(
  templateFile: string,
  opts: { cookieHeader: string | undefined; remoteMap: Record<string, string>; apiUrl?: string },
): Promise<string>;
/** The API route of a public document at the site's own address (a job page, the sitemap…), or null. */
export function apiDocumentFor(pathname: string): string | null;
