import { useMutation } from '@apollo/client/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { changePasswordSchema } from '../../../domain/account-credentials-inputs.js';
import { issueFailure } from '../../../domain/validation/issue-values.js';
import { TOO_MANY_ATTEMPTS } from '../../../domain/rate-limit.js';
import { useToast } from '../../app/toast/toast-context.js';
import { FormDialog } from '../../components/form-dialog.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import type { ValidationFailure } from '../../i18n/validation-message.js';
import { retryAfterSeconds } from '../../lib/api-error.js';
import styles from './account-security.module.css';
import { PasswordChecklist } from '../../components/password-checklist.js';
import { passwordMessage } from '../../components/password-message.js';
import {
  failedPasswordRules,
  passwordRules,
  realmPasswordRules,
} from '../../components/password-rules.js';
import { fieldErrorText } from './field-error-text.js';
import { SAVE_FAILED } from './save-problem-messages.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { TextField } from '../../components/text-field.js';
import { useRevisionSave } from '../../components/use-revision-save.js';

const PasswordDialog_PasswordPolicyFragment = graphql(`
  fragment PasswordDialog_PasswordPolicyFragment on PasswordPolicy {
    minLength
    maxLength
    minCapitals
    minLowercase
    minNumbers
    minSymbols
    minCharacterSets
    maxRepeatedCharacters
    cannotContainOthers
    cannotContainOthersCaseInsensitive
    noCommonPasswords
    passwordHistory
    fieldValues
  }
`);

const PasswordDialog_ChangePassword = graphql(`
  mutation PasswordDialog_ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      id
      rev
    }
  }
`);

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
type FieldErrors = Partial<Record<Field, ValidationFailure>>;

export interface PasswordDialogProps {
  policy: FragmentType<typeof PasswordDialog_PasswordPolicyFragment>;
  onClose: () => void;
}

export function PasswordDialog({ policy: policyRef, onClose }: PasswordDialogProps) {
  const { t, i18n } = useTranslation();
  const showToast = useToast();
  const checklistId = useId();
  const rejectedId = useId();
  const policyFields = getFragmentData(PasswordDialog_PasswordPolicyFragment, policyRef);
  const realmRules = useMemo(() => realmPasswordRules(policyFields), [policyFields]);
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [rejected, setRejected] = useState<ValidationFailure[]>([]);
  const { problem, setProblem, save } = useRevisionSave({ failed: 'accountSecurity.errors.save' });
  const [changePassword, { loading }] = useMutation(PasswordDialog_ChangePassword, {
    // The change moves the user's revision on, which the profile form sends with its next save.
    refetchQueries: ['ProfilePage_Profile'],
  });
  const rules = passwordRules(values.newPassword, realmRules);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    if (field === 'newPassword') setRejected([]);
  };

  const checked = (): boolean => {
    const found: FieldErrors = {};
    const parsed = z.safeParse(changePasswordSchema, values);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0] as Field;
      found[field] ??= issueFailure(issue);
    }
    const weak =
      values.newPassword === '' ? [] : failedPasswordRules(values.newPassword, realmRules);
    if (!found.confirmPassword && values.confirmPassword !== values.newPassword) {
      found.confirmPassword = { message: 'accountSecurity.password.mismatch' };
    }
    setErrors(found);
    setRejected(weak);
    return Object.keys(found).length === 0 && weak.length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!checked()) return;
    await save(
      async () => {
        await changePassword({
          variables: {
            input: { currentPassword: values.currentPassword, newPassword: values.newPassword },
          },
        });
        showToast({ messageKey: 'accountSecurity.password.changed', tone: 'success' });
        onClose();
      },
      (found, caught) => {
        const fields = found.kind === 'invalid' ? found.fields : [];
        const byField = (field: Field) => fields.filter((error) => error.field === field);
        const seconds = retryAfterSeconds(caught);
        const current =
          seconds === undefined
            ? byField('currentPassword')[0]
            : { message: TOO_MANY_ATTEMPTS, values: { seconds } };
        setErrors(current ? { currentPassword: current } : {});
        setRejected(byField('newPassword'));
        if (current !== undefined || byField('newPassword').length > 0) return null;
        return found.kind === 'message' ? found : SAVE_FAILED;
      },
    );
  };

  const errorText = (field: Field) => {
    const error = errors[field];
    return error ? fieldErrorText(t, i18n, error) : undefined;
  };

  return (
    <FormDialog
      title={t('accountSecurity.password.change')}
      busy={loading}
      cancelLabel={t('accountSecurity.actions.cancel')}
      submitLabel={
        loading ? t('accountSecurity.actions.saving') : t('accountSecurity.password.save')
      }
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      {problem ? <SaveProblemAlert problem={problem} /> : null}
      <TextField
        isRequired
        spellCheck={false}
        label={t('accountSecurity.password.current')}
        type="password"
        autoComplete="current-password"
        autoFocus
        value={values.currentPassword}
        onChange={change('currentPassword')}
        errorMessage={errorText('currentPassword')}
      />
      <TextField
        isRequired
        spellCheck={false}
        label={t('accountSecurity.password.new')}
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={change('newPassword')}
        errorMessage={errorText('newPassword')}
        isInvalid={errors.newPassword !== undefined || rejected.length > 0}
        describedBy={rejected.length > 0 ? `${rejectedId} ${checklistId}` : checklistId}
      />
      {rejected.length > 0 ? (
        <div id={rejectedId} className={styles.rejected} role="alert">
          <p>{t('accountSecurity.password.rejected')}</p>
          <ul>
            {rejected.map((failure) => (
              <li key={failure.message}>{passwordMessage(t, failure)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <PasswordChecklist id={checklistId} rules={rules} />
      <TextField
        isRequired
        spellCheck={false}
        label={t('accountSecurity.password.confirm')}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={change('confirmPassword')}
        errorMessage={errorText('confirmPassword')}
      />
    </FormDialog>
  );
}
