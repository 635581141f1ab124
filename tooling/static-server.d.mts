import type { Server } from 'node:http';

export function startStaticServer(opts: {
  root: string;
  port: number;
  host?: string;
  spa?: boolean;
  remoteMap?: () => object;
  apiUrl?: string;
}): Promise<Server>;
