import type { ComponentType } from 'react';
import { useEffect, useSyncExternalStore } from 'react';
import { importWithReload } from '../../shared/lib/reload-guard';
import type { LayoutKind, LayoutProps } from './types';

type LayoutComponent = ComponentType<LayoutProps>;

/**
 * Desktop and mobile layouts (headers, footers, templates) are separate chunks: a phone never downloads
 * the desktop header and vice versa. Boot preloads the one it needs so the first render does not wait.
 */
const importers: Record<LayoutKind, () => Promise<{ default: LayoutComponent }>> = {
  desktop: () => import('../layouts/desktop-layout'),
  mobile: () => import('../layouts/mobile-layout'),
  default: () => import('../layouts/default-layout'),
};

const loaded: Partial<Record<LayoutKind, LayoutComponent>> = {};
const pending: Partial<Record<LayoutKind, Promise<void>>> = {};
const listeners = new Set<() => void>();

export function preloadLayout(kind: LayoutKind): Promise<void> {
  pending[kind] ??= importWithReload(importers[kind]).then((module) => {
    loaded[kind] = module.default;
    listeners.forEach((notify) => notify());
  });
  return pending[kind];
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The layout component for a kind, or undefined while its chunk is still loading. */
export function useLayoutComponent(kind: LayoutKind): LayoutComponent | undefined {
  // The server preloads the layout it renders and the page preloads it before hydrating: both read it here.
  const read = () => loaded[kind];
  const component = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    if (!component) void preloadLayout(kind);
  }, [component, kind]);
  return component;
}
