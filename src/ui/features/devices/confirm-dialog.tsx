import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { actionProblem, type ActionProblem } from './action-problem.js';
import { ActionProblemView } from './action-problem-view.js';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** The message when the action fails for a reason the screen has no words of its own for. */
  errorKey: TranslationKey;
  /** The device the action is for, named when it needs a fresh sign-in. */
  deviceName?: string;
  /** Runs the action; a rejection is shown in the dialog, which then stays open. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before an action that cannot be undone, and shows why it failed. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  errorKey,
  deviceName,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ActionProblem>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setProblem(undefined);
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      setProblem(actionProblem(error, errorKey));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      title={title}
      role="alertdialog"
      onClose={busy ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={onClose} autoFocus>
            {t('devices.actions.cancel')}
          </Button>
          <Button isDisabled={busy} onPress={() => void confirm()}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <p>{children}</p>
      {problem ? (
        <ActionProblemView problem={problem} {...(deviceName !== undefined && { deviceName })} />
      ) : null}
    </ModalDialog>
  );
}
