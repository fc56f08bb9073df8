import styles from '../login-page.module.css';
import type { CallbackFieldProps } from './callback-field-props.js';
import { outputText } from './callback-values.js';

/** What happens next (check your email): the journey waits for a link, not for this page. */
export function SuspendedTextOutputCallback({ callback }: CallbackFieldProps) {
  const message = outputText(callback, 'message');
  return message ? (
    <p className={styles.message} role="status">
      {message}
    </p>
  ) : null;
}
