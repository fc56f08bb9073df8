/** A form with edits not yet saved: asked first before the app leaves its page. */
export interface UnsavedForm {
  /** Asks whether to leave; `leave` runs only if the user chooses to. */
  holdNavigation: (leave: () => void) => void;
}

const unsavedForms = new Set<UnsavedForm>();

export function addUnsavedForm(form: UnsavedForm): void {
  unsavedForms.add(form);
}

export function removeUnsavedForm(form: UnsavedForm): void {
  unsavedForms.delete(form);
}

/** Whether a form of the page holds edits not yet saved. */
export function hasUnsavedEdits(): boolean {
  return unsavedForms.size > 0;
}

/** Whether leaving `form`'s page still needs asking. */
export function holdsEdits(form: UnsavedForm): boolean {
  return unsavedForms.has(form);
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
  unsavedForms.clear();
  go();
}
