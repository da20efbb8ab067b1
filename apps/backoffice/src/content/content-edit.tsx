import { DeleteButton, ListButton, SaveButton, Toolbar, TopToolbar, useTranslate } from 'react-admin';
import type { ConflictMessages } from '../shared/conflict-alert';
import { VersionedEdit } from '../shared/versioned-edit';
import type { ContentFormValues } from './content-body';
import { updateBody } from './content-body';
import { ContentForm } from './content-form';
import { CopyToLanguageButton } from './copy-to-language';
import { useContentKind } from './use-content-kind';

function EditActions() {
  return (
    <TopToolbar>
      <CopyToLanguageButton />
      <ListButton />
    </TopToolbar>
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle="app.content.delete_title"
        confirmContent="app.content.delete_confirm"
      />
    </Toolbar>
  );
}

/** Told in the content screens' words; once the latest is loaded, the alert goes away. */
const CONTENT_CONFLICT: ConflictMessages = { refused: 'app.content.conflict', reload: 'app.content.conflict_reload' };

/** An entry's edit page: saved over the version read, a 409 keeping the operator's input in the form. */
export function ContentEdit() {
  const kind = useContentKind();
  const translate = useTranslate();
  return (
    <VersionedEdit
      title={translate('app.content.edit_title', { kind: translate(`app.content.kinds.${kind}`) })}
      actions={<EditActions />}
      messages={CONTENT_CONFLICT}
      transform={(values: ContentFormValues) => updateBody(kind, values)}
    >
      <ContentForm kind={kind} mode="edit" toolbar={<EditToolbar />} />
    </VersionedEdit>
  );
}
