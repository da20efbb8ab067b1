import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { setFirstRenderState, setRenderState } from './first-render-state';

const makeStore = () => create<{ mode: string }>(() => ({ mode: 'desktop' }));
/** What React draws from the store on the server (and while hydrating): its server snapshot. */
const drawn = (store: ReturnType<typeof makeStore>) =>
  renderToString(
    createElement(() =>
      createElement(
        'p',
        null,
        store((s) => s.mode),
      ),
    ),
  );

describe('the state a store shows on the server and while the page hydrates', () => {
  it('is the first-render state, while the live state stays the browser’s own', () => {
    const store = makeStore();
    setFirstRenderState(store, { mode: 'mobile' });
    expect(drawn(store)).toBe('<p>mobile</p>');
    expect(store.getState().mode).toBe('desktop');
  });

  it('keeps a live state set before it apart from it', () => {
    const store = makeStore();
    store.setState({ mode: 'desktop-measured' });
    setFirstRenderState(store, { mode: 'mobile' });
    expect(store.getState().mode).toBe('desktop-measured');
    expect(drawn(store)).toBe('<p>mobile</p>');
  });

  it('on the server is what the page renders with, read from the store or drawn alike', () => {
    const store = makeStore();
    setRenderState(store, { mode: 'mobile' });
    expect(store.getState().mode).toBe('mobile');
    expect(drawn(store)).toBe('<p>mobile</p>');
    setRenderState(store, { mode: 'desktop' });
    expect(drawn(store)).toBe('<p>desktop</p>');
  });
});
