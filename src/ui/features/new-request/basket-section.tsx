import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ITEMS_PER_REQUEST } from '../../../domain/governance/governance-feature.js';
import { Button } from '../../components/button.js';
import { Card } from '../../components/card.js';
import styles from './new-request.module.css';
import type { RequestCartActor } from './use-request-cart.js';

/** The items chosen so far, each of which can be taken out again. */
export function BasketSection({ cart }: { cart: RequestCartActor }) {
  const { t } = useTranslation();
  const headingId = useId();
  const items = useSelector(cart, (snapshot) => snapshot.context.items);
  const editing = useSelector(cart, (snapshot) => snapshot.matches('editing'));
  return (
    <Card as="section" labelledBy={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('newRequest.basket.title')}
        </h2>
        <span className={styles.muted}>
          {t('newRequest.basket.count', { count: items.length, max: MAX_ITEMS_PER_REQUEST })}
        </span>
      </div>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('newRequest.basket.empty')}</p>
      ) : (
        <ul className={styles.basket}>
          {items.map((item) => (
            <li key={item.id} className={styles.basketItem}>
              <span>
                <span className={styles.itemName}>{item.name}</span>
                <span className={styles.muted}>{t(`accessRequest.itemTypes.${item.type}`)}</span>
              </span>
              <Button
                variant="secondary"
                isDisabled={!editing}
                aria-label={t('newRequest.basket.remove', { name: item.name })}
                onPress={() => cart.send({ type: 'cart.removeItem', itemId: item.id })}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
