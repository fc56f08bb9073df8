import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { graphql } from '../../gql/index.js';
import { replaceCachedList } from '../../lib/replace-cached-list.js';
import type { SessionsSection_SessionsQuery } from '../../gql/graphql.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { useRevisionSave } from '../../components/use-revision-save.js';
import { ReauthPrompt } from './reauth-prompt.js';
import { ConfirmDialog } from './confirm-dialog.js';
import itemList from '../../components/item-list.module.css';
import styles from './devices.module.css';
import { DateTime, RelativeTime } from './instant-text.js';
import { QueryView } from '../../components/query-view.js';
import { SectionCard } from '../../components/section-card.js';
import { useFocusMainWhenFewer } from '../../components/use-focus-main-when-fewer.js';

const SessionsSection_Sessions = graphql(`
  query SessionsSection_Sessions {
    mySessions {
      handle
      isCurrent
      latestAccessTime
      maxIdleExpirationTime
    }
  }
`);

const SessionsSection_SignOut = graphql(`
  mutation SessionsSection_SignOut($handle: ID!) {
    signOutSession(handle: $handle) {
      handle
      isCurrent
      latestAccessTime
      maxIdleExpirationTime
    }
  }
`);

const SessionsSection_SignOutOthers = graphql(`
  mutation SessionsSection_SignOutOthers {
    signOutOtherSessions
  }
`);

type UserSession = SessionsSection_SessionsQuery['mySessions'][number];

const SHORT_ID_LENGTH = 6;

/** The end of a session handle: enough to tell sessions apart, not the whole handle. */
function shortSessionId(handle: string): string {
  return handle.slice(-SHORT_ID_LENGTH);
}

/** The current session first, then the most recently active. */
function byRelevance(sessions: readonly UserSession[]): UserSession[] {
  return [...sessions].sort(
    (a, b) =>
      Number(b.isCurrent) - Number(a.isCurrent) ||
      b.latestAccessTime.localeCompare(a.latestAccessTime),
  );
}

export function SessionsSection() {
  const { t } = useTranslation();
  const showToast = useToast();
  const { data, error, loading, refetch } = useQuery(SessionsSection_Sessions);
  const [endingHandle, setEndingHandle] = useState<string>();
  const { problem, save } = useRevisionSave({ failed: 'devices.sessions.signOutError' });
  const [confirmingOthers, setConfirmingOthers] = useState(false);
  const [signOutSession] = useMutation(SessionsSection_SignOut, {
    update: (cache, { data: left }) => {
      if (left) {
        replaceCachedList(cache, SessionsSection_Sessions, { mySessions: left.signOutSession });
      }
    },
  });
  const [signOutOthers] = useMutation(SessionsSection_SignOutOthers, {
    refetchQueries: [SessionsSection_Sessions],
    awaitRefetchQueries: true,
  });

  const sessions = byRelevance(data?.mySessions ?? []);
  useFocusMainWhenFewer(sessions.length);
  const hasOthers = sessions.some((session) => !session.isCurrent);

  const signOut = async (handle: string) => {
    setEndingHandle(handle);
    await save(async () => {
      await signOutSession({ variables: { handle } });
      showToast({ messageKey: 'devices.sessions.signedOut', tone: 'success' });
    });
    setEndingHandle(undefined);
  };

  return (
    <SectionCard
      title={t('devices.sessions.heading')}
      description={t('devices.sessions.description')}
      action={
        data && hasOthers ? (
          <Button variant="secondary" onPress={() => setConfirmingOthers(true)}>
            {t('devices.sessions.signOutOthers')}
          </Button>
        ) : null
      }
    >
      {problem ? (
        <SaveProblemAlert problem={problem} reauth={<ReauthPrompt />} className={styles.problem} />
      ) : null}
      <QueryView
        result={{ data: data && sessions, error, loading, refetch }}
        errorKey="devices.sessions.loadError"
        isEmpty={(list) => list.length === 0}
        emptyKey="devices.sessions.empty"
      >
        {(sessions) => (
          <ul className={itemList.list}>
            {sessions.map((session) => {
              const id = shortSessionId(session.handle);
              return (
                <li key={session.handle} className={`${itemList.item} ${styles.item}`}>
                  <div className={styles.itemBody}>
                    <h3 className={styles.itemTitle}>
                      {t('devices.sessions.name', { id })}
                      {session.isCurrent ? (
                        <span className={styles.badge}>{t('devices.sessions.current')}</span>
                      ) : null}
                    </h3>
                    <dl className={styles.details}>
                      <div>
                        <dt>{t('devices.sessions.lastActive')}</dt>
                        <dd>
                          <RelativeTime instant={session.latestAccessTime} />
                        </dd>
                      </div>
                      <div>
                        <dt>{t('devices.sessions.idleExpiry')}</dt>
                        <dd>
                          <DateTime instant={session.maxIdleExpirationTime} />
                        </dd>
                      </div>
                    </dl>
                  </div>
                  {session.isCurrent ? null : (
                    <div className={styles.itemActions}>
                      <Button
                        variant="secondary"
                        aria-label={t('devices.sessions.signOutLabel', { id })}
                        isDisabled={endingHandle !== undefined}
                        onPress={() => void signOut(session.handle)}
                      >
                        {endingHandle === session.handle
                          ? t('devices.sessions.signingOut')
                          : t('devices.sessions.signOut')}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
      {confirmingOthers ? (
        <ConfirmDialog
          title={t('devices.sessions.signOutOthersTitle')}
          confirmLabel={t('devices.sessions.signOut')}
          busyLabel={t('devices.sessions.signingOut')}
          errorKey="devices.sessions.signOutError"
          onClose={() => setConfirmingOthers(false)}
          onConfirm={async () => {
            const { data: ended } = await signOutOthers();
            setConfirmingOthers(false);
            showToast({
              messageKey: 'devices.sessions.othersSignedOut',
              tone: 'success',
              values: { count: ended?.signOutOtherSessions ?? 0 },
            });
          }}
        >
          {t('devices.sessions.signOutOthersBody')}
        </ConfirmDialog>
      ) : null}
    </SectionCard>
  );
}
