import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_COMMENT_LENGTH } from '../../../domain/governance/governance-feature.js';
import { useToast } from '../../app/toast/toast-context.js';
import { ErrorMessage } from '../../components/error-message.js';
import { FormDialog } from '../../components/form-dialog.js';
import { TextField } from '../../components/text-field.js';
import { graphql } from '../../gql/index.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { validationMessage, type ValidationFailure } from '../../i18n/validation-message.js';
import { errorMessageKey, hasErrorCode } from '../../lib/api-error.js';
import { fieldErrors } from '../../lib/field-errors.js';

const RequestRemovalDialog_Request = graphql(`
  mutation RequestRemovalDialog_Request($input: RequestAccessRemovalInput!) {
    requestAccessRemoval(input: $input) {
      id
      status
    }
  }
`);

export interface RequestRemovalDialogProps {
  grant: { id: string; name: string };
  onClose: () => void;
}

function justificationFailure(text: string): ValidationFailure | undefined {
  if (text.trim() === '') return { message: 'errors.required' };
  if (text.length > MAX_COMMENT_LENGTH) {
    return { message: 'validation.maxLength', values: { length: MAX_COMMENT_LENGTH } };
  }
  return undefined;
}

/** Asks, with a justification, that one of the user's grants be removed; it goes to approval. */
export function RequestRemovalDialog({ grant, onClose }: RequestRemovalDialogProps) {
  const { t } = useTranslation();
  const showToast = useToast();
  const [justification, setJustification] = useState('');
  const [invalid, setInvalid] = useState<ValidationFailure | undefined>();
  const [problem, setProblem] = useState<TranslationKey | null>(null);
  const [requestRemoval, { loading }] = useMutation(RequestRemovalDialog_Request);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const failure = justificationFailure(justification);
    setInvalid(failure);
    if (failure) return;
    try {
      await requestRemoval({
        variables: { input: { grantId: grant.id, justification: justification.trim() } },
      });
      showToast({ messageKey: 'myAccess.removal.submitted', tone: 'success' });
      onClose();
    } catch (error) {
      const field = fieldErrors(error).find((each) => each.field === 'justification');
      if (field) setInvalid(field);
      else if (hasErrorCode(error, 'CONFLICT')) setProblem('myAccess.removal.alreadyPending');
      else setProblem(errorMessageKey(error, 'myAccess.errors.removal'));
    }
  };

  return (
    <FormDialog
      title={t('myAccess.removal.title', { name: grant.name })}
      busy={loading}
      cancelLabel={t('myAccess.removal.cancel')}
      submitLabel={loading ? t('myAccess.removal.submitting') : t('myAccess.removal.submit')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      {problem ? <ErrorMessage messageKey={problem} /> : null}
      <p>{t('myAccess.removal.explanation')}</p>
      <TextField
        label={t('myAccess.removal.justification')}
        rows={4}
        isRequired
        autoFocus
        value={justification}
        onChange={(value) => {
          setJustification(value);
          setInvalid(undefined);
        }}
        errorMessage={invalid ? validationMessage(t, invalid) : undefined}
      />
    </FormDialog>
  );
}
