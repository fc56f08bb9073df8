import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { MAX_ITEMS_PER_REQUEST } from '../../../domain/governance/governance-feature.js';
import { Button } from '../../components/button.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import type { CatalogSection_ItemsQuery } from '../../gql/graphql.js';
import styles from './new-request.module.css';
import type { RequestCartActor } from './use-request-cart.js';

export type CatalogRow = CatalogSection_ItemsQuery['accessCatalog']['rows'][number];

/** Why an item cannot be added now, as a message key; null when it can. */
type Refusal =
  'newRequest.item.inRequest' | 'newRequest.item.noUsers' | 'newRequest.item.full' | null;

/** A catalog item's details, and the way to add it to the request. */
export function ItemDetailsDialog({
  item,
  cart,
  onClose,
}: {
  item: CatalogRow;
  cart: RequestCartActor;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const entry = { id: item.id, type: item.type, name: item.name };
  const canAdd = useSelector(cart, (snapshot) =>
    snapshot.can({ type: 'cart.addItem', item: entry }),
  );
  const refusal = useSelector(cart, (snapshot): Refusal => {
    const { items, users } = snapshot.context;
    if (items.some((held) => held.id === item.id)) return 'newRequest.item.inRequest';
    if (users.length === 0) return 'newRequest.item.noUsers';
    if (items.length >= MAX_ITEMS_PER_REQUEST) return 'newRequest.item.full';
    return null;
  });
  const fields: [string, string][] = [
    [t('newRequest.catalog.columns.type'), t(`accessRequest.itemTypes.${item.type}`)],
    ...(item.application
      ? [[t('newRequest.item.application'), item.application.name] as [string, string]]
      : []),
    [t('newRequest.item.owner'), item.owner?.displayName ?? t('newRequest.item.noOwner')],
    [t('newRequest.item.approvedBy'), t(`newRequest.item.approvers.${item.approvedBy}`)],
  ];
  return (
    <ModalDialog
      title={item.name}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('newRequest.item.close')}
          </Button>
          <Button
            isDisabled={!canAdd || refusal !== null}
            onPress={() => {
              cart.send({ type: 'cart.addItem', item: entry });
              onClose();
            }}
          >
            {t('newRequest.item.add')}
          </Button>
        </>
      }
    >
      {item.description ? <p>{item.description}</p> : null}
      <dl className={styles.itemFields}>
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {refusal ? (
        <p className={styles.muted}>{t(refusal, { max: MAX_ITEMS_PER_REQUEST })}</p>
      ) : null}
    </ModalDialog>
  );
}
