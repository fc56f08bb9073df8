import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { Card } from '../../components/card.js';
import itemList from '../../components/item-list.module.css';
import pageStyles from '../../components/page-section.module.css';
import { QueryView } from '../../components/query-view.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { formatDay } from '../../lib/format-date.js';
import styles from './delegates.module.css';
import { delegatesMessages } from './messages.js';

const AddDelegateDialog = lazy(async () => ({
  default: (await import('./add-delegate-dialog.js')).AddDelegateDialog,
}));
const RemoveDelegateDialog = lazy(async () => ({
  default: (await import('./remove-delegate-dialog.js')).RemoveDelegateDialog,
}));

export const DelegatesPage_DelegateFragment = graphql(`
  fragment DelegatesPage_DelegateFragment on Delegate {
    id
    rev
    startDate
    endDate
    user {
      id
      userName
      displayName
      mail
    }
  }
`);

const DelegatesPage_Delegates = graphql(`
  query DelegatesPage_Delegates {
    myDelegates {
      id
      ...DelegatesPage_DelegateFragment
    }
  }
`);

export interface ShownDelegate {
  id: string;
  rev: string;
  name: string;
}

/** `/my-delegates`: who may act for the user, and when; adding and removing them. */
export function DelegatesPage() {
  return (
    <WithFeatureMessages messages={delegatesMessages}>
      <Delegates />
    </WithFeatureMessages>
  );
}

function Delegates() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const result = useQuery(DelegatesPage_Delegates, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const removing = shownDelegate(result.data?.myDelegates, removingId);
  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h1 id={headingId} className={pageStyles.heading}>
          {t('routes.myDelegates')}
        </h1>
        <Button onPress={() => setAdding(true)}>{t('delegates.add.open')}</Button>
      </div>
      <p className={pageStyles.intro}>{t('delegates.intro')}</p>
      <Card>
        <QueryView
          result={result}
          errorKey="delegates.errors.load"
          isEmpty={(data) => data.myDelegates.length === 0}
          emptyKey="delegates.empty"
        >
          {(data) => (
            <ul className={itemList.list} aria-labelledby={headingId}>
              {getFragmentData(DelegatesPage_DelegateFragment, data.myDelegates).map((delegate) => (
                <li key={delegate.id} className={`${itemList.item} ${styles.delegate}`}>
                  <div className={styles.who}>
                    <span className={styles.name}>{delegate.user.displayName}</span>
                    <span className={styles.detail}>
                      {delegate.user.mail
                        ? `${delegate.user.userName} · ${delegate.user.mail}`
                        : delegate.user.userName}
                    </span>
                    <span>
                      {t('delegates.period', {
                        start: formatDay(delegate.startDate, i18n.language),
                        end: formatDay(delegate.endDate, i18n.language),
                      })}
                    </span>
                  </div>
                  <Button
                    variant="secondary"
                    aria-label={t('delegates.remove.openFor', {
                      name: delegate.user.displayName,
                    })}
                    onPress={() => setRemovingId(delegate.id)}
                  >
                    {t('delegates.remove.open')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Card>
      {adding ? (
        <Suspense fallback={null}>
          <AddDelegateDialog onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
      {removing ? (
        <Suspense fallback={null}>
          <RemoveDelegateDialog
            delegate={removing}
            onConflict={() => result.refetch()}
            onClose={() => setRemovingId(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The delegate being removed as the list now holds it; none once it has left the list. */
function shownDelegate(
  delegates: readonly FragmentType<typeof DelegatesPage_DelegateFragment>[] | undefined,
  id: string | null,
): ShownDelegate | null {
  const found = getFragmentData(DelegatesPage_DelegateFragment, delegates ?? []).find(
    (delegate) => delegate.id === id,
  );
  return found ? { id: found.id, rev: found.rev, name: found.user.displayName } : null;
}
