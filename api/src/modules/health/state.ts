import type { FastifyInstance } from 'fastify';
import type { HealthDegradedPart } from 'shared-kernel/contract';

// What GET /api/health reports besides the database: whether this process is draining (shutting
// down: 503, src/shutdown.ts) and which accelerators do not answer (200 `degraded`). Each part is
// watched through a probe its owner registers (Redis: the event bus; SMTP: the mail dispatcher).

export class HealthState {
  private isDraining = false;
  private readonly probes = new Map<HealthDegradedPart, () => boolean>();

  /** Shutting down: health answers 503 and every answer closes its connection. */
  get draining(): boolean {
    return this.isDraining;
  }

  startDraining(): void {
    this.isDraining = true;
  }

  /** `isUp` is asked at each health request; false lists `part` as degraded. */
  watch(part: HealthDegradedPart, isUp: () => boolean): void {
    this.probes.set(part, isUp);
  }

  degraded(): HealthDegradedPart[] {
    return [...this.probes]
      .filter(([, isUp]) => {
        try {
          return !isUp();
        } catch {
          return true;
        }
      })
      .map(([part]) => part);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Draining and degraded parts (GET /api/health). */
    health: HealthState;
  }
}

/**
 * `app.health`, and while draining `Connection: close` on every answer: a keep-alive connection
 * (nginx's) ends with the answer it carries, so the process can stop without cutting a request.
 */
export function registerHealthState(app: FastifyInstance): HealthState {
  const state = new HealthState();
  app.decorate('health', state);
  app.addHook('onSend', async (request, reply) => {
    if (state.draining && request.raw.httpVersionMajor < 2) reply.header('Connection', 'close');
  });
  return state;
}
