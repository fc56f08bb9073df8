import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql } from '../../gql/index.js';
import { replaceCachedList } from '../../lib/replace-cached-list.js';
import { DeviceListCard } from './device-list-card.js';
import { trustedDeviceName, type TrustedDeviceNaming } from './device-name.js';
import styles from './devices.module.css';
import { RelativeTime } from './instant-text.js';

const TrustedDevicesSection_DeviceFragment = graphql(`
  fragment TrustedDevicesSection_DeviceFragment on TrustedDevice {
    id
    alias
    browser
    os
    cpu
    isCurrent
    lastSelectedDate
    location
    localNetwork
  }
`);

const TrustedDevicesSection_Devices = graphql(`
  query TrustedDevicesSection_Devices {
    trustedDevices {
      ...TrustedDevicesSection_DeviceFragment
    }
  }
`);

const TrustedDevicesSection_Rename = graphql(`
  mutation TrustedDevicesSection_Rename($id: ID!, $alias: String!) {
    renameTrustedDevice(id: $id, alias: $alias) {
      ...TrustedDevicesSection_DeviceFragment
    }
  }
`);

const TrustedDevicesSection_Delete = graphql(`
  mutation TrustedDevicesSection_Delete($id: ID!) {
    deleteTrustedDevice(id: $id) {
      ...TrustedDevicesSection_DeviceFragment
    }
  }
`);

export function TrustedDevicesSection() {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useQuery(TrustedDevicesSection_Devices);
  const [renameDevice] = useMutation(TrustedDevicesSection_Rename, {
    update: (cache, { data: renamed }) => {
      if (renamed) {
        replaceCachedList(cache, TrustedDevicesSection_Devices, {
          trustedDevices: renamed.renameTrustedDevice,
        });
      }
    },
  });
  const [deleteDevice] = useMutation(TrustedDevicesSection_Delete, {
    update: (cache, { data: left }) => {
      if (left) {
        replaceCachedList(cache, TrustedDevicesSection_Devices, {
          trustedDevices: left.deleteTrustedDevice,
        });
      }
    },
  });

  const unknown = t('devices.unknown');
  const nameOf = (device: TrustedDeviceNaming) => trustedDeviceName(t, device);
  return (
    <DeviceListCard
      section="trustedDevices"
      devices={
        data
          ? getFragmentData(TrustedDevicesSection_DeviceFragment, data.trustedDevices)
          : undefined
      }
      error={error}
      loading={loading}
      onRetry={refetch}
      nameOf={nameOf}
      nameLabel={t('devices.trustedDevices.aliasLabel')}
      renderDevice={(device) => (
        <div className={styles.itemBody}>
          <h3 className={styles.itemTitle}>
            {nameOf(device)}
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
              <dd>
                {device.localNetwork ? t('devices.localNetwork') : (device.location ?? unknown)}
              </dd>
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
      )}
      onRename={({ id }, alias) => renameDevice({ variables: { id, alias } })}
      onDelete={({ id }) => deleteDevice({ variables: { id } })}
    />
  );
}
