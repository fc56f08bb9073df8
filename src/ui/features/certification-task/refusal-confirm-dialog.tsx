import type { CertificationErrorKey } from '../../../machines/certificationMachine.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { ErrorMessage } from '../../components/error-message.js';

class Refused extends Error {
  constructor(readonly errorKey: CertificationErrorKey) {
    super(errorKey);
  }
}

export interface RefusalConfirmDialogProps {
  title: string;
  message: string;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  /** Runs the action; resolves to why it failed, or null. */
  action: () => Promise<CertificationErrorKey | null>;
  onDone: () => void;
  onClose: () => void;
}

/** Asks before a machine action, and shows the machine's refusal in the dialog. */
export function RefusalConfirmDialog({ action, onDone, ...props }: RefusalConfirmDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      onConfirm={async () => {
        const refusal = await action();
        if (refusal) throw new Refused(refusal);
        onDone();
      }}
      describeFailure={(error) => (
        <ErrorMessage messageKey={error instanceof Refused ? error.errorKey : 'errors.generic'} />
      )}
    />
  );
}
