import { useMutation } from '@apollo/client/react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { oneTimeCodeSchema } from '../../../domain/two-step-inputs.js';
import { Button } from '../../components/button.js';
import { BusyButton } from '../../components/busy-button.js';
import { LoadingState } from '../../components/loading-state.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { TextField } from '../../components/text-field.js';
import { useRevisionSave } from '../../components/use-revision-save.js';
import { graphql } from '../../gql/index.js';
import styles from './devices.module.css';
import type { EnabledDevice } from './enabled-device.js';

const AuthenticatorAppDialog_Start = graphql(`
  mutation AuthenticatorAppDialog_Start {
    startAuthenticatorAppEnrolment {
      enrolmentId
      secret
      uri
      issuer
      accountName
    }
  }
`);

const AuthenticatorAppDialog_Confirm = graphql(`
  mutation AuthenticatorAppDialog_Confirm($enrolmentId: String!, $code: String!) {
    confirmAuthenticatorAppEnrolment(enrolmentId: $enrolmentId, code: $code) {
      device {
        id
      }
      recoveryCodes
    }
  }
`);

/** The secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Enrols an authenticator app: the platform's secret as a QR code and as text, then a code from
 * the app confirms it.
 */
export function AuthenticatorAppDialog({
  onEnabled,
  onClose,
}: {
  onEnabled: (enabled: EnabledDevice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [start, started] = useMutation(AuthenticatorAppDialog_Start);
  const [confirm] = useMutation(AuthenticatorAppDialog_Confirm);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { problem, setProblem, busy, save } = useRevisionSave({ failed: 'devices.twoStep.failed' });
  const enrolment = started.data?.startAuthenticatorAppEnrolment;

  useEffect(() => {
    void start().catch(() => undefined);
  }, [start]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !enrolment) return;
    setProblem(null);
    const typed = code.replace(/\s/g, '');
    if (!oneTimeCodeSchema.safeParse(typed).success) {
      setInvalid(true);
      return;
    }
    await save(
      async () => {
        const { data } = await confirm({
          variables: { enrolmentId: enrolment.enrolmentId, code: typed },
        });
        const enabled = data?.confirmAuthenticatorAppEnrolment;
        if (enabled) onEnabled({ recoveryCodes: enabled.recoveryCodes ?? null });
      },
      (found) => {
        if (found.kind !== 'invalid') return found;
        setInvalid(true);
        return null;
      },
    );
  };

  return (
    <ModalDialog
      title={t('devices.twoStep.appTitle')}
      onClose={busy ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={onClose}>
            {t('devices.actions.cancel')}
          </Button>
          <BusyButton type="submit" form={formId} busy={busy} isDisabled={!enrolment}>
            {busy ? t('devices.twoStep.enabling') : t('devices.twoStep.enable')}
          </BusyButton>
        </>
      }
    >
      {started.error ? (
        <p role="alert" className={styles.problem}>
          {t('devices.twoStep.startFailed')}
        </p>
      ) : !enrolment ? (
        <LoadingState />
      ) : (
        <form id={formId} className={styles.dialogForm} onSubmit={(event) => void submit(event)}>
          <p>{t('devices.twoStep.appScan')}</p>
          <div className={styles.qrCode}>
            <QRCodeSVG
              value={enrolment.uri}
              size={176}
              marginSize={2}
              title={t('devices.twoStep.qrLabel', { account: enrolment.accountName })}
            />
          </div>
          <p>{t('devices.twoStep.appManual')}</p>
          <p className={styles.secret}>
            <code data-testid="oath-secret">{grouped(enrolment.secret)}</code>
          </p>
          <TextField
            label={t('devices.twoStep.codeLabel')}
            value={code}
            onChange={(value) => {
              setCode(value);
              setInvalid(false);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            isRequired
            errorMessage={invalid ? t('devices.twoStep.codeInvalid') : undefined}
            autoFocus
          />
        </form>
      )}
      {problem ? <SaveProblemAlert problem={problem} className={styles.problem} /> : null}
    </ModalDialog>
  );
}
