import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import { ResourceIcon } from './resource-icon.js';
import { useScopeLabels } from './scope-labels.js';
import itemList from '../../components/item-list.module.css';
import styles from './sharing.module.css';

export const SharedWithMeCard_ResourceFragment = graphql(`
  fragment SharedWithMeCard_ResourceFragment on SharedResource {
    id
    name
    type
    icon
    owner
    scopes
  }
`);

/** Resources other users have shared with the user, with who shared them and the access given. */
export function SharedWithMeCard({
  resources: refs,
}: {
  resources: readonly FragmentType<typeof SharedWithMeCard_ResourceFragment>[];
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const scopeLabels = useScopeLabels();
  const resources = getFragmentData(SharedWithMeCard_ResourceFragment, refs);
  return (
    <Card as="section" labelledBy={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        {t('sharing.sharedWithMe.heading')}
      </h2>
      {resources.length === 0 ? (
        <p className={itemList.empty}>{t('sharing.sharedWithMe.empty')}</p>
      ) : (
        <ul className={itemList.list}>
          {resources.map((resource) => (
            <li key={resource.id} className={`${itemList.item} ${styles.item}`}>
              <div className={styles.resourceHeader}>
                <ResourceIcon name={resource.name} icon={resource.icon} />
                <div className={styles.resourceTitle}>
                  <h3 className={styles.resourceName}>{resource.name}</h3>
                  <p className={styles.muted}>
                    {[resource.type, t('sharing.sharedWithMe.owner', { owner: resource.owner })]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className={styles.muted}>
                    {t('sharing.sharedWithMe.access', { scopes: scopeLabels(resource.scopes) })}
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
