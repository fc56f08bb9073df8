/**
 * Sends the field's form with `value` in the field, without checking the form's other fields:
 * another way to go on (a recovery code, a social provider) does not need them filled.
 */
export function submitWithChoice(field: HTMLInputElement | null, value: string): void {
  const form = field?.form;
  if (!field || !form) return;
  field.value = value;
  form.noValidate = true;
  form.requestSubmit();
  form.noValidate = false;
}
