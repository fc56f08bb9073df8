import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { Card } from '../../components/card.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import type { MyResourcesCard_ResourceFragmentFragment } from '../../gql/graphql.js';
import { ResourceIcon } from './resource-icon.js';
import { useScopeLabels } from './scope-labels.js';
import itemList from '../../components/item-list.module.css';
import { useFocusMainWhenFewer } from '../../components/use-focus-main-when-fewer.js';
import styles from './sharing.module.css';
import { UnshareDialog } from './unshare-dialog.js';

/** The share form (user name, scopes, their rules) loads when a share starts, not with the page. */
const ShareDialog = lazy(async () => ({
  default: (await import('./share-dialog.js')).ShareDialog,
}));

const MyResourcesCard_ResourceFragment = graphql(`
  fragment MyResourcesCard_ResourceFragment on SharingResource {
    id
    rev
    name
    type
    icon
    scopes
    shares {
      username
      scopes
    }
  }
`);

type Resource = MyResourcesCard_ResourceFragmentFragment;

type OpenDialog =
  | { kind: 'share' }
  | { kind: 'modify'; username: string; scopes: readonly string[] }
  | { kind: 'unshare'; username: string };

export interface MyResourcesCardProps {
  resources: readonly FragmentType<typeof MyResourcesCard_ResourceFragment>[];
  /** Loads the page again, after a change that others made first. */
  onReload: () => void;
}

/** The resources the user owns, each with the users it is shared with and their access. */
export function MyResourcesCard({ resources: refs, onReload }: MyResourcesCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const resources = getFragmentData(MyResourcesCard_ResourceFragment, refs);
  useFocusMainWhenFewer(resources.reduce((shares, resource) => shares + resource.shares.length, 0));
  return (
    <Card as="section" labelledBy={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        {t('sharing.myResources.heading')}
      </h2>
      {resources.length === 0 ? (
        <p className={itemList.empty}>{t('sharing.myResources.empty')}</p>
      ) : (
        <ul className={itemList.list}>
          {resources.map((resource) => (
            <li key={resource.id} className={`${itemList.item} ${styles.item}`}>
              <ResourceItem resource={resource} onReload={onReload} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ResourceItem({ resource, onReload }: { resource: Resource; onReload: () => void }) {
  const { t } = useTranslation();
  const scopeLabels = useScopeLabels();
  const nameId = useId();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  return (
    <article aria-labelledby={nameId} className={styles.resource}>
      <div className={styles.resourceHeader}>
        <ResourceIcon name={resource.name} icon={resource.icon} />
        <div className={styles.resourceTitle}>
          <h3 id={nameId} className={styles.resourceName}>
            {resource.name}
          </h3>
          {resource.type ? <p className={styles.muted}>{resource.type}</p> : null}
        </div>
        <Button
          variant="secondary"
          aria-label={t('sharing.myResources.shareNamed', { name: resource.name })}
          onPress={() => setDialog({ kind: 'share' })}
        >
          {t('sharing.myResources.share')}
        </Button>
      </div>
      {resource.shares.length === 0 ? (
        <p className={styles.muted}>{t('sharing.myResources.notShared')}</p>
      ) : (
        <ul className={styles.shares} aria-label={t('sharing.myResources.sharedWith')}>
          {resource.shares.map((share) => (
            <li key={share.username} className={styles.share}>
              <div className={styles.shareWho}>
                <span className={styles.username}>{share.username}</span>
                <span className={styles.muted}>
                  {t('sharing.myResources.access', { scopes: scopeLabels(share.scopes) })}
                </span>
              </div>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  aria-label={t('sharing.myResources.modifyNamed', {
                    name: resource.name,
                    username: share.username,
                  })}
                  onPress={() =>
                    setDialog({ kind: 'modify', username: share.username, scopes: share.scopes })
                  }
                >
                  {t('sharing.myResources.modify')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('sharing.myResources.unshareNamed', {
                    name: resource.name,
                    username: share.username,
                  })}
                  onPress={() => setDialog({ kind: 'unshare', username: share.username })}
                >
                  {t('sharing.myResources.unshare')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'share' ? (
          <ShareDialog mode="share" resource={resource} onClose={close} onConflict={onReload} />
        ) : null}
        {dialog?.kind === 'modify' ? (
          <ShareDialog
            mode="modify"
            resource={resource}
            username={dialog.username}
            scopes={dialog.scopes}
            onClose={close}
            onConflict={onReload}
          />
        ) : null}
      </Suspense>
      {dialog?.kind === 'unshare' ? (
        <UnshareDialog
          resource={resource}
          username={dialog.username}
          onClose={close}
          onConflict={onReload}
        />
      ) : null}
    </article>
  );
}
