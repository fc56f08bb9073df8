import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import { hasUnsavedEdits } from '../../components/unsaved-edits/navigation-guard.js';
import type { IdleTimeoutActor } from './idle-warning.js';

export function IdleWarningDialog({ idle }: { idle: IdleTimeoutActor }) {
  const { t } = useTranslation();
  const canExtend = useSelector(idle, (snapshot) => snapshot.can({ type: 'session.extend' }));
  const canEnd = useSelector(idle, (snapshot) => snapshot.can({ type: 'session.end' }));
  // A form with such edits has loaded the unsaved-edits messages with its screen.
  const [editsAtStake] = useState(hasUnsavedEdits);
  return (
    <ModalDialog
      role="alertdialog"
      title={t('idleWarning.title')}
      actions={
        <>
          <Button
            variant="secondary"
            isDisabled={!canEnd}
            onPress={() => idle.send({ type: 'session.end' })}
          >
            {t('idleWarning.end')}
          </Button>
          {/* Focused once the lazily loaded dialog mounts, not when the warning starts to load. */}
          <Button
            autoFocus
            isDisabled={!canExtend}
            onPress={() => idle.send({ type: 'session.extend' })}
          >
            {t('idleWarning.extend')}
          </Button>
        </>
      }
    >
      <p>{t('idleWarning.body')}</p>
      {editsAtStake ? <p>{t('unsavedEdits.idleWarning')}</p> : null}
    </ModalDialog>
  );
}
