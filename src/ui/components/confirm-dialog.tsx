import { useState, type ReactNode } from 'react';
import { Button } from './button.js';
import { BusyButton } from './busy-button.js';
import { ModalDialog } from './modal-dialog.js';

export interface ConfirmDialogProps {
  title: string;
  /** The question, shown as a paragraph. */
  message: ReactNode;
  messageClassName?: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's label while the action runs; the confirm label if not given. */
  busyLabel?: string;
  /** Runs the action; a rejection is described in the dialog, which then stays open. */
  onConfirm: () => Promise<void>;
  /** What the dialog shows for a failed action. */
  describeFailure: (error: unknown) => ReactNode;
  /** Shows the failure above the question rather than below it. */
  failureFirst?: boolean;
  onClose: () => void;
}

/** Asks before an action that cannot be undone, and shows why it failed. */
export function ConfirmDialog({
  title,
  message,
  messageClassName,
  cancelLabel,
  confirmLabel,
  busyLabel = confirmLabel,
  onConfirm,
  describeFailure,
  failureFirst = false,
  onClose,
}: ConfirmDialogProps) {
  const [failure, setFailure] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(describeFailure(error));
      setBusy(false);
    }
  };

  const question = <p className={messageClassName}>{message}</p>;
  return (
    <ModalDialog
      title={title}
      role="alertdialog"
      onClose={busy ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={onClose} autoFocus>
            {cancelLabel}
          </Button>
          <BusyButton busy={busy} onPress={() => void confirm()}>
            {busy ? busyLabel : confirmLabel}
          </BusyButton>
        </>
      }
    >
      {failureFirst ? failure : question}
      {failureFirst ? question : failure}
    </ModalDialog>
  );
}
