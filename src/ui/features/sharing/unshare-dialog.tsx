import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { BusyButton } from '../../components/busy-button.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import { graphql } from '../../gql/index.js';
import type { SharedResourceTarget } from './share-dialog.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { useRevisionSave } from '../../components/use-revision-save.js';

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
  const { problem, save } = useRevisionSave({ failed: 'sharing.errors.unshare' });
  const [unshare, { loading }] = useMutation(UnshareDialog_Unshare);

  const confirm = async () => {
    await save(
      async () => {
        await unshare({
          variables: { input: { resourceId: resource.id, rev: resource.rev, username } },
        });
        toast({ messageKey: 'sharing.notices.unshared', tone: 'success' });
        onClose();
      },
      (refused) => {
        if (refused.kind !== 'conflict') return { kind: 'message', messageKey: refused.messageKey };
        onConflict();
        return { kind: 'message', messageKey: 'sharing.errors.conflict' };
      },
    );
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
          <BusyButton busy={loading} onPress={() => void confirm()}>
            {t('sharing.unshareDialog.confirm')}
          </BusyButton>
        </>
      }
    >
      <p>{t('sharing.unshareDialog.body', { name: resource.name, username })}</p>
      {problem ? <SaveProblemAlert problem={problem} /> : null}
    </ModalDialog>
  );
}
