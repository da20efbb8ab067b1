import { Alert, Box, Button as MuiButton } from '@mui/material';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useEditContext, useTranslate } from 'react-admin';

/** Where a refused save stands: refused (409), or the latest record read again after it. */
export type ConflictState = 'none' | 'refused' | 'reloaded';

/**
 * The catalogue keys a screen's conflict is told with: the refusal, its "load the latest" button and,
 * where the page says so once the latest is loaded, that (without it, the alert goes away then).
 */
export type ConflictMessages = { refused: string; reload: string; reloaded?: string };

/** The settings screens' words: after "load the latest" they say what was kept and what is new. */
export const SETTINGS_CONFLICT: ConflictMessages = {
  refused: 'app.programmes.conflict',
  reload: 'app.programmes.conflict_reload',
  reloaded: 'app.programmes.reloaded',
};

/**
 * Someone saved this record after this page read it: the save was refused and nothing changed.
 * What was typed stays in the form. "Load the latest" reads the record again: the new version, and the
 * others' changes in every field not typed in. A field typed in (the rules, as one list) keeps what was
 * typed, so `latest` shows what was saved meanwhile there, for the operator to compare before saving again.
 */
export function ConflictAlert(props: {
  state: Exclude<ConflictState, 'none'>;
  messages: ConflictMessages;
  onReloaded: () => void;
  latest?: ReactNode;
}) {
  const translate = useTranslate();
  const { refetch } = useEditContext();
  const ref = useRef<HTMLDivElement>(null);
  const { messages } = props;
  // The save button is below the form: bring the explanation into view.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
  }, [props.state]);
  if (props.state === 'reloaded') {
    return (
      <Alert ref={ref} role="status" severity="info" sx={{ m: 2, mb: 0 }}>
        {messages.reloaded && translate(messages.reloaded)}
        {props.latest && (
          <Box sx={{ mt: 1 }}>
            {translate('app.programmes.saved_meanwhile')} {props.latest}
          </Box>
        )}
      </Alert>
    );
  }
  return (
    <Alert
      ref={ref}
      role="alert"
      severity="warning"
      sx={{ m: 2, mb: 0 }}
      action={
        <MuiButton color="inherit" size="small" onClick={() => void refetch?.().then(props.onReloaded)}>
          {translate(messages.reload)}
        </MuiButton>
      }
    >
      {translate(messages.refused)}
    </Alert>
  );
}
