import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { MY_REQUESTS_PATH } from '../../../domain/app-paths.js';
import { MAX_USERS_PER_REQUEST } from '../../../domain/constants.js';
import { useRequestCart } from '../../app/request-cart/request-cart-context.js';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { ProblemAlert } from '../../components/problem-alert.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { BasketSection } from './basket-section.js';
import { newRequestMessages } from './messages.js';
import styles from './new-request.module.css';
import { useRequestCartActor } from './use-request-cart.js';

// The user search, the catalog's filters and table, and the form's date picker and select load
// beside the page rather than before it shows.
const RequestedForSection = lazyPart(
  () => import('./requested-for-section.js'),
  'RequestedForSection',
);
const CatalogSection = lazyPart(() => import('./catalog-section.js'), 'CatalogSection');
const RequestForm = lazyPart(() => import('./request-form.js'), 'RequestForm');
for (const part of [RequestedForSection, CatalogSection, RequestForm]) part.preload();

/** `/my-requests/new-request`: access chosen from the catalog for the cart's users, then submitted. */
export function NewRequestPage() {
  return (
    <WithFeatureMessages messages={newRequestMessages}>
      <NewRequest />
    </WithFeatureMessages>
  );
}

function NewRequest() {
  const { t } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  const showToast = useToast();
  const store = useRequestCart();
  const cart = useRequestCartActor();
  const [seed] = useState(store.users);
  const errorKey = useSelector(cart, (snapshot) => snapshot.context.errorKey);
  const submitted = useSelector(cart, (snapshot) =>
    snapshot.status === 'done' ? snapshot.context.requestIds.length : null,
  );

  useEffect(() => {
    for (const user of seed) cart.send({ type: 'cart.addUser', user });
  }, [cart, seed]);

  const leave = () => {
    navigate(MY_REQUESTS_PATH);
    store.clear();
  };

  const announceSubmitted = useEffectEvent((count: number) => {
    showToast({ messageKey: 'newRequest.submitted', tone: 'success', values: { count } });
    leave();
  });
  useEffect(() => {
    if (submitted !== null) announceSubmitted(submitted);
  }, [submitted]);

  return (
    <div className={styles.page}>
      <section className={styles.frame} aria-labelledby={headingId}>
        <header className={styles.header}>
          <div>
            <h1 id={headingId} className={styles.heading}>
              {t('routes.newRequest')}
            </h1>
            <p className={styles.muted}>{t('newRequest.intro')}</p>
          </div>
          <Button variant="secondary" onPress={leave}>
            {t('newRequest.cancel')}
          </Button>
        </header>
        {errorKey ? (
          <ProblemAlert problem={errorKey}>
            <p>{t(errorKey, { max: MAX_USERS_PER_REQUEST })}</p>
          </ProblemAlert>
        ) : null}
        <div className={styles.layout}>
          <div className={styles.column}>
            <Suspense fallback={<LoadingState />}>
              <RequestedForSection cart={cart} />
              <CatalogSection cart={cart} />
            </Suspense>
          </div>
          <div className={styles.column}>
            <BasketSection cart={cart} />
            <Suspense fallback={<LoadingState />}>
              <RequestForm cart={cart} />
            </Suspense>
          </div>
        </div>
      </section>
    </div>
  );
}
