import type { StoreApi } from 'zustand';

type Store<S> = Pick<StoreApi<S>, 'getState' | 'setState' | 'getInitialState'>;

/**
 * Sets what a store shows on the server and while the page hydrates. React reads a zustand store's
 * *initial* state at those two moments (the store's server snapshot), so the server and the hydrating page
 * must agree on it; the live state may already differ (the window's real width, a member's session), and
 * React renders the live state as soon as the page has hydrated.
 */
export function setFirstRenderState<S>(store: Store<S>, state: Partial<S>): void {
  // Until its first change a store's live state is its initial object: keep the live one apart first.
  if (store.getState() === store.getInitialState()) store.setState({ ...store.getState() });
  Object.assign(store.getInitialState() as object, state);
}

/** On the server: the state a page renders with, live and first-render alike. */
export function setRenderState<S>(store: Store<S>, state: Partial<S>): void {
  store.setState(state);
  setFirstRenderState(store, state);
}
