import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_USERS_PER_REQUEST } from '../../../domain/constants.js';
import { Button } from '../../components/button.js';
import { Card } from '../../components/card.js';
import { UserSearchField } from '../../components/user-search-field/user-search-field.js';
import styles from './new-request.module.css';
import type { RequestCartActor } from './use-request-cart.js';

/** The users the request is for: each can be removed, others added up to the limit. */
export function RequestedForSection({ cart }: { cart: RequestCartActor }) {
  const { t } = useTranslation();
  const headingId = useId();
  const users = useSelector(cart, (snapshot) => snapshot.context.users);
  const editing = useSelector(cart, (snapshot) => snapshot.matches('editing'));
  return (
    <Card as="section" labelledBy={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('newRequest.users.title')}
        </h2>
        <span className={styles.muted}>
          {t('newRequest.users.count', { count: users.length, max: MAX_USERS_PER_REQUEST })}
        </span>
      </div>
      {users.length === 0 ? (
        <p className={styles.muted}>{t('newRequest.users.none')}</p>
      ) : (
        <ul className={styles.chips}>
          {users.map((user) => (
            <li key={user.id} className={styles.chip}>
              <span>{user.displayName}</span>
              <Button
                variant="secondary"
                isDisabled={!editing}
                aria-label={t('newRequest.users.remove', { name: user.displayName })}
                onPress={() => cart.send({ type: 'cart.removeUser', userId: user.id })}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <UserSearchField
        className={styles.userSearch}
        label={t('newRequest.users.search')}
        isDisabled={!editing}
        excludeIds={users.map((user) => user.id)}
        onSelect={(user) =>
          cart.send({
            type: 'cart.addUser',
            user: { id: user.id, displayName: user.displayName },
          })
        }
      />
    </Card>
  );
}
