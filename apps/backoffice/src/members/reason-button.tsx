import type { ReactElement, ReactNode } from 'react';
import { useState } from 'react';
import { Button } from 'react-admin';
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
  /** Resolves true when done; the dialog then closes. */
  onConfirm: (values: FieldValues & { reason: string }) => Promise<boolean>;
}

/** A member action button: it opens the reason dialog, and runs the action with the reason given. */
export function ReasonButton(props: ReasonButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={props.label} onClick={() => setOpen(true)} disabled={props.pending}>
        {props.icon}
      </Button>
      {open && (
        <ReasonDialog
          open
          title={props.label}
          question={props.question}
          questionArgs={props.questionArgs}
          pending={props.pending}
          defaultValues={props.defaultValues}
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
