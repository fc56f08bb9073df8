import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TranslationKey } from '../../i18n/translation-key.js';
import type { FieldError } from '../../lib/api-error.js';
import { useRevisionSave, type FormProblem } from '../use-revision-save.js';
import type { FieldErrors } from './errors-by-field.js';

export interface FormSaveOptions {
  /** The message when a save fails for a reason with no words of its own. */
  saveErrorKey: TranslationKey;
  /** The message when reading the stored values again fails likewise. */
  loadErrorKey: TranslationKey;
  /** Reads the stored values again, after a conflict. */
  onReload: () => Promise<void>;
}

/**
 * The revision-aware save of a form with fields: field errors, the form's problem, and the focus
 * moved to the first invalid field, or to the problem, after every refused attempt.
 */
export function useFormSave({ saveErrorKey, loadErrorKey, onReload }: FormSaveOptions) {
  const revisionSave = useRevisionSave({
    failed: saveErrorKey,
    loadFailed: loadErrorKey,
    onReload,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const busy = submitting || revisionSave.busy;
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? problemRef.current)?.focus();
  }, [attempt]);

  const refused = () => setAttempt((count) => count + 1);

  /** Refuses an attempt before anything is sent: for the fields found, or for `next`. */
  const refuse = (
    found: FieldErrors,
    next: FormProblem = { kind: 'invalid', fields: [], messageKey: saveErrorKey },
  ) => {
    setErrors(found);
    revisionSave.setProblem(next);
    refused();
  };

  /** Shows why the server refused a save: a conflict, the fields it names, or its message. */
  const refuseFailure = (
    error: unknown,
    byField: (errors: readonly FieldError[]) => FieldErrors,
  ) => {
    void revisionSave.fail(error, (found) => {
      setErrors(found.kind === 'invalid' ? byField(found.fields) : {});
      return found;
    });
    refused();
  };

  const clearError = (name: string) => {
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>, save: () => Promise<void>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitting(true);
    void save().finally(() => setSubmitting(false));
  };

  const reload = async () => {
    await revisionSave.reload();
    refused();
  };

  return {
    errors,
    setErrors,
    problem: revisionSave.problem,
    setProblem: revisionSave.setProblem,
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
