import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../button.js';
import { BusyButton } from '../busy-button.js';
import { ModalDialog } from '../modal-dialog.js';
import { SaveProblemAlert } from '../save-problem-alert.js';
import { useRevisionSave } from '../use-revision-save.js';
import type { ActedOnRequest } from './acted-on-request.js';
import { RequestActions_Cancel } from './request-mutations.js';

export interface CancelRequestDialogProps {
  request: ActedOnRequest;
  onReload: () => Promise<void>;
  onClose: () => void;
}

/** Asks before cancelling a pending request, and says why it could not be. */
export function CancelRequestDialog({ request, onReload, onClose }: CancelRequestDialogProps) {
  const { t } = useTranslation();
  const showToast = useToast();
  const [cancel] = useMutation(RequestActions_Cancel);
  const { problem, busy, save, reload } = useRevisionSave({
    failed: 'accessRequest.errors.cancel',
    onReload,
    loadFailed: 'accessRequest.errors.load',
  });

  const confirm = async () => {
    const done = await save(async () => {
      await cancel({ variables: { input: { id: request.id, rev: request.rev, comment: '' } } });
    });
    if (!done) return;
    showToast({ messageKey: 'accessRequest.dialog.cancel.done', tone: 'success' });
    onClose();
  };

  return (
    <ModalDialog
      title={t('accessRequest.dialog.cancel.title')}
      role="alertdialog"
      onClose={busy ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={onClose} autoFocus>
            {t('accessRequest.dialog.cancel.keep')}
          </Button>
          <BusyButton busy={busy} onPress={() => void confirm()}>
            {busy ? t('accessRequest.dialog.cancel.busy') : t('accessRequest.dialog.cancel.submit')}
          </BusyButton>
        </>
      }
    >
      <p>
        {t('accessRequest.dialog.cancel.message', {
          item: request.item.name,
          user: request.requestedFor.displayName,
        })}
      </p>
      {problem ? (
        <SaveProblemAlert
          problem={problem}
          messages={{ conflict: 'accessRequest.errors.conflict' }}
          onReload={() => void reload()}
          busy={busy}
        />
      ) : null}
    </ModalDialog>
  );
}
