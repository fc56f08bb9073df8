import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_COMMENT_LENGTH } from '../../../domain/governance/governance-feature.js';
import type { CertificationErrorKey } from '../../../machines/certificationMachine.js';
import { Button } from '../../components/button.js';
import { BusyButton } from '../../components/busy-button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import { TextField } from '../../components/text-field.js';
import { formatDateTime } from '../../lib/format-date.js';
import type { CertificationItemRow } from './certification-items-table.js';
import styles from './certification-task.module.css';

export interface CommentDialogProps {
  itemName: string;
  comments: CertificationItemRow['comments'];
  /** Whether the reviewer may add a comment. */
  canComment: boolean;
  /** Adds the comment; resolves to why it failed, or null. */
  onAdd: (comment: string) => Promise<CertificationErrorKey | null>;
  onClose: () => void;
}

/** An item's comments, oldest first, and a field to add one. */
export function CommentDialog({
  itemName,
  comments,
  canComment,
  onAdd,
  onClose,
}: CommentDialogProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CertificationErrorKey | null>(null);
  const tooLong = text.length > MAX_COMMENT_LENGTH;
  const fieldArea = useRef<HTMLDivElement>(null);
  // The focus goes back to the emptied field once a comment is added: the Add button it was on
  // is disabled until there is text again, and a disabled button drops the focus out of the dialog.
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (added > 0) fieldArea.current?.querySelector('textarea')?.focus();
  }, [added]);

  const add = async () => {
    setBusy(true);
    setFailure(null);
    const refusal = await onAdd(text.trim());
    setBusy(false);
    setFailure(refusal);
    if (refusal) return;
    setText('');
    setAdded((count) => count + 1);
  };

  return (
    <ModalDialog
      title={t('certificationTask.comment.title', { item: itemName })}
      onClose={busy ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={onClose}>
            {t('certificationTask.comment.close')}
          </Button>
          {canComment ? (
            <BusyButton
              busy={busy}
              isDisabled={text.trim() === '' || tooLong}
              onPress={() => void add()}
            >
              {busy ? t('certificationTask.comment.adding') : t('certificationTask.comment.add')}
            </BusyButton>
          ) : null}
        </>
      }
    >
      {comments.length === 0 ? (
        <p className={styles.secondary}>{t('certificationTask.comment.none')}</p>
      ) : (
        <ul className={styles.comments}>
          {comments.map((comment, index) => (
            <li key={`${comment.timestamp} ${index}`} className={styles.comment}>
              <span className={styles.secondary}>
                {t('certificationTask.comment.by', {
                  user: comment.user.displayName,
                  date: formatDateTime(comment.timestamp, i18n.language),
                })}
              </span>
              <span>{comment.comment}</span>
            </li>
          ))}
        </ul>
      )}
      {canComment ? (
        <div ref={fieldArea}>
          <TextField
            label={t('certificationTask.comment.field')}
            value={text}
            onChange={setText}
            rows={3}
            autoFocus
            isDisabled={busy}
            errorMessage={
              tooLong ? t('validation.maxLength', { length: MAX_COMMENT_LENGTH }) : undefined
            }
          />
        </div>
      ) : null}
      {failure ? <ErrorMessage messageKey={failure} /> : null}
    </ModalDialog>
  );
}
