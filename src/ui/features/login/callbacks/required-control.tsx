import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styles from '../login-page.module.css';

type NativeControl = HTMLInputElement | HTMLSelectElement;

const isControl = (element: Element): element is NativeControl | HTMLTextAreaElement =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

const firstInvalidControl = (form: HTMLFormElement) =>
  [...form.elements].find((element) => isControl(element) && !element.validity.valid);

/**
 * A native required control (a select, a checkbox) that reports a missing value as the journey's
 * text fields do: under the control, in the app's language, and without the browser's bubble,
 * which speaks the browser's language. The first invalid control of the form takes the focus.
 */
export function useRequiredControl(message: string) {
  const errorId = useId();
  const [invalid, setInvalid] = useState(false);
  const controlProps = {
    required: true,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
    'data-invalid': invalid || undefined,
    onInvalid(event: FormEvent<NativeControl>) {
      event.preventDefault();
      setInvalid(true);
      const control = event.currentTarget;
      if (control.form && firstInvalidControl(control.form) === control) control.focus();
    },
  };
  /** Clears the error once the control holds a value. */
  const revalidate = (control: NativeControl) => {
    if (invalid) setInvalid(!control.validity.valid);
  };
  const error: ReactNode = invalid ? (
    <p id={errorId} className={styles.fieldError}>
      {message}
    </p>
  ) : null;
  return { controlProps, revalidate, error };
}
