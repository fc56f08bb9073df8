import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { NEW_REQUEST_PATH } from '../../../domain/app-paths.js';
import { MAX_USERS_PER_REQUEST } from '../../../domain/constants.js';
import type { CartUser } from '../../../domain/request-cart.js';
import { useRequestCart } from '../../app/request-cart/request-cart-context.js';
import { Button } from '../../components/button.js';
import formStyles from '../../components/form.module.css';
import { ModalDialog } from '../../components/modal-dialog.js';
import { UserSearchField } from '../../components/user-search-field/user-search-field.js';
import { graphql } from '../../gql/index.js';
import styles from './my-requests.module.css';

const ChooseUsersDialog_Me = graphql(`
  query ChooseUsersDialog_Me {
    me {
      id
      displayName
    }
  }
`);

type ChoiceProblem = 'requestCart.errors.tooManyUsers' | 'myRequests.chooseUsers.noneChosen';

/** Chooses the users a new request is for, then opens the New Request page with them. */
export function ChooseUsersDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const cart = useRequestCart();
  const listHeadingId = useId();
  const me = useQuery(ChooseUsersDialog_Me).data?.me;
  const [chosen, setChosen] = useState<readonly CartUser[]>(cart.users);
  const [problem, setProblem] = useState<ChoiceProblem | null>(null);

  const add = (user: CartUser) => {
    if (chosen.some((entry) => entry.id === user.id)) return;
    if (chosen.length >= MAX_USERS_PER_REQUEST) {
      setProblem('requestCart.errors.tooManyUsers');
      return;
    }
    setProblem(null);
    setChosen([...chosen, { id: user.id, displayName: user.displayName }]);
  };
  const remove = (id: string) => {
    setProblem(null);
    setChosen(chosen.filter((user) => user.id !== id));
  };
  const next = () => {
    if (chosen.length === 0) {
      setProblem('myRequests.chooseUsers.noneChosen');
      return;
    }
    cart.setUsers(chosen);
    navigate(NEW_REQUEST_PATH);
  };
  const nameOf = (user: CartUser) =>
    user.id === me?.id
      ? t('myRequests.chooseUsers.myself', { name: user.displayName })
      : user.displayName;

  return (
    <ModalDialog
      title={t('myRequests.chooseUsers.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('myRequests.chooseUsers.cancel')}
          </Button>
          <Button onPress={next}>{t('myRequests.chooseUsers.next')}</Button>
        </>
      }
    >
      <div className={styles.chooser}>
        <p className={styles.muted}>
          {t('myRequests.chooseUsers.intro', { max: MAX_USERS_PER_REQUEST })}
        </p>
        {me && !chosen.some((user) => user.id === me.id) ? (
          <div>
            <Button variant="secondary" onPress={() => add(me)}>
              {t('myRequests.chooseUsers.addMyself')}
            </Button>
          </div>
        ) : null}
        <UserSearchField
          label={t('myRequests.chooseUsers.search')}
          onSelect={add}
          excludeIds={chosen.map((user) => user.id)}
        />
        {problem ? (
          <p role="alert" className={formStyles.fieldError}>
            {t(problem, { max: MAX_USERS_PER_REQUEST })}
          </p>
        ) : null}
        <section aria-labelledby={listHeadingId}>
          <h3 id={listHeadingId} className={styles.subheading}>
            {t('myRequests.chooseUsers.chosen', {
              number: chosen.length,
              max: MAX_USERS_PER_REQUEST,
            })}
          </h3>
          {chosen.length === 0 ? (
            <p className={styles.muted}>{t('myRequests.chooseUsers.none')}</p>
          ) : (
            <ul className={styles.chosenList}>
              {chosen.map((user) => (
                <li key={user.id} className={styles.chosenUser}>
                  <span>{nameOf(user)}</span>
                  <Button
                    variant="secondary"
                    aria-label={t('myRequests.chooseUsers.remove', { name: user.displayName })}
                    onPress={() => remove(user.id)}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </ModalDialog>
  );
}
