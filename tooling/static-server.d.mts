import type { Server } from 'node:http';

export const API_BODY_LIMIT: number;
export const MESSAGES: Readonly<Record<string, string>>;
export const IMMUTABLE: string;
export const NO_CACHE: string;
export const HASHED_FILE: RegExp;
export const COMPRESSIBLE: RegExp;

/** The precompressed encodings ('br', 'gzip') an Accept-Encoding header allows, best first. */
export function acceptedEncodings(header: string | undefined): string[];

export function remoteOrigins(remoteMap: object): string[];

export function startStaticServer(opts: {
  root: string;
  port: number;
  host?: string;
  spa?: boolean;
  remoteMap?: () => object;
  apiUrl?: string;
  trustProxy?: boolean;
}): Promise<Server>;
