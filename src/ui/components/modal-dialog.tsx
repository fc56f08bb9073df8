import { lazy, Suspense, type ReactNode } from 'react';

export interface ModalDialogProps {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** alertdialog for a dialog that needs an answer before anything else. */
  role?: 'dialog' | 'alertdialog';
  /** Given, the dialog closes on Escape and outside presses; otherwise only its actions close it. */
  onClose?: () => void;
}

/**
 * The modal machinery (focus trap, overlay, hiding the page) is large and only needed once a
 * dialog opens, so it loads then rather than with the page.
 */
const ModalDialogFrame = lazy(async () => ({
  default: (await import('./modal-dialog-frame.js')).ModalDialogFrame,
}));

/** An open modal dialog that traps focus and hides the page behind it from assistive technology. */
export function ModalDialog(props: ModalDialogProps) {
  return (
    <Suspense fallback={null}>
      <ModalDialogFrame {...props} />
    </Suspense>
  );
}
