import { useMemo } from 'react';
import { Create, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import type { ContentFormValues } from './content-body';
import { createBody } from './content-body';
import { ContentForm } from './content-form';
import { newEntry } from './kind-defaults';
import { useContentKind } from './use-content-kind';
import { useSites } from '../shared/use-sites';

/** A new entry of the screen's kind, on the site and in the language the list was showing. */
export function ContentCreate() {
  const kind = useContentKind();
  const translate = useTranslate();
  const location = useLocation();
  const from = (location.state as { from?: { site_id?: unknown; locale?: unknown } } | null)?.from;
  const { sites } = useSites();
  // An operator of one site never has to pick it.
  const onlySite = sites.length === 1 ? sites[0]?.id : undefined;
  const record = useMemo(
    () => newEntry(kind, { site_id: from?.site_id ?? onlySite, locale: from?.locale }),
    [kind, from, onlySite],
  );
  return (
    <Create
      redirect="edit"
      record={record}
      title={translate('app.content.new_title', { kind: translate(`app.content.kinds.${kind}`) })}
      transform={(values: ContentFormValues) => createBody(kind, values)}
    >
      <ContentForm kind={kind} mode="create" />
    </Create>
  );
}
