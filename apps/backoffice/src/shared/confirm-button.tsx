import type { ReactElement } from 'react';
import { useState } from 'react';
import { Button, Confirm } from 'react-admin';

interface ConfirmButtonProps {
  /** Translation key of the button (and of the dialog's confirm button). */
  label: string;
  /** Translation key of the question. */
  question: string;
  questionArgs?: Record<string, unknown>;
  icon?: ReactElement;
  pending?: boolean;
  color?: 'primary' | 'warning';
  /** Runs the action (it tells the operator how it went); the dialog then closes. */
  onConfirm: () => Promise<unknown>;
}

/** A button that asks first (react-admin's Confirm dialog), then runs its action. */
export function ConfirmButton(props: ConfirmButtonProps) {
  const { label, question, questionArgs, icon, pending = false, color = 'primary', onConfirm } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} disabled={pending}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="app.action.confirm_title"
        content={question}
        contentTranslateOptions={questionArgs}
        confirm={label}
        confirmColor={color}
        onConfirm={async () => {
          // Closed after a failure too: the notification says why, and a modal dialog would hide it
          // from screen readers (everything outside it is aria-hidden).
          await onConfirm();
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
