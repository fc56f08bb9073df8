import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TranslationKey } from '../../i18n/translation-key.js';
import {
  errorMessageKey,
  fieldErrors,
  hasErrorCode,
  type FieldError,
} from '../../lib/api-error.js';
import type { FieldErrors } from './errors-by-field.js';

export type FormProblem =
  'invalid' | 'conflict' | 'reloaded' | 'noChanges' | { messageKey: TranslationKey };

export interface FormSaveOptions {
  /** The message when a save fails for a reason with no words of its own. */
  saveErrorKey: TranslationKey;
  /** The message when reading the stored values again fails likewise. */
  loadErrorKey: TranslationKey;
  /** Reads the stored values again, after a conflict. */
  onReload: () => Promise<void>;
}

/**
 * The state of a form that saves with a revision: field errors, the form's problem, and the
 * focus moved to the first invalid field, or to the problem, after every refused attempt.
 */
export function useFormSave({ saveErrorKey, loadErrorKey, onReload }: FormSaveOptions) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? problemRef.current)?.focus();
  }, [attempt]);

  const refuse = (found: FieldErrors, next: FormProblem) => {
    setErrors(found);
    setProblem(next);
    setAttempt((count) => count + 1);
  };

  /** Shows why the server refused a save: a conflict, the fields it names, or its message. */
  const refuseFailure = (
    error: unknown,
    byField: (errors: readonly FieldError[]) => FieldErrors,
  ) => {
    if (hasErrorCode(error, 'CONFLICT')) return refuse({}, 'conflict');
    const found = byField(fieldErrors(error));
    if (hasErrorCode(error, 'BAD_USER_INPUT') && Object.keys(found).length > 0) {
      return refuse(found, 'invalid');
    }
    refuse({}, { messageKey: errorMessageKey(error, saveErrorKey) });
  };

  const clearError = (name: string) => {
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>, save: () => Promise<void>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void save().finally(() => setBusy(false));
  };

  const reload = async () => {
    setBusy(true);
    try {
      await onReload();
      setProblem('reloaded');
    } catch (error) {
      setProblem({ messageKey: errorMessageKey(error, loadErrorKey) });
    } finally {
      setBusy(false);
      setAttempt((count) => count + 1);
    }
  };

  return {
    errors,
    setErrors,
    problem,
    setProblem,
    busy,
    formRef,
    problemRef,
    refuse,
    refuseFailure,
    clearError,
    submit,
    reload,
  };
}
