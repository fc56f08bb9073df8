import styles from '../login-page.module.css';
import type { CallbackFieldProps } from './callback-field-props.js';
import { outputText } from './callback-values.js';

const MESSAGE_TYPES = { info: '0', warning: '1', error: '2', script: '4' } as const;

/** Shows the server's message; script messages are never run. */
export function TextOutputCallback({ callback }: CallbackFieldProps) {
  const message = outputText(callback, 'message');
  const messageType = outputText(callback, 'messageType') ?? MESSAGE_TYPES.info;
  if (!message || messageType === MESSAGE_TYPES.script) return null;
  if (messageType === MESSAGE_TYPES.error) {
    return (
      <p className={styles.messageError} role="alert">
        {message}
      </p>
    );
  }
  return (
    <p className={messageType === MESSAGE_TYPES.warning ? styles.messageWarning : styles.message}>
      {message}
    </p>
  );
}
