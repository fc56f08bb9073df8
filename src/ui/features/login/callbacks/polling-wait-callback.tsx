import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../login-page.module.css';
import type { CallbackFieldProps } from './callback-field-props.js';
import { outputText } from './callback-values.js';

const DEFAULT_WAIT_MS = 5000;

/** Waits as long as the journey asks (a push to approve), then sends the step again by itself. */
export function PollingWaitCallback({ callback, onAutoSubmit }: CallbackFieldProps) {
  const { t } = useTranslation();
  const waitTime = Number(outputText(callback, 'waitTime'));
  const delay = Number.isFinite(waitTime) && waitTime > 0 ? waitTime : DEFAULT_WAIT_MS;
  useEffect(() => {
    if (!onAutoSubmit) return undefined;
    const timer = setTimeout(onAutoSubmit, delay);
    return () => clearTimeout(timer);
  }, [delay, onAutoSubmit]);
  return (
    <p className={styles.message} role="status">
      {outputText(callback, 'message') || t('journeys.waiting')}
    </p>
  );
}
