/**
 * Whether this node is on its way out. Once draining, /readyz answers 503 so the balancer stops sending
 * new work here while the requests in flight finish.
 */
export interface Lifecycle {
  readonly draining: boolean;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
