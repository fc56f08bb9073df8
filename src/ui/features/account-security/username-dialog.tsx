import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { changeUsernameSchema } from '../../../domain/account-credentials-inputs.js';
import { issueFailure } from '../../../domain/validation/issue-values.js';
import { useToast } from '../../app/toast/toast-context.js';
import { FormDialog } from '../../components/form-dialog.js';
import { graphql } from '../../gql/index.js';
import type { ValidationFailure } from '../../i18n/validation-message.js';
import { fieldErrorText } from './field-error-text.js';
import { SAVE_FAILED, SAVE_PROBLEM_MESSAGES } from './save-problem-messages.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { TextField } from '../../components/text-field.js';
import { useRevisionSave } from '../../components/use-revision-save.js';

const UsernameDialog_ChangeUsername = graphql(`
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
  const [value, setValue] = useState(userName);
  const [error, setError] = useState<ValidationFailure | undefined>();
  const { problem, setProblem, busy, save, reload } = useRevisionSave({
    failed: 'accountSecurity.errors.save',
    onReload,
  });
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
      setError(issue ? issueFailure(issue) : { message: 'validation.custom' });
      return;
    }
    setError(undefined);
    await save(
      async () => {
        await changeUsername({ variables: { input: parsed.data } });
        showToast({ messageKey: 'accountSecurity.username.changed', tone: 'success' });
        onClose();
      },
      (found) => {
        const fieldError =
          found.kind === 'invalid'
            ? found.fields.find(({ field }) => field === 'userName')
            : undefined;
        setError(fieldError);
        if (found.kind !== 'invalid') return found;
        return fieldError ? null : SAVE_FAILED;
      },
    );
  };

  return (
    <FormDialog
      title={t('accountSecurity.username.change')}
      busy={loading}
      cancelLabel={t('accountSecurity.actions.cancel')}
      submitLabel={
        loading ? t('accountSecurity.actions.saving') : t('accountSecurity.username.save')
      }
      isSubmitDisabled={value === userName}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      {problem ? (
        <SaveProblemAlert
          problem={problem}
          messages={SAVE_PROBLEM_MESSAGES}
          busy={busy}
          onReload={() => void reload()}
        />
      ) : null}
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
    </FormDialog>
  );
}
