import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordPolicyFromIdm } from '../../../../domain/idm-password-policy.js';
import { PasswordChecklist } from '../../../components/password-checklist.js';
import { passwordRules } from '../../../components/password-rules.js';
import type { CallbackFieldProps } from './callback-field-props.js';
import { describedPolicies } from './callback-policies.js';
import { outputText } from './callback-values.js';
import { PolicyTextField } from './policy-text-field.js';
import { useStepFieldValues } from './step-field-values.js';

/** A new password, with the realm's rules checked off as the user types. */
export function ValidatedCreatePasswordCallback(props: CallbackFieldProps) {
  const { t } = useTranslation();
  const checklistId = useId();
  const [password, setPassword] = useState('');
  const fields = useStepFieldValues();
  const policy = useMemo(
    () => passwordPolicyFromIdm(describedPolicies(props.callback)),
    [props.callback],
  );
  const rules = passwordRules(password, { policy, context: { fields } });
  return (
    <PolicyTextField
      {...props}
      property="password"
      label={outputText(props.callback, 'prompt') ?? t('login.passwordFallback')}
      type="password"
      autoComplete="new-password"
      onValueChange={setPassword}
      describedBy={checklistId}
    >
      <PasswordChecklist id={checklistId} rules={rules} />
    </PolicyTextField>
  );
}
