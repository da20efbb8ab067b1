let booted = false;

/** False while the router handles the page load itself (including its redirects), true afterwards. */
export function isNavigationBooted(): boolean {
  return booted;
}

export function markNavigationBooted(): void {
  booted = true;
}
