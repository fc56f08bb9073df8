import { useQuery } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { Card } from '../../components/card.js';
import { QueryView } from '../../components/query-view.js';
import { getFragmentData, graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import styles from './account-security.module.css';
import { questionText } from './kba-draft.js';
import { KbaForm, KbaForm_KbaFragment } from './kba-form.js';
import { accountSecurityMessages } from './messages.js';

const KbaCard_AccountSecurity = graphql(`
  query KbaCard_AccountSecurity {
    accountSecurity {
      id
      rev
      kba {
        ...KbaForm_KbaFragment
      }
    }
  }
`);

/** The signed-in user's security questions, edited in place. */
export function KbaCard() {
  return (
    <WithFeatureMessages messages={accountSecurityMessages}>
      <KbaCardContent />
    </WithFeatureMessages>
  );
}

function KbaCardContent() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const result = useQuery(KbaCard_AccountSecurity);
  const [editing, setEditing] = useState(false);
  const reload = () =>
    result.refetch().then(
      () => undefined,
      () => undefined,
    );

  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <Card as="section" labelledBy={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('accountSecurity.kba.title')}
      </h2>
      <QueryView result={result} errorKey="accountSecurity.loadError">
        {({ accountSecurity: account }) => {
          const kba = account.kba ? getFragmentData(KbaForm_KbaFragment, account.kba) : undefined;
          return !account.kba || !kba ? (
            <p>{t('accountSecurity.kba.unavailable')}</p>
          ) : editing ? (
            <KbaForm rev={account.rev} kba={account.kba} onDone={stopEditing} onReload={reload} />
          ) : (
            <>
              <p className={styles.intro}>{t('accountSecurity.kba.intro')}</p>
              {kba.selected.length === 0 ? (
                <p>{t('accountSecurity.kba.empty')}</p>
              ) : (
                <ul className={styles.questions} aria-label={t('accountSecurity.kba.yours')}>
                  {kba.selected.map((selection, index) => {
                    const predefined = kba.questions.find(({ id }) => id === selection.questionId);
                    return (
                      <li key={index}>
                        {predefined
                          ? questionText(predefined.texts, i18n.language)
                          : `${selection.customQuestion ?? ''} (${t('accountSecurity.kba.ownQuestion')})`}
                      </li>
                    );
                  })}
                </ul>
              )}
              <Button ref={editButton} variant="secondary" onPress={() => setEditing(true)}>
                {kba.selected.length === 0
                  ? t('accountSecurity.kba.setUp')
                  : t('accountSecurity.kba.change')}
              </Button>
            </>
          );
        }}
      </QueryView>
    </Card>
  );
}
