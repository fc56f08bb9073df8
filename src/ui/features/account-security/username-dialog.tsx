import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { changeUsernameSchema } from '../../../domain/account-credentials-inputs.js';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import { graphql } from '../../gql/index.js';
import type { ValidationFailure } from '../../i18n/validation-message.js';
import styles from './account-security.module.css';
import { SaveProblemAlert } from './save-problem-alert.js';
import { SAVE_FAILED, fieldErrorText, saveFailure, type SaveProblem } from './save-problem.js';
import { TextField } from '../../components/text-field.js';

export const UsernameDialog_ChangeUsername = graphql(`
  mutation UsernameDialog_ChangeUsername($input: ChangeUsernameInput!) {
    changeUsername(input: $input) {
      id
      rev
      userName
    }
  }
`);

export interface UsernameDialogProps {
  rev: string;
  userName: string;
  onClose: () => void;
  /** Reads the account again (after a conflict); the dialog keeps what was typed. */
  onReload: () => Promise<void>;
}

export function UsernameDialog({ rev, userName, onClose, onReload }: UsernameDialogProps) {
  const { t, i18n } = useTranslation();
  const showToast = useToast();
  const formId = useId();
  const [value, setValue] = useState(userName);
  const [error, setError] = useState<ValidationFailure | undefined>();
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const reload = async () => {
    await onReload();
    setProblem(null);
  };
  const [changeUsername, { loading }] = useMutation(UsernameDialog_ChangeUsername, {
    // The profile shows the username and sends the user's revision; the top bar may show the name.
    refetchQueries: ['ProfilePage_Profile', 'ShellUser_Me'],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = z.safeParse(changeUsernameSchema, { rev, userName: value });
    if (!parsed.success) {
      const issue = parsed.error.issues.find(({ path }) => path[0] === 'userName');
      setError(issue ? { message: issue.message } : { message: 'validation.custom' });
      return;
    }
    setError(undefined);
    try {
      await changeUsername({ variables: { input: parsed.data } });
      showToast({ messageKey: 'accountSecurity.username.changed', tone: 'success' });
      onClose();
    } catch (caught) {
      const failure = saveFailure(caught);
      const fieldError = failure.fields.find(({ field }) => field === 'userName');
      setError(fieldError);
      setProblem(failure.problem ?? (fieldError ? null : SAVE_FAILED));
    }
  };

  return (
    <ModalDialog
      title={t('accountSecurity.username.change')}
      onClose={loading ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={loading}>
            {t('accountSecurity.actions.cancel')}
          </Button>
          <Button type="submit" form={formId} isDisabled={loading || value === userName}>
            {loading ? t('accountSecurity.actions.saving') : t('accountSecurity.username.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {problem ? <SaveProblemAlert problem={problem} onReload={() => void reload()} /> : null}
        <TextField
          isRequired
          spellCheck={false}
          label={t('accountSecurity.username.newLabel')}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
          autoComplete="username"
          autoFocus
          description={t('accountSecurity.username.description')}
          errorMessage={error ? fieldErrorText(t, i18n, error) : undefined}
        />
      </form>
    </ModalDialog>
  );
}
