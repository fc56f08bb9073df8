import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceNameSchema } from '../../../domain/account-security-inputs.js';
import { Button } from '../../components/button.js';
import { BusyButton } from '../../components/busy-button.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { TextField } from '../../components/text-field.js';
import { useRevisionSave } from '../../components/use-revision-save.js';
import { graphql } from '../../gql/index.js';
import styles from './devices.module.css';
import type { EnabledDevice } from './enabled-device.js';

const SecurityKeyDialog_Start = graphql(`
  mutation SecurityKeyDialog_Start {
    startSecurityKeyEnrolment {
      enrolmentId
      options
    }
  }
`);

const SecurityKeyDialog_Confirm = graphql(`
  mutation SecurityKeyDialog_Confirm($enrolmentId: String!, $credential: JSON!, $name: String) {
    confirmSecurityKeyEnrolment(enrolmentId: $enrolmentId, credential: $credential, name: $name) {
      device {
        id
      }
      recoveryCodes
    }
  }
`);

class KeyRefused extends Error {}

/**
 * Enrols a security key: the platform's registration options go to the browser
 * (`navigator.credentials.create`, through @simplewebauthn/browser), whose new credential the
 * platform checks and keeps.
 */
export function SecurityKeyDialog({
  onEnabled,
  onClose,
}: {
  onEnabled: (enabled: EnabledDevice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [name, setName] = useState(t('devices.authDevices.defaultNames.WEBAUTHN'));
  const [nameInvalid, setNameInvalid] = useState(false);
  const [keyRefused, setKeyRefused] = useState(false);
  const [start] = useMutation(SecurityKeyDialog_Start);
  const [confirm] = useMutation(SecurityKeyDialog_Confirm);
  const { problem, setProblem, busy, save } = useRevisionSave({ failed: 'devices.twoStep.failed' });

  const register = async () => {
    const { browserSupportsWebAuthn, startRegistration } = await import('@simplewebauthn/browser');
    if (!browserSupportsWebAuthn()) throw new KeyRefused();
    const { data } = await start();
    const enrolment = data?.startSecurityKeyEnrolment;
    if (!enrolment) throw new Error('No enrolment');
    const credential = await startRegistration({
      optionsJSON: enrolment.options as Parameters<typeof startRegistration>[0]['optionsJSON'],
    }).catch(() => {
      throw new KeyRefused();
    });
    const confirmed = await confirm({
      variables: { enrolmentId: enrolment.enrolmentId, credential, name: name.trim() },
    });
    const enabled = confirmed.data?.confirmSecurityKeyEnrolment;
    if (enabled) onEnabled({ recoveryCodes: enabled.recoveryCodes ?? null });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    setKeyRefused(false);
    if (!deviceNameSchema.safeParse(name.trim()).success) {
      setNameInvalid(true);
      return;
    }
    await save(register, (found, error) => {
      if (!(error instanceof KeyRefused)) return found;
      setKeyRefused(true);
      return null;
    });
  };

  return (
    <ModalDialog
      title={t('devices.twoStep.keyTitle')}
      onClose={busy ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={onClose}>
            {t('devices.actions.cancel')}
          </Button>
          <BusyButton type="submit" form={formId} busy={busy}>
            {busy ? t('devices.twoStep.keyWaiting') : t('devices.twoStep.keyRegister')}
          </BusyButton>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={(event) => void submit(event)}>
        <p>{t('devices.twoStep.keyIntro')}</p>
        <TextField
          label={t('devices.authDevices.nameLabel')}
          value={name}
          onChange={(value) => {
            setName(value);
            setNameInvalid(false);
          }}
          autoComplete="off"
          isRequired
          errorMessage={nameInvalid ? t('devices.twoStep.nameInvalid') : undefined}
          autoFocus
        />
      </form>
      {keyRefused ? (
        <p role="alert" className={styles.problem}>
          {t('devices.twoStep.keyRefused')}
        </p>
      ) : null}
      {problem ? <SaveProblemAlert problem={problem} className={styles.problem} /> : null}
    </ModalDialog>
  );
}
