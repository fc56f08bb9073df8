import { useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHENTICATION } from '../../../../domain/social-sign-in.js';
import { Button } from '../../../components/button.js';
import styles from '../login-page.module.css';
import type { CallbackFieldProps } from './callback-field-props.js';
import type { JourneyCallbackData } from './journey-callback-fragment.js';
import { outputValue } from './callback-values.js';
import { submitWithChoice } from './submit-with-choice.js';

interface SocialProviderButton {
  provider: string;
  label: string;
  style: CSSProperties | undefined;
}

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The providers the step offers, in the colours each asks for when they are plain colours. */
function providerButtons(callback: JourneyCallbackData): SocialProviderButton[] {
  const providers = outputValue(callback, 'providers');
  return (Array.isArray(providers) ? providers : []).flatMap((entry: unknown) => {
    const { provider, uiConfig } = (entry ?? {}) as {
      provider?: unknown;
      uiConfig?: Record<string, unknown>;
    };
    if (typeof provider !== 'string' || !provider || provider === LOCAL_AUTHENTICATION) return [];
    const {
      buttonDisplayName: label,
      buttonColor: background,
      buttonTextColor: color,
    } = uiConfig ?? {};
    const coloured = HEX_COLOUR.test(String(background)) && HEX_COLOUR.test(String(color));
    return [
      {
        provider,
        label: typeof label === 'string' && label ? label : provider,
        style: coloured
          ? ({ background, color, borderColor: background } as CSSProperties)
          : undefined,
      },
    ];
  });
}

/**
 * AM's SelectIdPCallback: a button per social identity provider, each of which sends the step with
 * that provider chosen; the step's own button signs in with the username and password.
 */
export function SelectIdPCallback({ callback }: CallbackFieldProps) {
  const { t } = useTranslation();
  const valueRef = useRef<HTMLInputElement>(null);
  const input = callback.input[0];
  const buttons = providerButtons(callback);
  if (!input || buttons.length === 0) return null;
  return (
    <div className={styles.otherMethods} role="group" aria-label={t('journeys.social.label')}>
      <p className={styles.divider} aria-hidden="true">
        {t('journeys.social.or')}
      </p>
      <input ref={valueRef} type="hidden" name={input.name} defaultValue="" />
      {buttons.map(({ provider, label, style }) => (
        <Button
          key={provider}
          variant="secondary"
          fullWidth
          style={style}
          onPress={() => submitWithChoice(valueRef.current, provider)}
        >
          {t('journeys.social.signInWith', { provider: label })}
        </Button>
      ))}
    </div>
  );
}
