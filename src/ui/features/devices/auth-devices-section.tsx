import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { LoadingState } from '../../components/loading-state.js';
import { graphql } from '../../gql/index.js';
import type { AuthDevicesSection_DevicesQuery } from '../../gql/graphql.js';
import { AuthDeviceIcon } from './auth-device-icon.js';
import { ConfirmDialog } from './confirm-dialog.js';
import styles from './devices.module.css';
import { DateTime, RelativeTime } from './instant-text.js';
import { EmptyList, LoadFailure } from '../../components/query-states.js';
import { RenameDialog } from './rename-dialog.js';
import { SectionCard } from '../../components/section-card.js';

export const AuthDevicesSection_Devices = graphql(`
  query AuthDevicesSection_Devices {
    authDevices {
      id
      type
      name
      createdDate
      lastAccessDate
    }
  }
`);

const AuthDevicesSection_Rename = graphql(`
  mutation AuthDevicesSection_Rename($type: AuthDeviceType!, $id: ID!, $name: String!) {
    renameAuthDevice(type: $type, id: $id, name: $name) {
      id
      type
      name
      createdDate
      lastAccessDate
    }
  }
`);

const AuthDevicesSection_Delete = graphql(`
  mutation AuthDevicesSection_Delete($type: AuthDeviceType!, $id: ID!) {
    deleteAuthDevice(type: $type, id: $id) {
      id
      type
      name
      createdDate
      lastAccessDate
    }
  }
`);

type AuthDevice = AuthDevicesSection_DevicesQuery['authDevices'][number];
type Editing = { kind: 'rename' | 'delete'; device: AuthDevice } | null;

export function AuthDevicesSection() {
  const { t } = useTranslation();
  const showToast = useToast();
  const { data, error, loading, refetch } = useQuery(AuthDevicesSection_Devices);
  const [editing, setEditing] = useState<Editing>(null);
  const [renameDevice] = useMutation(AuthDevicesSection_Rename, {
    update: (cache, { data: renamed }) => {
      if (renamed) {
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'authDevices', broadcast: false });
        cache.writeQuery({
          query: AuthDevicesSection_Devices,
          data: { authDevices: renamed.renameAuthDevice },
        });
      }
    },
  });
  const [deleteDevice] = useMutation(AuthDevicesSection_Delete, {
    update: (cache, { data: left }) => {
      if (left) {
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'authDevices', broadcast: false });
        cache.writeQuery({
          query: AuthDevicesSection_Devices,
          data: { authDevices: left.deleteAuthDevice },
        });
      }
    },
  });

  const devices = data?.authDevices ?? [];
  return (
    <SectionCard
      title={t('devices.authDevices.heading')}
      description={t('devices.authDevices.description')}
    >
      {!data && !loading && error ? (
        <LoadFailure
          error={error}
          messageKey="devices.authDevices.loadError"
          onRetry={() => void refetch()}
        />
      ) : !data ? (
        <LoadingState />
      ) : devices.length === 0 ? (
        <EmptyList messageKey="devices.authDevices.empty" />
      ) : (
        <ul className={styles.list}>
          {devices.map((device) => (
            <li key={device.id} className={styles.item}>
              <AuthDeviceIcon type={device.type} />
              <div className={styles.itemBody}>
                <h3 className={styles.itemTitle}>{device.name}</h3>
                <p className={styles.itemKind}>{t(`devices.authDevices.types.${device.type}`)}</p>
                <dl className={styles.details}>
                  {device.createdDate ? (
                    <div>
                      <dt>{t('devices.authDevices.added')}</dt>
                      <dd>
                        <DateTime instant={device.createdDate} />
                      </dd>
                    </div>
                  ) : null}
                  {device.lastAccessDate ? (
                    <div>
                      <dt>{t('devices.authDevices.lastUsed')}</dt>
                      <dd>
                        <RelativeTime instant={device.lastAccessDate} />
                      </dd>
                    </div>
                  ) : null}
                </dl>
              </div>
              <div className={styles.itemActions}>
                <Button
                  variant="secondary"
                  aria-label={t('devices.authDevices.renameLabel', { name: device.name })}
                  onPress={() => setEditing({ kind: 'rename', device })}
                >
                  {t('devices.actions.rename')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('devices.authDevices.deleteLabel', { name: device.name })}
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
          title={t('devices.authDevices.renameTitle')}
          label={t('devices.authDevices.nameLabel')}
          currentName={editing.device.name}
          onClose={() => setEditing(null)}
          onRename={async (name) => {
            const { type, id } = editing.device;
            await renameDevice({ variables: { type, id, name } });
            setEditing(null);
            showToast({ messageKey: 'devices.authDevices.renamed', tone: 'success' });
          }}
        />
      ) : null}
      {editing?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('devices.authDevices.deleteTitle')}
          confirmLabel={t('devices.actions.delete')}
          busyLabel={t('devices.actions.deleting')}
          errorKey="devices.errors.update"
          deviceName={editing.device.name}
          onClose={() => setEditing(null)}
          onConfirm={async () => {
            const { type, id } = editing.device;
            await deleteDevice({ variables: { type, id } });
            setEditing(null);
            showToast({ messageKey: 'devices.authDevices.deleted', tone: 'success' });
          }}
        >
          {t('devices.authDevices.deleteBody', { name: editing.device.name })}
        </ConfirmDialog>
      ) : null}
    </SectionCard>
  );
}
