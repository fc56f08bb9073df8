import { useApolloClient, useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { useSignOut } from '../../app/sign-out/sign-out-context.js';
import { Button } from '../../components/button.js';
import { Card } from '../../components/card.js';
import { ErrorMessage } from '../../components/error-message.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import { graphql } from '../../gql/index.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { errorMessageKey } from '../../lib/api-error.js';
import { downloadJson } from './download-json.js';
import styles from './profile-page.module.css';

const PROFILE_DOWNLOAD_FILE = 'userProfile.json';

const AccountControlsCard_ProfileData = graphql(`
  query AccountControlsCard_ProfileData {
    profileData
  }
`);

const AccountControlsCard_DeleteAccount = graphql(`
  mutation AccountControlsCard_DeleteAccount {
    deleteAccount
  }
`);

export function AccountControlsCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const downloadId = useId();
  const deleteId = useId();
  return (
    <Card as="section" labelledBy={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        {t('profilePage.accountControls.title')}
      </h2>
      <div className={styles.controls}>
        <section className={styles.control} aria-labelledby={downloadId}>
          <div>
            <h3 id={downloadId} className={styles.controlHeading}>
              {t('profilePage.accountControls.download.title')}
            </h3>
            <p className={styles.note}>{t('profilePage.accountControls.download.description')}</p>
          </div>
          <DownloadData />
        </section>
        <section className={styles.control} aria-labelledby={deleteId}>
          <div>
            <h3 id={deleteId} className={styles.controlHeading}>
              {t('profilePage.accountControls.delete.title')}
            </h3>
            <p className={styles.note}>{t('profilePage.accountControls.delete.description')}</p>
          </div>
          <DeleteAccount />
        </section>
      </div>
    </Card>
  );
}

function DownloadData() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<TranslationKey | null>(null);

  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await client.query({
        query: AccountControlsCard_ProfileData,
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('No profile data');
      downloadJson(PROFILE_DOWNLOAD_FILE, data.profileData);
    } catch (error) {
      setProblem(errorMessageKey(error, 'profilePage.accountControls.download.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.controlAction}>
      <Button variant="secondary" isDisabled={busy} onPress={() => void download()}>
        {busy
          ? t('profilePage.accountControls.download.preparing')
          : t('profilePage.accountControls.download.action')}
      </Button>
      {problem ? <ErrorMessage messageKey={problem} /> : null}
    </div>
  );
}

function DeleteAccount() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<TranslationKey | null>(null);
  const [deleteAccount, { loading }] = useMutation(AccountControlsCard_DeleteAccount);

  const confirm = async () => {
    setProblem(null);
    try {
      await deleteAccount();
      signOut();
    } catch (error) {
      setProblem(errorMessageKey(error, 'profilePage.accountControls.delete.error'));
    }
  };

  const close = () => {
    if (loading) return;
    setConfirming(false);
    setProblem(null);
  };

  return (
    <div className={styles.controlAction}>
      <AriaButton className={styles.dangerButton} onPress={() => setConfirming(true)}>
        {t('profilePage.accountControls.delete.action')}
      </AriaButton>
      {confirming ? (
        <ModalDialog
          role="alertdialog"
          title={t('profilePage.accountControls.delete.confirmTitle')}
          onClose={close}
          actions={
            <>
              <Button variant="secondary" autoFocus isDisabled={loading} onPress={close}>
                {t('profilePage.accountControls.delete.cancel')}
              </Button>
              <AriaButton
                className={styles.dangerButton}
                isDisabled={loading}
                onPress={() => void confirm()}
              >
                {loading
                  ? t('profilePage.accountControls.delete.deleting')
                  : t('profilePage.accountControls.delete.confirm')}
              </AriaButton>
            </>
          }
        >
          <p>{t('profilePage.accountControls.delete.confirmBody')}</p>
          {problem ? <ErrorMessage messageKey={problem} /> : null}
        </ModalDialog>
      ) : null}
    </div>
  );
}
