import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_COMMENT_LENGTH } from '../../../domain/governance/governance-feature.js';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../button.js';
import { BusyButton } from '../busy-button.js';
import { ModalDialog } from '../modal-dialog.js';
import { SaveProblemAlert } from '../save-problem-alert.js';
import { TextField } from '../text-field.js';
import { useRevisionSave } from '../use-revision-save.js';
import { UserSearchField, type PickedUser } from '../user-search-field/user-search-field.js';
import type { ActedOnRequest } from './acted-on-request.js';
import styles from './access-request.module.css';
import { commentProblem } from './comment-problem.js';
import {
  RequestActions_Approve,
  RequestActions_Comment,
  RequestActions_Forward,
  RequestActions_Reject,
} from './request-mutations.js';

export type CommentedAction = 'approve' | 'reject' | 'forward' | 'comment';

/** A rejection says why, and a comment is its own point; approving and forwarding may say nothing. */
const COMMENT_REQUIRED: Readonly<Record<CommentedAction, boolean>> = {
  approve: false,
  reject: true,
  forward: false,
  comment: true,
};

interface ActionInput {
  id: string;
  rev: string;
  comment: string;
  userId: string | null;
}

/** Runs `action` on a request; resolves once the gateway took it. */
function useRequestAction(action: CommentedAction): (input: ActionInput) => Promise<void> {
  const [approve] = useMutation(RequestActions_Approve);
  const [reject] = useMutation(RequestActions_Reject);
  const [forward] = useMutation(RequestActions_Forward);
  const [comment] = useMutation(RequestActions_Comment);
  return async ({ userId, ...input }) => {
    switch (action) {
      case 'approve':
        await approve({ variables: { input } });
        return;
      case 'reject':
        await reject({ variables: { input } });
        return;
      case 'forward':
        await forward({ variables: { input: { ...input, userId: userId ?? '' } } });
        return;
      case 'comment':
        await comment({ variables: { input } });
        return;
    }
  };
}

export interface RequestCommentDialogProps {
  action: CommentedAction;
  request: ActedOnRequest;
  onReload: () => Promise<void>;
  onClose: () => void;
}

/** Approves, rejects, forwards or comments on a request, with the comment that goes with it. */
export function RequestCommentDialog({
  action,
  request,
  onReload,
  onClose,
}: RequestCommentDialogProps) {
  const { t } = useTranslation();
  const showToast = useToast();
  const run = useRequestAction(action);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [forwardTo, setForwardTo] = useState<PickedUser | null>(null);
  const [forwardToMissing, setForwardToMissing] = useState(false);
  const { problem, busy, save, reload } = useRevisionSave({
    failed: `accessRequest.errors.${action}`,
    onReload,
    loadFailed: 'accessRequest.errors.load',
  });
  const required = COMMENT_REQUIRED[action];
  const names = { item: request.item.name, user: request.requestedFor.displayName };

  const submit = async () => {
    const text = comment.trim();
    const invalid = commentProblem(text, required);
    setCommentError(invalid ? t(invalid, { max: MAX_COMMENT_LENGTH }) : null);
    const missing = action === 'forward' && forwardTo === null;
    setForwardToMissing(missing);
    if (invalid || missing) return;
    const done = await save(() =>
      run({ id: request.id, rev: request.rev, comment: text, userId: forwardTo?.id ?? null }),
    );
    if (!done) return;
    showToast({ messageKey: `accessRequest.dialog.${action}.done`, tone: 'success' });
    onClose();
  };

  return (
    <ModalDialog
      title={t(`accessRequest.dialog.${action}.title`)}
      onClose={busy ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={onClose}>
            {t('accessRequest.dialog.close')}
          </Button>
          <BusyButton busy={busy} onPress={() => void submit()}>
            {busy
              ? t(`accessRequest.dialog.${action}.busy`)
              : t(`accessRequest.dialog.${action}.submit`)}
          </BusyButton>
        </>
      }
    >
      <div className={styles.dialogFields}>
        <p>{t(`accessRequest.dialog.${action}.intro`, names)}</p>
        {problem ? (
          <SaveProblemAlert
            problem={problem}
            messages={{ conflict: 'accessRequest.errors.conflict' }}
            onReload={() => void reload()}
            busy={busy}
          />
        ) : null}
        {action === 'forward' ? (
          <ForwardToField
            chosen={forwardTo}
            missing={forwardToMissing}
            excludeId={request.approver?.id}
            onChange={(user) => {
              setForwardTo(user);
              if (user) setForwardToMissing(false);
            }}
          />
        ) : null}
        <TextField
          label={
            required
              ? t('accessRequest.dialog.commentLabel')
              : t('accessRequest.dialog.commentOptional')
          }
          rows={4}
          value={comment}
          onChange={setComment}
          isRequired={required}
          description={t('accessRequest.dialog.commentHint', { max: MAX_COMMENT_LENGTH })}
          errorMessage={commentError}
          autoFocus={action !== 'forward'}
        />
      </div>
    </ModalDialog>
  );
}

function ForwardToField({
  chosen,
  missing,
  excludeId,
  onChange,
}: {
  chosen: PickedUser | null;
  missing: boolean;
  excludeId: string | undefined;
  onChange: (user: PickedUser | null) => void;
}) {
  const { t } = useTranslation();
  if (chosen) {
    return (
      <p className={styles.chosenUser}>
        <span>{t('accessRequest.dialog.forwardToChosen', { name: chosen.displayName })}</span>
        <Button variant="secondary" onPress={() => onChange(null)}>
          {t('accessRequest.dialog.changeForwardTo')}
        </Button>
      </p>
    );
  }
  return (
    <>
      <UserSearchField
        label={t('accessRequest.dialog.forwardTo')}
        onSelect={onChange}
        excludeIds={excludeId ? [excludeId] : []}
        autoFocus
      />
      {missing ? (
        <p className={styles.fieldError} role="alert">
          {t('accessRequest.dialog.forwardToRequired')}
        </p>
      ) : null}
    </>
  );
}
