import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog.js';
import {
  addUnsavedForm,
  holdsEdits,
  leaveUnsaved,
  removeUnsavedForm,
  type UnsavedForm,
} from './navigation-guard.js';

export interface UnsavedEdits {
  /** The question asked when the user goes elsewhere in the app; render it with the form. */
  leavePrompt: ReactNode;
  /**
   * Lets navigations through, for a form that moves on once it has saved; the form asks again once
   * it holds edits anew.
   */
  release: () => void;
}

/**
 * While `unsaved`, going elsewhere in the app asks first (by its links, and by the browser's back
 * and forward where the browser lets a page cancel them), and closing or reloading the tab makes
 * the browser ask. The screen loads `unsavedEditsMessages` with its own.
 */
export function useUnsavedEdits(unsaved: boolean): UnsavedEdits {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{ leave: () => void } | null>(null);
  const [form] = useState<UnsavedForm>(() => ({
    holdNavigation: (leave) => setPending({ leave }),
  }));

  useEffect(() => {
    if (!unsaved) return;
    addUnsavedForm(form);
    const warnBeforeUnload = (event: BeforeUnloadEvent) => {
      if (holdsEdits(form)) event.preventDefault();
    };
    // Back and forward within the app, where the browser lets a page cancel them (the Navigation
    // API): a cancelled traversal is made once the user chooses to leave.
    const holdTraversal = (event: NavigateEvent) => {
      if (event.navigationType !== 'traverse' || !event.cancelable) return;
      if (event.defaultPrevented || !holdsEdits(form)) return;
      event.preventDefault();
      const { key } = event.destination;
      form.holdNavigation(() => void window.navigation?.traverseTo(key));
    };
    window.addEventListener('beforeunload', warnBeforeUnload);
    window.navigation?.addEventListener('navigate', holdTraversal);
    return () => {
      removeUnsavedForm(form);
      window.removeEventListener('beforeunload', warnBeforeUnload);
      window.navigation?.removeEventListener('navigate', holdTraversal);
    };
  }, [form, unsaved]);

  const leavePrompt = pending && (
    <ConfirmDialog
      title={t('unsavedEdits.title')}
      message={t('unsavedEdits.message')}
      cancelLabel={t('unsavedEdits.stay')}
      confirmLabel={t('unsavedEdits.leave')}
      onConfirm={() => {
        setPending(null);
        leaveUnsaved(pending.leave);
        return Promise.resolve();
      }}
      describeFailure={() => null}
      onClose={() => setPending(null)}
    />
  );
  return { leavePrompt, release: () => removeUnsavedForm(form) };
}
