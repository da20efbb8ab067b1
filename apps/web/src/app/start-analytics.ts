import { loadAnalytics, whenLoadedAndIdle } from '../shared/analytics/load-analytics';
import { pageAnalytics } from '../shared/analytics/page-analytics';

/** The site's analytics tags for this page, once it has loaded and the browser is idle. */
export function startAnalytics(): void {
  const host = { win: window as unknown as Record<string, unknown>, doc: document };
  whenLoadedAndIdle(window, () => loadAnalytics(pageAnalytics, host));
}
