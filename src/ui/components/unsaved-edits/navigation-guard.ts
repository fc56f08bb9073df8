/** A form with edits not yet saved: asked first before the app leaves its page. */
export interface UnsavedForm {
  /** Asks whether to leave; `leave` runs only if the user chooses to. */
  holdNavigation: (leave: () => void) => void;
}

const unsavedForms = new Set<UnsavedForm>();

function warnBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

export function addUnsavedForm(form: UnsavedForm): void {
  if (unsavedForms.size === 0) window.addEventListener('beforeunload', warnBeforeUnload);
  unsavedForms.add(form);
}

export function removeUnsavedForm(form: UnsavedForm): void {
  unsavedForms.delete(form);
  if (unsavedForms.size === 0) window.removeEventListener('beforeunload', warnBeforeUnload);
}

/** Runs an in-app navigation, or lets a form with unsaved edits ask first. */
export function navigateUnlessHeld(navigate: () => void): void {
  const [form] = unsavedForms;
  if (form) form.holdNavigation(navigate);
  else navigate();
}

/**
 * Runs `go` past every form's unsaved edits: the user chose to leave them, or the session ends
 * (signing out, by choice or after idle time).
 */
export function leaveUnsaved(go: () => void): void {
  for (const form of [...unsavedForms]) removeUnsavedForm(form);
  go();
}
