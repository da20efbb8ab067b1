import { Skeleton } from '@mui/material';
import { Suspense, lazy } from 'react';
import type { HtmlInputProps } from './types';

// The editor (TipTap and ProseMirror, ~150 KB gzip) is a chunk of its own, fetched when a form with HTML
// opens, so the rest of the console does not load it (vite.config.ts keeps it out of the vendor file).
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** An authored HTML field: the rich-text editor, loaded on first use. */
export function HtmlInput(props: HtmlInputProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={280} sx={{ width: '100%', my: 1 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
