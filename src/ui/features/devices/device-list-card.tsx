import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { QueryView } from '../../components/query-view.js';
import { SectionCard } from '../../components/section-card.js';
import { ConfirmDialog } from './confirm-dialog.js';
import itemList from '../../components/item-list.module.css';
import { useFocusMainWhenFewer } from '../../components/use-focus-main-when-fewer.js';
import styles from './devices.module.css';

/** The rename form (text field, name rules, save) loads when a rename starts, not with the page. */
const RenameDialog = lazy(async () => ({
  default: (await import('./rename-dialog.js')).RenameDialog,
}));

export interface DeviceListCardProps<Device extends { id: string }> {
  /** The messages of the list: heading, states, action labels, dialogs and notices. */
  section: 'authDevices' | 'trustedDevices';
  /** The devices once read; undefined while they are read or could not be. */
  devices: readonly Device[] | undefined;
  error: unknown;
  loading: boolean;
  onRetry: () => Promise<unknown>;
  nameOf: (device: Device) => string;
  /** The label of the name field in the rename dialog. */
  nameLabel: string;
  /** Everything an entry shows before its actions. */
  renderDevice: (device: Device) => ReactNode;
  onRename: (device: Device, name: string) => Promise<unknown>;
  onDelete: (device: Device) => Promise<unknown>;
  /** Actions of the whole list (adding a device), under its description. */
  actions?: ReactNode;
}

type Editing<Device> = { kind: 'rename' | 'delete'; device: Device } | null;

/** A card listing devices, each of which can be renamed or deleted after a confirmation. */
export function DeviceListCard<Device extends { id: string }>({
  section,
  devices,
  error,
  loading,
  onRetry,
  nameOf,
  nameLabel,
  renderDevice,
  onRename,
  onDelete,
  actions,
}: DeviceListCardProps<Device>) {
  const { t } = useTranslation();
  const showToast = useToast();
  const [editing, setEditing] = useState<Editing<Device>>(null);
  useFocusMainWhenFewer(devices?.length ?? 0);

  return (
    <SectionCard
      title={t(`devices.${section}.heading`)}
      description={t(`devices.${section}.description`)}
    >
      {actions}
      <QueryView
        result={{ data: devices, error, loading, refetch: onRetry }}
        errorKey={`devices.${section}.loadError`}
        isEmpty={(list) => list.length === 0}
        emptyKey={`devices.${section}.empty`}
      >
        {(devices) => (
          <ul className={itemList.list}>
            {devices.map((device) => (
              <li key={device.id} className={`${itemList.item} ${styles.item}`}>
                {renderDevice(device)}
                <div className={styles.itemActions}>
                  <Button
                    variant="secondary"
                    aria-label={t(`devices.${section}.renameLabel`, { name: nameOf(device) })}
                    onPress={() => setEditing({ kind: 'rename', device })}
                  >
                    {t('devices.actions.rename')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t(`devices.${section}.deleteLabel`, { name: nameOf(device) })}
                    onPress={() => setEditing({ kind: 'delete', device })}
                  >
                    {t('devices.actions.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {editing?.kind === 'rename' ? (
        <Suspense fallback={null}>
          <RenameDialog
            title={t(`devices.${section}.renameTitle`)}
            label={nameLabel}
            currentName={nameOf(editing.device)}
            onClose={() => setEditing(null)}
            onRename={async (name) => {
              await onRename(editing.device, name);
              setEditing(null);
              showToast({ messageKey: `devices.${section}.renamed`, tone: 'success' });
            }}
          />
        </Suspense>
      ) : null}
      {editing?.kind === 'delete' ? (
        <ConfirmDialog
          title={t(`devices.${section}.deleteTitle`)}
          confirmLabel={t('devices.actions.delete')}
          busyLabel={t('devices.actions.deleting')}
          errorKey="devices.errors.update"
          deviceName={nameOf(editing.device)}
          onClose={() => setEditing(null)}
          onConfirm={async () => {
            await onDelete(editing.device);
            setEditing(null);
            showToast({ messageKey: `devices.${section}.deleted`, tone: 'success' });
          }}
        >
          {t(`devices.${section}.deleteBody`, { name: nameOf(editing.device) })}
        </ConfirmDialog>
      ) : null}
    </SectionCard>
  );
}
