import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** alertdialog for a dialog that needs an answer before anything else. */
  role?: 'dialog' | 'alertdialog';
  /** Given, the dialog closes on Escape and outside presses; otherwise only its actions close it. */
  onClose?: () => void;
}

/** An open modal dialog that traps focus and hides the page behind it from assistive technology. */
export function ModalDialog({
  title,
  children,
  actions,
  role = 'dialog',
  onClose,
}: ModalDialogProps) {
  const dismissable = onClose !== undefined;
  return (
    <ModalOverlay
      isOpen
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog role={role} className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <div className={styles.body}>{children}</div>
          <div className={styles.actions}>{actions}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
