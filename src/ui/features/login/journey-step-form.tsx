import { Suspense, useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { BusyButton } from '../../components/busy-button.js';
import { LoadingState } from '../../components/loading-state.js';
import { rendererFor } from './callbacks/callback-renderers.js';
import type { JourneyCallbackData } from './callbacks/journey-callback-fragment.js';
import { StepFieldValues, stepFieldValues } from './callbacks/step-field-values.js';
import { UnsupportedCallback } from './callbacks/unsupported-callback.js';
import styles from './login-page.module.css';

export interface JourneyStepFormProps {
  callbacks: readonly JourneyCallbackData[];
  /** The page's stage, which picks a stage's own renderers (a 2-step code, a security key). */
  stage?: string | null;
  busy: boolean;
  autoFocus: boolean;
  onSubmit: (callbacks: readonly JourneyCallbackData[], form: FormData) => void;
  /** Fields of the page's own, after the step's (remember me). */
  children?: ReactNode;
}

export function JourneyStepForm({
  callbacks,
  stage = null,
  busy,
  autoFocus,
  onSubmit,
  children,
}: JourneyStepFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldValues, setFieldValues] = useState<Record<string, string>>({});
  const firstField = callbacks.findIndex(
    (callback) => rendererFor(callback.type, stage)?.focusable,
  );
  const unsupported = callbacks.some((callback) => rendererFor(callback.type, stage) === undefined);
  const hidesSubmit = callbacks.some((callback) => rendererFor(callback.type, stage)?.hidesSubmit);
  const autoSubmit = useCallback(() => formRef.current?.requestSubmit(), []);

  const field = (callback: JourneyCallbackData, index: number) => {
    const renderer = rendererFor(callback.type, stage);
    if (!renderer) return null;
    const { Field } = renderer;
    return (
      <Field
        key={index}
        callback={callback}
        autoFocus={autoFocus && index === firstField}
        onAutoSubmit={autoSubmit}
        callbacks={callbacks}
      />
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !unsupported) onSubmit(callbacks, new FormData(event.currentTarget));
  };

  return (
    <Form ref={formRef} className={styles.form} onSubmit={submit}>
      <div
        className={styles.fields}
        onInput={() => {
          if (formRef.current) {
            setFieldValues(stepFieldValues(callbacks, new FormData(formRef.current)));
          }
        }}
      >
        <StepFieldValues value={fieldValues}>
          <Suspense fallback={<LoadingState />}>
            {callbacks.map((callback, index) =>
              rendererFor(callback.type, stage)?.afterSubmit ? null : field(callback, index),
            )}
          </Suspense>
        </StepFieldValues>
      </div>
      {unsupported ? <UnsupportedCallback /> : null}
      {hidesSubmit ? null : (
        <>
          {children}
          <BusyButton type="submit" busy={busy} isDisabled={unsupported} fullWidth>
            {busy ? t('login.submitting') : t('login.submit')}
          </BusyButton>
        </>
      )}
      {callbacks.map((callback, index) =>
        rendererFor(callback.type, stage)?.afterSubmit ? field(callback, index) : null,
      )}
    </Form>
  );
}
