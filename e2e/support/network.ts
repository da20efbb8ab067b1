import type { Page, Request } from 'playwright-core';

const POLL_MS = 25;

/**
 * Follows the page's requests from now on (attach before the page loads). `quiet()` resolves once no
 * request has been in flight for `quietMs`: the page's calls and pictures are done, so a screenshot or
 * a read of its text sees the settled page. Playwright's networkidle asks for 500 ms without any
 * connection each time; screens that are shot a dozen times a test need no more than their own requests.
 */
export function followRequests(page: Page, quietMs = 150) {
  const inFlight = new Set<Request>();
  const done = (request: Request) => void inFlight.delete(request);
  page.on('request', (request) => void inFlight.add(request));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet(timeoutMs = 15_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      while (Date.now() - quietSince < quietMs) {
        if (inFlight.size) quietSince = Date.now();
        if (Date.now() > deadline) {
          const pending = [...inFlight].map((request) => request.url());
          throw new Error(`requests still in flight after ${timeoutMs} ms: ${pending.join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
}
