import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { ErrorMessage } from '../../components/error-message.js';
import { graphql } from '../../gql/index.js';
import { errorMessageKey, hasErrorCode } from '../../lib/api-error.js';
import type { ShownDelegate } from './delegates-page.js';

const RemoveDelegateDialog_Remove = graphql(`
  mutation RemoveDelegateDialog_Remove($input: RemoveDelegateInput!) {
    removeDelegate(input: $input)
  }
`);

export interface RemoveDelegateDialogProps {
  /** The delegate as the list shows it now, with its latest revision. */
  delegate: ShownDelegate;
  /** Reads the list again after someone else changed the delegate. */
  onConflict: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before a delegate stops acting for the user; after a conflict, asks again on the latest. */
export function RemoveDelegateDialog({ delegate, onConflict, onClose }: RemoveDelegateDialogProps) {
  const { t } = useTranslation();
  const showToast = useToast();
  const [removeDelegate] = useMutation(RemoveDelegateDialog_Remove, {
    refetchQueries: ['DelegatesPage_Delegates'],
    awaitRefetchQueries: true,
  });

  const remove = async () => {
    try {
      await removeDelegate({ variables: { input: { id: delegate.id, rev: delegate.rev } } });
    } catch (error) {
      if (hasErrorCode(error, 'CONFLICT')) await onConflict();
      throw error;
    }
    showToast({ messageKey: 'delegates.remove.removed', tone: 'success' });
    onClose();
  };

  return (
    <ConfirmDialog
      title={t('delegates.remove.title')}
      message={t('delegates.remove.question', { name: delegate.name })}
      cancelLabel={t('delegates.remove.cancel')}
      confirmLabel={t('delegates.remove.confirm')}
      busyLabel={t('delegates.remove.removing')}
      onConfirm={remove}
      describeFailure={(error) => (
        <ErrorMessage
          messageKey={
            hasErrorCode(error, 'CONFLICT')
              ? 'delegates.remove.conflict'
              : errorMessageKey(error, 'delegates.errors.remove')
          }
        />
      )}
      onClose={onClose}
    />
  );
}
