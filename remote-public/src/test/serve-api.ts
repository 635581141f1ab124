// The API as a server-rendered page's reads see it in a test: answers by path, every read kept.
import { mockFetch } from 'shared-kernel/testing';

/** Serves `answers` (status and body by path; 404 otherwise) to fetch; returns the reads made. */
export function serveApi(answers: Record<string, [number, unknown]>): string[] {
  const reads: string[] = [];
  mockFetch(({ url }) => {
    const { pathname, search } = new URL(url, 'http://page');
    reads.push(`${pathname}${search}`);
    const [status, body] = answers[pathname] ?? [404, { message: 'Not found' }];
    return { status, body };
  });
  return reads;
}
