import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_COMMENT_LENGTH } from '../../../domain/governance/governance-feature.js';
import type { CertificationErrorKey } from '../../../machines/certificationMachine.js';
import { Button } from '../../components/button.js';
import { BusyButton } from '../../components/busy-button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import { TextField } from '../../components/text-field.js';
import {
  UserSearchField,
  type PickedUser,
} from '../../components/user-search-field/user-search-field.js';
import styles from './certification-task.module.css';

export type HandOverKind = 'forward' | 'reassign';

export interface HandOverDialogProps {
  kind: HandOverKind;
  itemName: string;
  /** Hands the item over; resolves to why it failed, or null once it is handed over. */
  onHandOver: (reviewer: PickedUser, comment: string) => Promise<CertificationErrorKey | null>;
  onClose: () => void;
}

/** Chooses the user who takes an item over (forward: beside the reviewer; reassign: instead). */
export function HandOverDialog({ kind, itemName, onHandOver, onClose }: HandOverDialogProps) {
  const { t } = useTranslation();
  const [reviewer, setReviewer] = useState<PickedUser | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CertificationErrorKey | null>(null);
  const tooLong = comment.length > MAX_COMMENT_LENGTH;

  const handOver = async () => {
    if (!reviewer) return;
    setBusy(true);
    setFailure(null);
    const refusal = await onHandOver(reviewer, comment.trim());
    if (refusal) {
      setBusy(false);
      setFailure(refusal);
    }
  };

  const forward = kind === 'forward';
  return (
    <ModalDialog
      title={t(
        forward
          ? 'certificationTask.handOver.forwardTitle'
          : 'certificationTask.handOver.reassignTitle',
        { item: itemName },
      )}
      onClose={busy ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={onClose}>
            {t('certificationTask.handOver.cancel')}
          </Button>
          <BusyButton busy={busy} isDisabled={!reviewer || tooLong} onPress={() => void handOver()}>
            {busy
              ? t('certificationTask.handOver.busy')
              : t(
                  forward
                    ? 'certificationTask.handOver.forwardConfirm'
                    : 'certificationTask.handOver.reassignConfirm',
                )}
          </BusyButton>
        </>
      }
    >
      <p>
        {t(
          forward
            ? 'certificationTask.handOver.forwardIntro'
            : 'certificationTask.handOver.reassignIntro',
        )}
      </p>
      <div className={styles.dialogFields}>
        <UserSearchField
          label={t('certificationTask.handOver.reviewer')}
          onSelect={(user) => {
            setReviewer(user);
            setFailure(null);
          }}
          isDisabled={busy}
          autoFocus
        />
        <p className={styles.chosen} aria-live="polite">
          {reviewer
            ? t('certificationTask.handOver.chosen', { name: reviewer.displayName })
            : t('certificationTask.handOver.noneChosen')}
        </p>
        <TextField
          label={t('certificationTask.handOver.comment')}
          value={comment}
          onChange={setComment}
          rows={2}
          isDisabled={busy}
          errorMessage={
            tooLong ? t('validation.maxLength', { length: MAX_COMMENT_LENGTH }) : undefined
          }
        />
      </div>
      {failure ? <ErrorMessage messageKey={failure} /> : null}
    </ModalDialog>
  );
}
