import { useResourceContext } from 'react-admin';
import type { ContentKind } from './content-kinds';
import { kindOf } from './content-kinds';

/** The kind of the content screen being shown (its resource is `content-<kind>`). */
export function useContentKind(): ContentKind {
  const resource = useResourceContext();
  const kind = resource ? kindOf(resource) : undefined;
  if (!kind) throw new Error(`not a content resource: ${resource}`);
  return kind;
}
