import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { END_USER_CLIENT_ID } from '../../../domain/constants.js';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { QueryView } from '../../components/query-view.js';
import { SectionCard } from '../../components/section-card.js';
import { graphql } from '../../gql/index.js';
import { replaceCachedList } from '../../lib/replace-cached-list.js';
import type { AuthorizedAppsCard_AppsQuery } from '../../gql/graphql.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { formatDateTime } from '../../lib/format-date.js';
import itemList from '../../components/item-list.module.css';
import styles from './authorized-apps.module.css';
import { authorizedAppsMessages } from './messages.js';
import { RevokeDialog } from './revoke-dialog.js';

const AuthorizedAppsCard_Apps = graphql(`
  query AuthorizedAppsCard_Apps {
    authorizedApps {
      clientId
      name
      scopes
      expiryDateTime
    }
  }
`);

const AuthorizedAppsCard_Revoke = graphql(`
  mutation AuthorizedAppsCard_Revoke($clientId: ID!) {
    revokeAuthorizedApp(clientId: $clientId) {
      clientId
      name
      scopes
      expiryDateTime
    }
  }
`);

type AuthorizedApp = AuthorizedAppsCard_AppsQuery['authorizedApps'][number];

/** The applications the user has consented to, other than this console, each revocable. */
export function AuthorizedAppsCard() {
  return (
    <WithFeatureMessages messages={authorizedAppsMessages}>
      <AuthorizedApps />
    </WithFeatureMessages>
  );
}

function AuthorizedApps() {
  const { t, i18n } = useTranslation();
  const showToast = useToast();
  const { data, error, loading, refetch } = useQuery(AuthorizedAppsCard_Apps);
  const [revoking, setRevoking] = useState<AuthorizedApp | null>(null);
  const [revoke] = useMutation(AuthorizedAppsCard_Revoke, {
    update: (cache, { data: left }) => {
      if (left) {
        replaceCachedList(cache, AuthorizedAppsCard_Apps, {
          authorizedApps: left.revokeAuthorizedApp,
        });
      }
    },
  });

  const apps = data?.authorizedApps.filter((app) => app.clientId !== END_USER_CLIENT_ID);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <SectionCard title={t('authorizedApps.heading')} description={t('authorizedApps.description')}>
      <QueryView
        result={{ data: apps, error, loading, refetch }}
        errorKey="authorizedApps.loadError"
        isEmpty={(list) => list.length === 0}
        emptyKey="authorizedApps.empty"
      >
        {(apps) => (
          <ul className={itemList.list}>
            {apps.map((app) => (
              <li key={app.clientId} className={`${itemList.item} ${styles.item}`}>
                <div className={styles.itemBody}>
                  <h3 className={styles.name}>{app.name}</h3>
                  <dl className={styles.details}>
                    {app.scopes.length > 0 ? (
                      <div>
                        <dt>{t('authorizedApps.scopes')}</dt>
                        <dd>
                          <ul className={styles.scopes}>
                            {app.scopes.map((scope) => (
                              <li key={scope} className={styles.scope}>
                                {scope}
                              </li>
                            ))}
                          </ul>
                        </dd>
                      </div>
                    ) : null}
                    <div>
                      <dt>{t('authorizedApps.expires')}</dt>
                      <dd>
                        {app.expiryDateTime ? (
                          <time dateTime={app.expiryDateTime}>
                            {formatDateTime(app.expiryDateTime, locale)}
                          </time>
                        ) : (
                          t('authorizedApps.noExpiry')
                        )}
                      </dd>
                    </div>
                  </dl>
                </div>
                <Button
                  variant="secondary"
                  aria-label={t('authorizedApps.revokeLabel', { name: app.name })}
                  onPress={() => setRevoking(app)}
                >
                  {t('authorizedApps.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {revoking ? (
        <RevokeDialog
          name={revoking.name}
          onClose={() => setRevoking(null)}
          onRevoke={async () => {
            await revoke({ variables: { clientId: revoking.clientId } });
            setRevoking(null);
            showToast({ messageKey: 'authorizedApps.revoked', tone: 'success' });
          }}
        />
      ) : null}
    </SectionCard>
  );
}
