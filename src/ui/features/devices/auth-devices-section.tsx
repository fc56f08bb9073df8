import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql } from '../../gql/index.js';
import { replaceCachedList } from '../../lib/replace-cached-list.js';
import { AddTwoStepDevice } from './add-two-step-device.js';
import { AuthDeviceIcon } from './auth-device-icon.js';
import { DeviceListCard } from './device-list-card.js';
import styles from './devices.module.css';
import { authDeviceName } from './device-name.js';
import { DateTime, RelativeTime } from './instant-text.js';

const AuthDevicesSection_DeviceFragment = graphql(`
  fragment AuthDevicesSection_DeviceFragment on AuthDevice {
    id
    type
    name
    createdDate
    lastAccessDate
  }
`);

const AuthDevicesSection_Devices = graphql(`
  query AuthDevicesSection_Devices {
    authDevices {
      ...AuthDevicesSection_DeviceFragment
    }
  }
`);

const AuthDevicesSection_Rename = graphql(`
  mutation AuthDevicesSection_Rename($type: AuthDeviceType!, $id: ID!, $name: String!) {
    renameAuthDevice(type: $type, id: $id, name: $name) {
      ...AuthDevicesSection_DeviceFragment
    }
  }
`);

const AuthDevicesSection_Delete = graphql(`
  mutation AuthDevicesSection_Delete($type: AuthDeviceType!, $id: ID!) {
    deleteAuthDevice(type: $type, id: $id) {
      ...AuthDevicesSection_DeviceFragment
    }
  }
`);

export function AuthDevicesSection() {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useQuery(AuthDevicesSection_Devices);
  const [renameDevice] = useMutation(AuthDevicesSection_Rename, {
    update: (cache, { data: renamed }) => {
      if (renamed) {
        replaceCachedList(cache, AuthDevicesSection_Devices, {
          authDevices: renamed.renameAuthDevice,
        });
      }
    },
  });
  const [deleteDevice] = useMutation(AuthDevicesSection_Delete, {
    update: (cache, { data: left }) => {
      if (left) {
        replaceCachedList(cache, AuthDevicesSection_Devices, {
          authDevices: left.deleteAuthDevice,
        });
      }
    },
  });

  return (
    <DeviceListCard
      section="authDevices"
      devices={
        data ? getFragmentData(AuthDevicesSection_DeviceFragment, data.authDevices) : undefined
      }
      error={error}
      loading={loading}
      onRetry={refetch}
      actions={<AddTwoStepDevice onAdded={refetch} />}
      nameOf={(device) => authDeviceName(t, device)}
      nameLabel={t('devices.authDevices.nameLabel')}
      renderDevice={(device) => (
        <>
          <AuthDeviceIcon type={device.type} />
          <div className={styles.itemBody}>
            <h3 className={styles.itemTitle}>{authDeviceName(t, device)}</h3>
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
        </>
      )}
      onRename={({ type, id }, name) => renameDevice({ variables: { type, id, name } })}
      onDelete={({ type, id }) => deleteDevice({ variables: { type, id } })}
    />
  );
}
