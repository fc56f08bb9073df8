import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from './form.module.css';
import styles from './password-checklist.module.css';
import { VisuallyHidden } from './visually-hidden.js';
import { passwordMessage } from './password-message.js';
import type { PasswordRule } from './password-rules.js';

/**
 * The realm's password rules, each marked met or not met as the user types; a polite live
 * region says how many are met.
 */
export function PasswordChecklist({ id, rules }: { id: string; rules: readonly PasswordRule[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (rules.length === 0) {
    return (
      <p id={id} className={formStyles.description}>
        {t('passwordChecklist.noRequirements')}
      </p>
    );
  }
  const met = rules.filter((rule) => rule.met).length;
  return (
    <div id={id} className={styles.checklist}>
      <p id={titleId} className={styles.checklistTitle}>
        {t('passwordChecklist.requirements')}
      </p>
      <ul aria-labelledby={titleId} className={styles.rules}>
        {rules.map((rule) => (
          <li key={rule.message} className={styles.rule} data-met={rule.met}>
            <span className={styles.ruleMark} aria-hidden="true">
              {rule.met ? '✓' : '✗'}
            </span>
            <span>
              <VisuallyHidden>
                {rule.met ? t('passwordChecklist.met') : t('passwordChecklist.unmet')}{' '}
              </VisuallyHidden>
              {passwordMessage(t, rule)}
            </span>
          </li>
        ))}
      </ul>
      <VisuallyHidden aria-live="polite">
        {t('passwordChecklist.summary', { met, total: rules.length })}
      </VisuallyHidden>
    </div>
  );
}
