import type { LayoutProps } from '../shell/types';

/** Bare pages (loading, close, auth callback, slot list): the page draws all of its own chrome. */
export default function DefaultLayout({ content, children }: LayoutProps) {
  return (
    <main id="main" className="site-bare">
      {content && children}
    </main>
  );
}
