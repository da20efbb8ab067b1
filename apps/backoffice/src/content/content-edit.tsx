import { Alert, Button as MuiButton } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import {
  DeleteButton,
  Edit,
  ListButton,
  SaveButton,
  Toolbar,
  TopToolbar,
  useEditContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { HttpError } from 'react-admin';
import { errorStatus } from '../api/http-client';
import { useErrorMessage } from '../shared/use-error-message';
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

/**
 * Someone saved the entry after this page read it: the save was refused (409) and nothing changed. The
 * operator's input stays in the form; "load the latest" reads the entry again and keeps it on top.
 */
function ConflictAlert(props: { onReloaded: () => void }) {
  const translate = useTranslate();
  const { refetch } = useEditContext();
  const ref = useRef<HTMLDivElement>(null);
  // The save button is at the bottom of a long form: bring the explanation into view.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <Alert
      ref={ref}
      role="alert"
      severity="warning"
      sx={{ m: 2, mb: 0 }}
      action={
        <MuiButton color="inherit" size="small" onClick={() => void refetch?.().then(props.onReloaded)}>
          {translate('app.content.conflict_reload')}
        </MuiButton>
      }
    >
      {translate('app.content.conflict')}
    </Alert>
  );
}

/** Pessimistic: the server checks the version, cleans and audits before the console shows the change. */
export function ContentEdit() {
  const kind = useContentKind();
  const translate = useTranslate();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const [conflict, setConflict] = useState(false);
  const onError = (error: unknown) => {
    if (errorStatus(error) === 409) {
      setConflict(true);
      notify('app.content.conflict', { type: 'error' });
      return;
    }
    // A 400 naming a field is shown under that input (the form takes the reply's errors).
    if ((error as HttpError | undefined)?.body?.errors) return;
    notify(errorMessage(error), { type: 'error' });
  };
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      title={translate('app.content.edit_title', { kind: translate(`app.content.kinds.${kind}`) })}
      actions={<EditActions />}
      mutationOptions={{ onError }}
      transform={(values: ContentFormValues) => updateBody(kind, values)}
    >
      {conflict && <ConflictAlert onReloaded={() => setConflict(false)} />}
      <ContentForm kind={kind} mode="edit" toolbar={<EditToolbar />} />
    </Edit>
  );
}
