import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Cell,
  Checkbox,
  Column,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Selection,
} from 'react-aria-components';
import type { CertificationDecision } from '../../../domain/certification.js';
import { graphql } from '../../gql/index.js';
import type { CertificationItemsTable_ItemFragmentFragment } from '../../gql/graphql.js';
import styles from './certification-task.module.css';
import { DecisionLabel } from './decision-label.js';
import { ItemFlags } from './item-flags.js';

export const CertificationItemsTable_ItemFragment = graphql(`
  fragment CertificationItemsTable_ItemFragment on CertificationItem {
    id
    rev
    user {
      id
      userName
      displayName
    }
    application {
      id
      name
    }
    account
    entitlement
    role
    flags {
      recon
      requestBased
      roleBased
      newAccess
      temporal
    }
    decision
    deferredUntil
    comments {
      user {
        id
        displayName
      }
      comment
      timestamp
    }
  }
`);

export type CertificationItemRow = CertificationItemsTable_ItemFragmentFragment;

type ItemAction = 'comment' | 'forward' | 'reassign';

const SHORTCUTS: Readonly<Record<string, CertificationDecision>> = {
  c: 'certify',
  r: 'revoke',
  e: 'exception',
};

export interface CertificationItemsTableProps {
  rows: readonly CertificationItemRow[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The id of the text that tells the keyboard shortcuts. */
  describedBy?: string | undefined;
  /** Whether items can be selected for decisions. */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelectionChange: (selected: Set<string>) => void;
  /** A decision's shortcut key pressed while the table has focus. */
  onShortcut: (decision: CertificationDecision) => void;
  /** The per-item actions offered in each row's menu. */
  actions: readonly Exclude<ItemAction, 'comment'>[];
  onItemAction: (action: ItemAction, row: CertificationItemRow) => void;
}

/** An item named for people: its user and application. */
export function useItemName(): (row: CertificationItemRow) => string {
  const { t } = useTranslation();
  return (row) =>
    t('certificationTask.items.itemName', {
      user: row.user.displayName,
      application: row.application.name,
    });
}

/** The reviewer's items, one row each, with selection and the decision shortcuts. */
export function CertificationItemsTable({
  rows,
  labelledBy,
  describedBy,
  selectable,
  selected,
  onSelectionChange,
  onShortcut,
  actions,
  onItemAction,
}: CertificationItemsTableProps) {
  const { t } = useTranslation();

  // In the capture phase, before the table's type-to-select would take the letter.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const decision = SHORTCUTS[event.key.toLowerCase()];
    if (!selectable || !decision || event.ctrlKey || event.metaKey || event.altKey) return;
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    onShortcut(decision);
  };

  const onSelection = (selection: Selection) => {
    onSelectionChange(
      selection === 'all'
        ? new Set(rows.map((row) => row.id))
        : new Set([...selection].map(String)),
    );
  };

  return (
    <div
      className={styles.tableWrap}
      data-empty={rows.length === 0 || undefined}
      onKeyDownCapture={onKeyDownCapture}
    >
      <Table
        className={styles.table}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        selectionMode={selectable ? 'multiple' : 'none'}
        selectedKeys={selected}
        onSelectionChange={onSelection}
      >
        <TableHeader className={styles.headerRow}>
          {selectable ? (
            <Column className={styles.checkboxColumn}>
              <SelectionCheckbox />
            </Column>
          ) : null}
          <Column isRowHeader className={styles.column}>
            {t('certificationTask.items.user')}
          </Column>
          <Column className={styles.column}>{t('certificationTask.items.application')}</Column>
          <Column className={styles.column}>{t('certificationTask.items.account')}</Column>
          <Column className={styles.column}>{t('certificationTask.items.access')}</Column>
          <Column className={styles.column}>{t('certificationTask.items.flags')}</Column>
          <Column className={styles.column}>{t('certificationTask.items.decision')}</Column>
          <Column className={styles.column}>{t('certificationTask.items.comments')}</Column>
          <Column className={styles.column}>{t('certificationTask.items.actions')}</Column>
        </TableHeader>
        <TableBody
          items={rows}
          dependencies={[selectable, actions, t]}
          renderEmptyState={() => (
            <p className={styles.empty}>{t('certificationTask.items.empty')}</p>
          )}
        >
          {(row) => (
            <Row id={row.id} className={styles.row}>
              {selectable ? (
                <Cell className={styles.cell}>
                  <SelectionCheckbox />
                </Cell>
              ) : null}
              <Cell className={styles.cell}>
                <span className={styles.userName}>{row.user.displayName}</span>
                <span className={styles.secondary}>{row.user.userName}</span>
              </Cell>
              <Cell className={styles.cell}>{row.application.name}</Cell>
              <Cell className={styles.cell}>{row.account}</Cell>
              <Cell className={styles.cell}>
                <ItemAccess row={row} />
              </Cell>
              <Cell className={styles.cell}>
                <ItemFlags flags={row.flags} />
              </Cell>
              <Cell className={styles.cell}>
                <DecisionLabel decision={row.decision} deferredUntil={row.deferredUntil} />
              </Cell>
              <Cell className={styles.cell}>{row.comments.length}</Cell>
              <Cell className={styles.cell}>
                <ItemMenu row={row} actions={actions} onAction={onItemAction} />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.checkboxBox} aria-hidden="true">
          {isIndeterminate ? '–' : isSelected ? '✓' : ''}
        </span>
      )}
    </Checkbox>
  );
}

function ItemAccess({ row }: { row: CertificationItemRow }) {
  const { t } = useTranslation();
  if (!row.entitlement && !row.role) return t('common.emptyValue');
  return (
    <>
      {row.entitlement ? (
        <span className={styles.access}>
          {t('certificationTask.items.entitlement', { name: row.entitlement })}
        </span>
      ) : null}
      {row.role ? (
        <span className={styles.access}>
          {t('certificationTask.items.role', { name: row.role })}
        </span>
      ) : null}
    </>
  );
}

function ItemMenu({
  row,
  actions,
  onAction,
}: {
  row: CertificationItemRow;
  actions: readonly Exclude<ItemAction, 'comment'>[];
  onAction: (action: ItemAction, row: CertificationItemRow) => void;
}) {
  const { t } = useTranslation();
  const itemName = useItemName();
  const labels: Record<ItemAction, string> = {
    comment: t('certificationTask.comment.open', { count: row.comments.length }),
    forward: t('certificationTask.handOver.forward'),
    reassign: t('certificationTask.handOver.reassign'),
  };
  const items: ItemAction[] = ['comment', ...actions];
  return (
    <MenuTrigger>
      <Button
        className={styles.menuButton}
        aria-label={t('certificationTask.items.actionsFor', { item: itemName(row) })}
      >
        {t('certificationTask.items.actions')}
      </Button>
      <Popover placement="bottom end" className={styles.menuPopover}>
        <Menu className={styles.menu} onAction={(key) => onAction(key as ItemAction, row)}>
          {items.map((action) => (
            <MenuItem key={action} id={action} className={styles.menuItem}>
              {labels[action]}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
