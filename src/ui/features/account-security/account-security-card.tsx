import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { Card } from '../../components/card.js';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import styles from './account-security.module.css';
import { accountSecurityMessages } from './messages.js';
import { PasswordDialog } from './password-dialog.js';
import { UsernameDialog } from './username-dialog.js';

const AccountSecurityCard_AccountSecurity = graphql(`
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
  const result = useQuery(AccountSecurityCard_AccountSecurity);
  const [open, setOpen] = useState<'username' | 'password' | null>(null);
  const reload = () =>
    result.refetch().then(
      () => undefined,
      () => undefined,
    );

  return (
    <Card as="section" labelledBy={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('accountSecurity.title')}
      </h2>
      <QueryView result={result} errorKey="accountSecurity.loadError">
        {({ accountSecurity: account }) => (
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
      </QueryView>
    </Card>
  );
}
