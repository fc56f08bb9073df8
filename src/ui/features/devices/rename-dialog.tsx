import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceNameSchema } from '../../../domain/account-security-inputs.js';
import { issueFailure } from '../../../domain/validation/issue-values.js';
import { Button } from '../../components/button.js';
import { BusyButton } from '../../components/busy-button.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import { TextField } from '../../components/text-field.js';
import { validationMessage, type ValidationFailure } from '../../i18n/validation-message.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { useRevisionSave } from '../../components/use-revision-save.js';
import { ReauthPrompt } from './reauth-prompt.js';
import styles from './devices.module.css';

export interface RenameDialogProps {
  title: string;
  label: string;
  currentName: string;
  /** Saves the new name; a rejection is shown in the dialog, which then stays open. */
  onRename: (name: string) => Promise<void>;
  onClose: () => void;
}

function nameFailure(name: string): ValidationFailure | undefined {
  const [issue] = deviceNameSchema.safeParse(name).error?.issues ?? [];
  return issue && issueFailure(issue);
}

/** Asks for a device's new name, checked with the same rules the gateway applies. */
export function RenameDialog({ title, label, currentName, onRename, onClose }: RenameDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [name, setName] = useState(currentName);
  const [invalid, setInvalid] = useState<ValidationFailure>();
  const {
    problem,
    setProblem,
    busy: saving,
    save,
  } = useRevisionSave({
    failed: 'devices.errors.update',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setProblem(null);
    const failure = nameFailure(name);
    setInvalid(failure);
    if (failure) return;
    await save(
      () => onRename(name),
      (found) => {
        const [fieldFailure] = found.kind === 'invalid' ? found.fields : [];
        if (!fieldFailure) return found;
        setInvalid(fieldFailure);
        return null;
      },
    );
  };

  return (
    <ModalDialog
      title={title}
      onClose={saving ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" isDisabled={saving} onPress={onClose}>
            {t('devices.actions.cancel')}
          </Button>
          <BusyButton type="submit" form={formId} busy={saving}>
            {saving ? t('devices.actions.saving') : t('devices.actions.save')}
          </BusyButton>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={(event) => void submit(event)}>
        <TextField
          label={label}
          value={name}
          onChange={(value) => {
            setName(value);
            setInvalid(undefined);
          }}
          autoComplete="off"
          errorMessage={invalid ? validationMessage(t, invalid) : undefined}
          autoFocus
        />
      </form>
      {problem ? (
        <SaveProblemAlert
          problem={problem}
          reauth={
            <ReauthPrompt
              deviceName={currentName}
              withDevice={problem.kind === 'reauth' && problem.withDevice}
            />
          }
          className={styles.problem}
        />
      ) : null}
    </ModalDialog>
  );
}
