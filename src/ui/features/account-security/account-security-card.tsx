import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { Card } from '../../components/card.js';
import { LoadingState } from '../../components/loading-state.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import styles from './account-security.module.css';
import { LoadProblem } from './load-problem.js';
import { accountSecurityMessages } from './messages.js';
import { PasswordDialog } from './password-dialog.js';
import { UsernameDialog } from './username-dialog.js';

export const AccountSecurityCard_AccountSecurity = graphql(`
  query AccountSecurityCard_AccountSecurity {
    accountSecurity {
      id
      rev
      userName
      passwordPolicy {
        ...PasswordDialog_PasswordPolicyFragment
      }
    }
  }
`);

/** The signed-in user's username and password, each changed in a dialog. */
export function AccountSecurityCard() {
  return (
    <WithFeatureMessages messages={accountSecurityMessages}>
      <AccountSecurityCardContent />
    </WithFeatureMessages>
  );
}

function AccountSecurityCardContent() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, error, refetch } = useQuery(AccountSecurityCard_AccountSecurity);
  const [open, setOpen] = useState<'username' | 'password' | null>(null);
  const reload = () =>
    refetch().then(
      () => undefined,
      () => undefined,
    );
  const account = data?.accountSecurity;

  return (
    <Card as="section" labelledBy={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('accountSecurity.title')}
      </h2>
      {!account ? (
        error ? (
          <LoadProblem error={error} onRetry={() => void reload()} />
        ) : (
          <LoadingState />
        )
      ) : (
        <>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt className={styles.rowTitle}>{t('accountSecurity.username.label')}</dt>
              <dd className={styles.rowValue}>{account.userName}</dd>
              <dd className={styles.rowAction}>
                <Button variant="secondary" onPress={() => setOpen('username')}>
                  {t('accountSecurity.username.change')}
                </Button>
              </dd>
            </div>
            <div className={styles.row}>
              <dt className={styles.rowTitle}>{t('accountSecurity.password.label')}</dt>
              <dd className={styles.rowValue}>{t('accountSecurity.password.hint')}</dd>
              <dd className={styles.rowAction}>
                <Button variant="secondary" onPress={() => setOpen('password')}>
                  {t('accountSecurity.password.change')}
                </Button>
              </dd>
            </div>
          </dl>
          {open === 'username' ? (
            <UsernameDialog
              rev={account.rev}
              userName={account.userName}
              onClose={() => setOpen(null)}
              onReload={reload}
            />
          ) : null}
          {open === 'password' ? (
            <PasswordDialog policy={account.passwordPolicy} onClose={() => setOpen(null)} />
          ) : null}
        </>
      )}
    </Card>
  );
}
