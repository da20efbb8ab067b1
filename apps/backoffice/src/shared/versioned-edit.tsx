import type { ReactNode } from 'react';
import { useState } from 'react';
import { Edit, useNotify } from 'react-admin';
import type { HttpError, TransformData } from 'react-admin';
import { errorStatus } from '../api/http-client';
import { useErrorMessage } from './use-error-message';
import { ConflictAlert } from './conflict-alert';
import type { ConflictMessages, ConflictState } from './conflict-alert';

/**
 * The edit page of a record the server saves only over the version it was read at: pessimistic (the server
 * checks, cleans and audits before the console shows the change), so a change saved meanwhile by someone
 * else is a 409 shown above the form, never overwritten. A 400 naming a field is shown under that input;
 * any other refusal is a notification. `latest` shows, once the latest record is read again, what was
 * saved meanwhile in a field the operator typed in.
 */
export function VersionedEdit(props: {
  title: ReactNode;
  transform: TransformData;
  messages: ConflictMessages;
  actions?: ReactNode;
  latest?: ReactNode;
  /** The form. */
  children: ReactNode;
}) {
  const { messages } = props;
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const [conflict, setConflict] = useState<ConflictState>('none');
  const onError = (error: unknown) => {
    if (errorStatus(error) === 409) {
      setConflict('refused');
      notify(messages.refused, { type: 'error' });
      return;
    }
    // The form takes the reply's errors and shows each under its input.
    if ((error as HttpError | undefined)?.body?.errors) return;
    notify(errorMessage(error), { type: 'error' });
  };
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      transform={props.transform}
      mutationOptions={{ onError }}
      title={props.title}
      actions={props.actions}
    >
      {conflict !== 'none' && (
        <ConflictAlert
          state={conflict}
          messages={messages}
          onReloaded={() => setConflict(messages.reloaded ? 'reloaded' : 'none')}
          latest={props.latest}
        />
      )}
      {props.children}
    </Edit>
  );
}
