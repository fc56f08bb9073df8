import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from './button.js';
import { BusyButton } from './busy-button.js';
import formStyles from './form.module.css';
import { ModalDialog } from './modal-dialog.js';

export interface FormDialogProps {
  title: string;
  /** While the form is being sent: both actions are disabled and the dialog stays open. */
  busy: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** Disables the submit action besides while busy. */
  isSubmitDisabled?: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A modal dialog holding a form, with Cancel and a submit action under it. */
export function FormDialog({
  title,
  busy,
  cancelLabel,
  submitLabel,
  isSubmitDisabled = false,
  onClose,
  onSubmit,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <ModalDialog
      title={title}
      onClose={busy ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            {cancelLabel}
          </Button>
          <BusyButton type="submit" form={formId} busy={busy} isDisabled={isSubmitDisabled}>
            {submitLabel}
          </BusyButton>
        </>
      }
    >
      <form id={formId} className={formStyles.form} noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </ModalDialog>
  );
}
