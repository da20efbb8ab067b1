import type { ReactElement, ReactNode } from 'react';
import { useState } from 'react';
import { Button as MuiButton } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { ReasonDialog } from './reason-dialog';

interface ReasonButtonProps {
  label: string;
  question: string;
  questionArgs?: Record<string, unknown>;
  icon: ReactElement;
  pending: boolean;
  defaultValues?: FieldValues;
  children?: ReactNode;
  /** Ask for a reason (the default), or only confirm. */
  reason?: boolean;
  /**
   * A labelled button on every screen, filled or outlined (react-admin's drops its label on a phone):
   * for decisions that move money or make an agent.
   */
  emphasis?: 'contained' | 'outlined';
  color?: 'primary' | 'error';
  /** Resolves true when done; the dialog then closes. */
  onConfirm: (values: FieldValues & { reason: string }) => Promise<boolean>;
}

/** An action button: it opens the reason dialog, and runs the action with the reason given. */
export function ReasonButton(props: ReasonButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      {props.emphasis ? (
        <MuiButton
          size="small"
          variant={props.emphasis}
          color={props.color}
          startIcon={props.icon}
          onClick={() => setOpen(true)}
          disabled={props.pending}
        >
          {translate(props.label)}
        </MuiButton>
      ) : (
        <Button label={props.label} onClick={() => setOpen(true)} disabled={props.pending}>
          {props.icon}
        </Button>
      )}
      {open && (
        <ReasonDialog
          open
          title={props.label}
          question={props.question}
          questionArgs={props.questionArgs}
          pending={props.pending}
          defaultValues={props.defaultValues}
          reason={props.reason}
          color={props.color}
          onClose={() => setOpen(false)}
          onSubmit={async (values) => {
            if (await props.onConfirm(values)) setOpen(false);
          }}
        >
          {props.children}
        </ReasonDialog>
      )}
    </>
  );
}
