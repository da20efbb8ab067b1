let hydrating = false;

/**
 * True while the page hydrates the markup the server rendered: a component mounting then starts in the
 * state the server rendered it in (a home section the server rendered is shown at once, not lazily).
 */
export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}
