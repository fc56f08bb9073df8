import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button.js';
import styles from './access-request.module.css';
import { CancelRequestDialog } from './cancel-request-dialog.js';
import { RequestCommentDialog, type CommentedAction } from './request-comment-dialog.js';
import type { ActedOnRequest } from './acted-on-request.js';

export type RequestAction = CommentedAction | 'cancel';

export interface RequestActionsProps {
  request: ActedOnRequest & { actions: Readonly<Record<RequestAction, boolean>> };
  offered: readonly RequestAction[];
  onReload: () => Promise<void>;
}

/** The actions the screen offers and the request allows, each opening its dialog. */
export function RequestActions({ request, offered, onReload }: RequestActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<RequestAction | null>(null);
  const shown = offered.filter((action) => request.actions[action]);
  if (shown.length === 0) return null;
  const close = () => setOpen(null);
  return (
    <>
      <div className={styles.actions} role="group" aria-label={t('accessRequest.actions.label')}>
        {shown.map((action) => (
          <Button
            key={action}
            variant={action === 'approve' ? 'primary' : 'secondary'}
            onPress={() => setOpen(action)}
          >
            {t(`accessRequest.actions.${action}`)}
          </Button>
        ))}
      </div>
      {open === 'cancel' ? (
        <CancelRequestDialog request={request} onReload={onReload} onClose={close} />
      ) : open ? (
        <RequestCommentDialog action={open} request={request} onReload={onReload} onClose={close} />
      ) : null}
    </>
  );
}
