import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button.js';
import { lazyPart } from '../lazy-part.js';
import { useFocusMainWhenFewer } from '../use-focus-main-when-fewer.js';
import styles from './access-request.module.css';
import type { CommentedAction } from './request-comment-dialog.js';
import type { ActedOnRequest } from './acted-on-request.js';

/** The dialogs (their fields and the user search) load as one is about to open. */
const CancelRequestDialog = lazyPart(
  () => import('./cancel-request-dialog.js'),
  'CancelRequestDialog',
);
const RequestCommentDialog = lazyPart(
  () => import('./request-comment-dialog.js'),
  'RequestCommentDialog',
);

export type RequestAction = CommentedAction | 'cancel';

const dialogOf = (action: RequestAction) =>
  action === 'cancel' ? CancelRequestDialog : RequestCommentDialog;

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
  useFocusMainWhenFewer(shown.length);
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
            onPointerEnter={() => dialogOf(action).preload()}
            onFocus={() => dialogOf(action).preload()}
          >
            {t(`accessRequest.actions.${action}`)}
          </Button>
        ))}
      </div>
      <Suspense fallback={null}>
        {open === 'cancel' ? (
          <CancelRequestDialog request={request} onReload={onReload} onClose={close} />
        ) : open ? (
          <RequestCommentDialog
            action={open}
            request={request}
            onReload={onReload}
            onClose={close}
          />
        ) : null}
      </Suspense>
    </>
  );
}
