import type { WebSocket } from 'ws';

// Who holds which socket, in this process: by user (delivery); each knows its session (sign-out,
// expiry).

export type LiveClient = {
  socket: WebSocket;
  userId: string;
  sessionIdHash: string;
  alive: boolean;
  /** Its session ended: it is being closed (4401) and gets nothing more. */
  ended: boolean;
};

export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveClient>>();

  get size(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }

  add(client: LiveClient): void {
    let set = this.byUser.get(client.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(client.userId, set);
    }
    set.add(client);
  }

  remove(client: LiveClient): void {
    const set = this.byUser.get(client.userId);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) this.byUser.delete(client.userId);
  }

  ofUser(userId: string): LiveClient[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  all(): LiveClient[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }
}
