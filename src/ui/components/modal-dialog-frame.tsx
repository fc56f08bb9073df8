import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ModalDialogProps } from './modal-dialog.js';
import styles from './modal-dialog.module.css';

/** The react-aria modal behind `ModalDialog`, in a chunk of its own. */
export function ModalDialogFrame({
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
