import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { Button } from '../../components/button.js';
import { rendererFor } from './callbacks/callback-renderers.js';
import type { JourneyCallbackData } from './callbacks/journey-callback-fragment.js';
import { UnsupportedCallback } from './callbacks/unsupported-callback.js';
import styles from './login-page.module.css';

export interface JourneyStepFormProps {
  callbacks: readonly JourneyCallbackData[];
  busy: boolean;
  autoFocus: boolean;
  onSubmit: (callbacks: readonly JourneyCallbackData[], form: FormData) => void;
}

export function JourneyStepForm({ callbacks, busy, autoFocus, onSubmit }: JourneyStepFormProps) {
  const { t } = useTranslation();
  const firstField = callbacks.findIndex((callback) => rendererFor(callback.type)?.focusable);
  const unsupported = callbacks.some((callback) => rendererFor(callback.type) === undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !unsupported) onSubmit(callbacks, new FormData(event.currentTarget));
  };

  return (
    <Form className={styles.form} onSubmit={submit}>
      {callbacks.map((callback, index) => {
        const renderer = rendererFor(callback.type);
        if (!renderer) return null;
        const { Field } = renderer;
        return (
          <Field key={index} callback={callback} autoFocus={autoFocus && index === firstField} />
        );
      })}
      {unsupported ? <UnsupportedCallback /> : null}
      <Button type="submit" isDisabled={busy || unsupported} fullWidth>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </Form>
  );
}
