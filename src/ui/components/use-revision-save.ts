import { useState } from 'react';
import type { TranslationKey } from '../i18n/translation-key.js';
import { errorMessageKey, type FieldError } from '../lib/api-error.js';
import { saveProblem, type SaveProblem } from './save-problem.js';

/** What a form says after a save or a reload: why it failed, or that the latest is loaded. */
export type FormProblem = SaveProblem | { kind: 'reloaded' } | { kind: 'noChanges' };

export interface RevisionSaveOptions {
  /** The message when a save fails for a reason with no words of its own. */
  failed: TranslationKey;
  /** Reads the stored values again: offered after a conflict. */
  onReload?: () => Promise<void>;
  /** The message when reading the stored values again fails likewise. */
  loadFailed?: TranslationKey;
  /** Reads the stored values again as soon as a save meets a conflict. */
  reloadOnConflict?: boolean;
}

/**
 * A save by revision: editing, then saving, then saved or refused (conflict, invalid, failed);
 * after a conflict, the latest version can be reloaded while the form keeps what was entered.
 */
export function useRevisionSave({
  failed,
  onReload,
  loadFailed = 'errors.generic',
  reloadOnConflict = false,
}: RevisionSaveOptions) {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState(false);

  /**
   * Shows why a save failed: the problem, or what `refused` makes of it (null when the form shows
   * it by its fields).
   */
  const fail = async (
    error: unknown,
    refused: (found: SaveProblem, error: unknown) => FormProblem | null = (found) => found,
  ) => {
    const found = saveProblem(error, failed);
    setProblem(refused(found, error));
    if (found.kind === 'conflict' && reloadOnConflict && onReload) {
      await onReload().catch(() => undefined);
    }
  };

  /** Runs `run`, showing why it failed if it does; resolves to whether the save went through. */
  const save = async (
    run: () => Promise<void>,
    refused?: (found: SaveProblem, error: unknown) => FormProblem | null,
  ): Promise<boolean> => {
    setProblem(null);
    setBusy(true);
    try {
      await run();
      return true;
    } catch (error) {
      await fail(error, refused);
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** Reads the latest version; the form keeps what was entered. */
  const reload = async () => {
    if (!onReload) return;
    setBusy(true);
    try {
      await onReload();
      setProblem({ kind: 'reloaded' });
    } catch (error) {
      setProblem({ kind: 'message', messageKey: errorMessageKey(error, loadFailed) });
    } finally {
      setBusy(false);
    }
  };

  /** What the last save said of `field`, until the field is edited. */
  const refusalOf = (field: string): FieldError | undefined =>
    problem?.kind === 'invalid' ? problem.fields.find((error) => error.field === field) : undefined;

  /** `fields` were edited: what the last save said of them goes, and the form's alert with the last. */
  const fieldsEdited = (...edited: string[]) => {
    setProblem((current) => {
      if (current?.kind !== 'invalid') return current;
      const fields = current.fields.filter((error) => !edited.includes(error.field));
      if (fields.length === current.fields.length) return current;
      return fields.length > 0 ? { ...current, fields } : null;
    });
  };

  return { problem, setProblem, busy, save, fail, reload, refusalOf, fieldsEdited };
}
