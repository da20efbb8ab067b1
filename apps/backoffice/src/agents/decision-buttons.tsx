import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ReasonButton } from '../shared/reason-button';

/**
 * Approve and Reject, labelled on every screen, each asking first: `<keys>.approve`/`approve_confirm`
 * (with `inputs`, such as a plan, and no reason) and `<keys>.reject`/`reject_confirm` (with the reason the
 * API requires). Both are off while a call runs; each resolves true when done, and its dialog closes.
 */
export function DecisionButtons(props: {
  keys: string;
  args: Record<string, unknown>;
  pending: boolean;
  inputs?: ReactNode;
  onApprove: (values: FieldValues) => Promise<boolean>;
  onReject: (reason: string) => Promise<boolean>;
}) {
  return (
    <>
      <ReasonButton
        label={`${props.keys}.approve`}
        question={`${props.keys}.approve_confirm`}
        questionArgs={props.args}
        icon={<CheckIcon />}
        emphasis="contained"
        reason={false}
        pending={props.pending}
        onConfirm={props.onApprove}
      >
        {props.inputs}
      </ReasonButton>
      <ReasonButton
        label={`${props.keys}.reject`}
        question={`${props.keys}.reject_confirm`}
        questionArgs={props.args}
        icon={<CloseIcon />}
        emphasis="outlined"
        color="error"
        pending={props.pending}
        onConfirm={({ reason }) => props.onReject(reason)}
      />
    </>
  );
}
