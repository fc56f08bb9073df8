import type { ValidationFailure } from '../../i18n/validation-message.js';

export interface DelegateForm {
  userId: string | null;
  /** Days as YYYY-MM-DD. */
  startDate: string | null;
  endDate: string | null;
}

export type DelegateFormErrors = Partial<Record<keyof DelegateForm, ValidationFailure>>;

/** What the form lacks or gets wrong: every field required, and the end not before the start. */
export function delegateFormErrors(form: DelegateForm): DelegateFormErrors {
  const errors: DelegateFormErrors = {};
  if (!form.userId) errors.userId = { message: 'delegates.validation.userRequired' };
  if (!form.startDate) errors.startDate = { message: 'errors.required' };
  if (!form.endDate) errors.endDate = { message: 'errors.required' };
  else if (form.startDate && form.endDate < form.startDate) {
    errors.endDate = { message: 'delegates.validation.endBeforeStart' };
  }
  return errors;
}
