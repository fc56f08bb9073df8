import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.js';
import styles from '../login-page.module.css';
import type { CallbackFieldProps } from './callback-field-props.js';
import { webAuthnRequestOptions } from './webauthn-request-options.js';

type KeyState = 'waiting' | 'failed' | 'unsupported';
type Signature =
  { kind: 'signed'; answer: string } | { kind: 'failed' | 'unsupported' | 'aborted' };

/** Asks the browser for a security key's signature of the step's challenge. */
async function requestSignature(
  options: PublicKeyCredentialRequestOptionsJSON,
): Promise<Signature> {
  try {
    const { browserSupportsWebAuthn, startAuthentication } =
      await import('@simplewebauthn/browser');
    if (!browserSupportsWebAuthn()) return { kind: 'unsupported' };
    const answer = await startAuthentication({ optionsJSON: options });
    return { kind: 'signed', answer: JSON.stringify(answer) };
  } catch (error) {
    // A second request cancels the first (a remount does that); only the last one counts.
    return { kind: error instanceof Error && error.name === 'AbortError' ? 'aborted' : 'failed' };
  }
}

/**
 * AM's WebAuthn authentication step: asks the browser for the security key's signature
 * (`navigator.credentials.get`, through @simplewebauthn/browser) as the step opens, then sends the
 * answer in the hidden `webAuthnOutcome` value. A refused or cancelled request can be tried again.
 */
export function WebAuthnCallback({ callback, callbacks = [] }: CallbackFieldProps) {
  const { t } = useTranslation();
  const outcomeRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<KeyState>('waiting');
  const input = callback.input[0];
  const options = webAuthnRequestOptions(callbacks);
  const challenge = options?.challenge;

  const askKey = useCallback(
    (requestOptions: PublicKeyCredentialRequestOptionsJSON) =>
      requestSignature(requestOptions).then((signature) => {
        if (signature.kind === 'aborted') return;
        if (signature.kind !== 'signed') {
          setState(signature.kind);
          return;
        }
        const field = outcomeRef.current;
        if (!field) return;
        field.value = signature.answer;
        field.form?.requestSubmit();
      }),
    [],
  );

  useEffect(() => {
    if (options) void askKey(options);
    // A new challenge is a new step; the options object itself is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [askKey, challenge]);

  if (!input) return null;
  if (!options || state === 'unsupported') {
    return (
      <p className={styles.messageError} role="alert">
        {t('journeys.twoStep.webAuthnUnsupported')}
      </p>
    );
  }
  return (
    <>
      <input ref={outcomeRef} type="hidden" name={input.name} defaultValue="" />
      {state === 'failed' ? (
        <>
          <p className={styles.messageError} role="alert">
            {t('journeys.twoStep.webAuthnFailed')}
          </p>
          <Button
            fullWidth
            onPress={() => {
              setState('waiting');
              void askKey(options);
            }}
          >
            {t('journeys.twoStep.webAuthnRetry')}
          </Button>
        </>
      ) : (
        <p className={styles.message} role="status">
          {t('journeys.twoStep.webAuthnWaiting')}
        </p>
      )}
    </>
  );
}
