import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { LoadingState } from '../../components/loading-state.js';
import { graphql } from '../../gql/index.js';
import type { TrustedDevicesSection_DevicesQuery } from '../../gql/graphql.js';
import { ConfirmDialog } from './confirm-dialog.js';
import styles from './devices.module.css';
import { RelativeTime } from './instant-text.js';
import { EmptyList, LoadFailure } from '../../components/query-states.js';
import { RenameDialog } from './rename-dialog.js';
import { SectionCard } from '../../components/section-card.js';

export const TrustedDevicesSection_Devices = graphql(`
  query TrustedDevicesSection_Devices {
    trustedDevices {
      id
      alias
      browser
      os
      cpu
      isCurrent
      lastSelectedDate
      location
    }
  }
`);

const TrustedDevicesSection_Rename = graphql(`
  mutation TrustedDevicesSection_Rename($id: ID!, $alias: String!) {
    renameTrustedDevice(id: $id, alias: $alias) {
      id
      alias
      browser
      os
      cpu
      isCurrent
      lastSelectedDate
      location
    }
  }
`);

const TrustedDevicesSection_Delete = graphql(`
  mutation TrustedDevicesSection_Delete($id: ID!) {
    deleteTrustedDevice(id: $id) {
      id
      alias
      browser
      os
      cpu
      isCurrent
      lastSelectedDate
      location
    }
  }
`);

type TrustedDevice = TrustedDevicesSection_DevicesQuery['trustedDevices'][number];
type Editing = { kind: 'rename' | 'delete'; device: TrustedDevice } | null;

export function TrustedDevicesSection() {
  const { t } = useTranslation();
  const showToast = useToast();
  const { data, error, loading, refetch } = useQuery(TrustedDevicesSection_Devices);
  const [editing, setEditing] = useState<Editing>(null);
  const [renameDevice] = useMutation(TrustedDevicesSection_Rename, {
    update: (cache, { data: renamed }) => {
      if (renamed) {
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'trustedDevices', broadcast: false });
        cache.writeQuery({
          query: TrustedDevicesSection_Devices,
          data: { trustedDevices: renamed.renameTrustedDevice },
        });
      }
    },
  });
  const [deleteDevice] = useMutation(TrustedDevicesSection_Delete, {
    update: (cache, { data: left }) => {
      if (left) {
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'trustedDevices', broadcast: false });
        cache.writeQuery({
          query: TrustedDevicesSection_Devices,
          data: { trustedDevices: left.deleteTrustedDevice },
        });
      }
    },
  });

  const devices = data?.trustedDevices ?? [];
  const unknown = t('devices.unknown');
  return (
    <SectionCard
      title={t('devices.trustedDevices.heading')}
      description={t('devices.trustedDevices.description')}
    >
      {!data && !loading && error ? (
        <LoadFailure
          error={error}
          messageKey="devices.trustedDevices.loadError"
          onRetry={() => void refetch()}
        />
      ) : !data ? (
        <LoadingState />
      ) : devices.length === 0 ? (
        <EmptyList messageKey="devices.trustedDevices.empty" />
      ) : (
        <ul className={styles.list}>
          {devices.map((device) => (
            <li key={device.id} className={styles.item}>
              <div className={styles.itemBody}>
                <h3 className={styles.itemTitle}>
                  {device.alias}
                  {device.isCurrent ? (
                    <span className={styles.badge}>{t('devices.trustedDevices.current')}</span>
                  ) : null}
                </h3>
                <dl className={styles.details}>
                  <div>
                    <dt>{t('devices.trustedDevices.browser')}</dt>
                    <dd>{device.browser ?? unknown}</dd>
                  </div>
                  <div>
                    <dt>{t('devices.trustedDevices.os')}</dt>
                    <dd>{device.os ?? unknown}</dd>
                  </div>
                  <div>
                    <dt>{t('devices.trustedDevices.cpu')}</dt>
                    <dd>{device.cpu ?? unknown}</dd>
                  </div>
                  <div>
                    <dt>{t('devices.trustedDevices.location')}</dt>
                    <dd>{device.location ?? unknown}</dd>
                  </div>
                  <div>
                    <dt>{t('devices.trustedDevices.lastUsed')}</dt>
                    <dd>
                      {device.lastSelectedDate ? (
                        <RelativeTime instant={device.lastSelectedDate} />
                      ) : (
                        unknown
                      )}
                    </dd>
                  </div>
                </dl>
              </div>
              <div className={styles.itemActions}>
                <Button
                  variant="secondary"
                  aria-label={t('devices.trustedDevices.renameLabel', { name: device.alias })}
                  onPress={() => setEditing({ kind: 'rename', device })}
                >
                  {t('devices.actions.rename')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('devices.trustedDevices.deleteLabel', { name: device.alias })}
                  onPress={() => setEditing({ kind: 'delete', device })}
                >
                  {t('devices.actions.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing?.kind === 'rename' ? (
        <RenameDialog
          title={t('devices.trustedDevices.renameTitle')}
          label={t('devices.trustedDevices.aliasLabel')}
          currentName={editing.device.alias}
          onClose={() => setEditing(null)}
          onRename={async (alias) => {
            await renameDevice({ variables: { id: editing.device.id, alias } });
            setEditing(null);
            showToast({ messageKey: 'devices.trustedDevices.renamed', tone: 'success' });
          }}
        />
      ) : null}
      {editing?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('devices.trustedDevices.deleteTitle')}
          confirmLabel={t('devices.actions.delete')}
          busyLabel={t('devices.actions.deleting')}
          errorKey="devices.errors.update"
          deviceName={editing.device.alias}
          onClose={() => setEditing(null)}
          onConfirm={async () => {
            await deleteDevice({ variables: { id: editing.device.id } });
            setEditing(null);
            showToast({ messageKey: 'devices.trustedDevices.deleted', tone: 'success' });
          }}
        >
          {t('devices.trustedDevices.deleteBody', { name: editing.device.alias })}
        </ConfirmDialog>
      ) : null}
    </SectionCard>
  );
}
