import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import { graphql } from '../../gql/index.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import type { SharedResourceTarget } from './share-dialog.js';
import { sharingProblem } from './sharing-problem.js';

const UnshareDialog_Unshare = graphql(`
  mutation UnshareDialog_Unshare($input: UnshareResourceInput!) {
    unshareResource(input: $input) {
      id
      rev
      shares {
        username
        scopes
      }
    }
  }
`);

export interface UnshareDialogProps {
  resource: SharedResourceTarget;
  username: string;
  onClose: () => void;
  /** Called when the resource changed since the page showed it, so that it shows the latest. */
  onConflict: () => void;
}

/** Asks before a user loses access to a resource. */
export function UnshareDialog({ resource, username, onClose, onConflict }: UnshareDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [problem, setProblem] = useState<TranslationKey>();
  const [unshare, { loading }] = useMutation(UnshareDialog_Unshare);

  const confirm = async () => {
    setProblem(undefined);
    try {
      await unshare({
        variables: { input: { resourceId: resource.id, rev: resource.rev, username } },
      });
      toast({ messageKey: 'sharing.notices.unshared', tone: 'success' });
      onClose();
    } catch (error) {
      const found = sharingProblem(error, 'sharing.errors.unshare');
      setProblem(found.kind === 'message' ? found.messageKey : 'sharing.errors.unshare');
      if (found.kind === 'message' && found.conflict) onConflict();
    }
  };

  return (
    <ModalDialog
      role="alertdialog"
      title={t('sharing.unshareDialog.title', { name: resource.name })}
      onClose={loading ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" isDisabled={loading} onPress={onClose} autoFocus>
            {t('sharing.unshareDialog.cancel')}
          </Button>
          <Button isDisabled={loading} onPress={() => void confirm()}>
            {t('sharing.unshareDialog.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('sharing.unshareDialog.body', { name: resource.name, username })}</p>
      {problem ? <ErrorMessage messageKey={problem} /> : null}
    </ModalDialog>
  );
}
