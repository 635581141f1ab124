import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

export type ComposerOptions = {
  /** The built folder (a remote's or the host's dist/). */
  root: string;
  port: number;
  /** The interface to bind (default 0.0.0.0). */
  host?: string;
  /** The host: the route table, and the single page for unknown paths. */
  spa?: boolean;
  /** The remote map served at /remotes.json (the host). */
  remoteMap?: () => object;
  /** Where the composer fetches the remotes' fragments (default: the remote map). */
  fragmentMap?: () => object;
  /** Where /api and the API's documents are asked (the host). */
  apiUrl?: string;
  /** The site's own address, for a server-rendered page's canonical link (a remote). */
  publicUrl?: string;
  /** Trust X-Forwarded-Proto from any peer (default: only from this machine). */
  trustProxy?: boolean;
};

export function startComposer(opts: ComposerOptions): Promise<Server>;
export function buildComposer(opts: Omit<ComposerOptions, 'port'>): Promise<FastifyInstance>;

export const API_BODY_LIMIT: number;
export const MESSAGES: Readonly<Record<string, string>>;
export const NO_CACHE: string;
export const IMMUTABLE: string;
export const HASHED_FILE: RegExp;
export const COMPRESSIBLE: RegExp;
/** The precompressed encodings ('br', 'gzip') an Accept-Encoding header allows, best first. */
export function acceptedEncodings(header: string | undefined): string[];
export function remoteOrigins(remoteMap: object): string[];

export const SESSION_COOKIE: string;
export const FRAGMENT_TIMEOUT_MS: number;
export const COMPOSED_PAGES: { path: string; signedIn: boolean; page: string }[];
/** The template (under the host's root) a path serves for this Cookie header, or null. */
export function composedPageFor(pathname: string, cookieHeader: string | undefined): string | null;
/** The API route of a public document at the site's own address (the sitemap, the feed…), or null. */
export function apiDocumentFor(pathname: string): string | null;
/**
 * The remote that renders the page at this address on the server for a visitor (a job's page…), or
 * null (not such a page, or a session cookie in this Cookie header).
 */
export function renderedPageFor(pathname: string, cookieHeader: string | undefined): string | null;
export function composePage(
  templateFile: string,
  opts: { cookieHeader: string | undefined; remoteMap: Record<string, string>; apiUrl?: string },
): Promise<string>;
export function composeDocument(
  html: string,
  opts: { root: string; cookieHeader: string | undefined; pathname?: string },
): Promise<string>;
