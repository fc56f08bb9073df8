import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/translation-key.js';
import { errorMessageKey, hasErrorCode, serverMessageOf } from '../lib/api-error.js';
import { Button } from './button.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { ErrorMessage } from './error-message.js';

/** What the button and its dialog say; `confirm` names the object as `{{name}}`. */
type DeleteMessages = Record<
  'delete' | 'title' | 'confirm' | 'cancel' | 'deleting' | 'failed' | 'conflict',
  TranslationKey
>;

export interface ConfirmedDeleteButtonProps {
  messages: DeleteMessages;
  /** The object's name, which the question repeats. */
  name: string;
  /** Deletes at the revision shown; a rejection stays in the dialog. */
  onDelete: () => Promise<unknown>;
  onDeleted: () => void;
}

/**
 * A Delete button that asks first, and says why the platform refused: its own words when it gave
 * some (the object is in use), else that the object changed since it was read, or that it failed.
 */
export function ConfirmedDeleteButton({
  messages,
  name,
  onDelete,
  onDeleted,
}: ConfirmedDeleteButtonProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const describeFailure = (error: unknown) => {
    const serverMessage = serverMessageOf(error);
    const staleRevision = hasErrorCode(error, 'CONFLICT') && serverMessage === undefined;
    return (
      <ErrorMessage
        messageKey={staleRevision ? messages.conflict : errorMessageKey(error, messages.failed)}
        serverMessage={serverMessage}
      />
    );
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setConfirming(true)}>
        {t(messages.delete)}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t(messages.title)}
          message={t(messages.confirm, { name })}
          cancelLabel={t(messages.cancel)}
          confirmLabel={t(messages.delete)}
          busyLabel={t(messages.deleting)}
          onConfirm={async () => {
            await onDelete();
            onDeleted();
          }}
          describeFailure={describeFailure}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
