import type { ReactNode } from 'react';
import type { LayoutMode } from '../../shared/lib/device';

// The layouts' types live apart from the registry that loads them, so that a layout does not import its loader.

export interface LayoutProps {
  header: boolean;
  footer: boolean;
  content: boolean;
  /** The float bar (not when the page shows a single embedded part). */
  overlays: boolean;
  children: ReactNode;
}

export type LayoutKind = LayoutMode | 'default';
