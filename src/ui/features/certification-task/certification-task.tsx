import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { waitFor } from 'xstate';
import type { CertificationDecision } from '../../../domain/certification.js';
import {
  certificationMachine,
  type CertificationErrorKey,
  type CertificationEvent,
  type ItemHandOver,
} from '../../../machines/certificationMachine.js';
import { useMachineStateAttribute } from '../../app/session/machine-state-attribute.js';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { lazyPart } from '../../components/lazy-part.js';
import { ProblemAlert } from '../../components/problem-alert.js';
import { getFragmentData } from '../../gql/index.js';
import type { CertificationTaskPage_TaskQuery } from '../../gql/graphql.js';
import { CampaignHeader, CampaignHeader_CampaignFragment } from './campaign-header.js';
import { certificationActors } from './certification-effects.js';
import {
  CertificationItemsTable,
  CertificationItemsTable_ItemFragment,
  useItemName,
  type CertificationItemRow,
} from './certification-items-table.js';
import styles from './certification-task.module.css';
import { DecisionToolbar } from './decision-toolbar.js';
import type { HandOverKind } from './hand-over-dialog.js';
import { NotPermitted } from './not-permitted.js';
import { SignOffBar } from './sign-off-bar.js';
import { useDecisionQueue } from './use-decision-queue.js';

// Each dialog (the user search, the text field, the drawer) loads as it opens.
const CommentDialog = lazyPart(() => import('./comment-dialog.js'), 'CommentDialog');
const GlossaryDrawer = lazyPart(() => import('./glossary-drawer.js'), 'GlossaryDrawer');
const HandOverDialog = lazyPart(() => import('./hand-over-dialog.js'), 'HandOverDialog');
const RefusalConfirmDialog = lazyPart(
  () => import('./refusal-confirm-dialog.js'),
  'RefusalConfirmDialog',
);

function handOverEvent(kind: HandOverKind, handOver: ItemHandOver): CertificationEvent {
  return kind === 'forward'
    ? { type: 'certification.forward', ...handOver }
    : { type: 'certification.reassign', ...handOver };
}

type Task = CertificationTaskPage_TaskQuery['certificationTask'];

type OpenDialog =
  { kind: 'comment' | HandOverKind; itemId: string } | { kind: 'glossary' | 'clear' | 'signOff' };

/** The states in which the machine runs an effect that a dialog waits for. */
type BusyState = 'commenting' | 'forwarding' | 'reassigning' | 'clearingDecisions' | 'signingOff';

export interface CertificationTaskProps {
  task: Task;
  /** Reads the task again. */
  reload: () => Promise<void>;
}

/** A campaign's task as the certification machine runs it: decisions, hand-overs and sign-off. */
export function CertificationTask({ task, reload }: CertificationTaskProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const showToast = useToast();
  const itemName = useItemName();
  const headingId = useId();
  const itemsHeadingId = useId();
  const shortcutsId = useId();
  const loaded = getFragmentData(CertificationItemsTable_ItemFragment, task.items);
  const campaign = getFragmentData(CampaignHeader_CampaignFragment, task.campaign);
  const actors = useMemo(() => certificationActors(client, { reload }), [client, reload]);

  const [snapshot, send, actorRef] = useMachine(certificationMachine.provide({ actors }), {
    input: {
      campaignId: task.campaign.id,
      status: task.campaign.status === 'signed_off' ? 'signed-off' : 'in-progress',
      items: loaded.map((item) => ({ id: item.id, decision: item.decision ?? null })),
      permissions: task.permissions,
      othersUndecided: task.othersUndecidedItems,
    },
  });
  useMachineStateAttribute(actorRef, 'certificationState');
  const { items, errorKey, othersUndecided } = snapshot.context;
  const signedOff = snapshot.matches('signedOff');

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const queue = useDecisionQueue(actorRef);
  const idle = snapshot.matches('reviewing') && queue.progress === null;

  // The machine knows which items are still the reviewer's and their decisions; the query the rest.
  const rows: CertificationItemRow[] = items.flatMap((item) => {
    const row = loaded.find((each) => each.id === item.id);
    return row ? [{ ...row, decision: item.decision }] : [];
  });
  const selectedRows = rows.filter((row) => selected.has(row.id));
  const editable = !signedOff && task.permissions.decide;
  const closeDialog = () => setDialog(null);

  /** Sends an event and resolves, once the machine has settled, to why it failed or null. */
  const run = async (
    event: CertificationEvent,
    busy: BusyState,
    refused: CertificationErrorKey,
  ): Promise<CertificationErrorKey | null> => {
    if (!actorRef.getSnapshot().can(event)) return refused;
    send(event);
    const settled = await waitFor(actorRef, (state) => !state.matches(busy));
    return settled.context.errorKey;
  };

  const canDecideSelection = (decision: CertificationDecision) =>
    idle &&
    selectedRows.length > 0 &&
    snapshot.can({ type: 'certification.decide', itemId: selectedRows[0]?.id ?? '', decision });

  const decideSelection = (decision: CertificationDecision) => {
    if (!canDecideSelection(decision)) return;
    queue.start(
      selectedRows
        .filter((row) => row.decision !== decision)
        .map((row) => ({ itemId: row.id, decision })),
    );
  };

  if (snapshot.matches('notPermitted')) return <NotPermitted />;

  const dialogRow =
    dialog && 'itemId' in dialog ? rows.find((row) => row.id === dialog.itemId) : undefined;

  return (
    <section className={styles.task} aria-labelledby={headingId}>
      <CampaignHeader
        campaign={task.campaign}
        headingId={headingId}
        items={items}
        actions={
          <Button
            variant="secondary"
            onPress={() => setDialog({ kind: 'glossary' })}
            onPointerEnter={() => GlossaryDrawer.preload()}
            onFocus={() => GlossaryDrawer.preload()}
          >
            {t('certificationTask.glossary.open')}
          </Button>
        }
      />
      {signedOff ? (
        <p className={styles.notice} role="status">
          {t('certificationTask.signedOff')}
        </p>
      ) : null}
      {!signedOff && !task.permissions.decide ? (
        <p className={styles.notice}>{t('certificationTask.readOnly')}</p>
      ) : null}
      {errorKey ? <ProblemAlert problem={errorKey}>{t(errorKey)}</ProblemAlert> : null}

      <section className={styles.items} aria-labelledby={itemsHeadingId}>
        <h2 id={itemsHeadingId} className={styles.subheading}>
          {t('certificationTask.items.heading')}
        </h2>
        {editable ? (
          <DecisionToolbar
            selectedCount={selectedRows.length}
            canDecide={canDecideSelection}
            onDecide={decideSelection}
            canClear={idle && snapshot.can({ type: 'certification.clearDecisions' })}
            onClear={() => setDialog({ kind: 'clear' })}
            shortcutsId={shortcutsId}
            progress={queue.progress}
          />
        ) : null}
        <CertificationItemsTable
          rows={rows}
          labelledBy={itemsHeadingId}
          describedBy={editable ? shortcutsId : undefined}
          selectable={editable}
          selected={new Set(selectedRows.map((row) => row.id))}
          onSelectionChange={setSelected}
          onShortcut={decideSelection}
          actions={!signedOff && task.permissions.forward ? ['forward', 'reassign'] : []}
          onItemAction={(action, row) => setDialog({ kind: action, itemId: row.id })}
        />
      </section>

      {signedOff || items.length === 0 ? null : (
        <SignOffBar
          canSignOff={idle && snapshot.can({ type: 'certification.signOff' })}
          maySignOff={task.permissions.signOff}
          undecided={items.filter((item) => item.decision === null).length + othersUndecided}
          onSignOff={() => setDialog({ kind: 'signOff' })}
        />
      )}

      <Suspense fallback={null}>
        {dialog?.kind === 'glossary' ? <GlossaryDrawer onClose={closeDialog} /> : null}
        {dialog?.kind === 'comment' && dialogRow ? (
          <CommentDialog
            itemName={itemName(dialogRow)}
            comments={dialogRow.comments}
            canComment={!signedOff && task.permissions.comment}
            onAdd={(comment) =>
              run(
                { type: 'certification.comment', itemId: dialogRow.id, comment },
                'commenting',
                'certificationTask.errors.comment',
              )
            }
            onClose={closeDialog}
          />
        ) : null}
        {(dialog?.kind === 'forward' || dialog?.kind === 'reassign') && dialogRow ? (
          <HandOverDialog
            kind={dialog.kind}
            itemName={itemName(dialogRow)}
            onHandOver={async (reviewer, comment) => {
              const forward = dialog.kind === 'forward';
              const handOver = { itemId: dialogRow.id, reviewerId: reviewer.id, comment };
              const refusal = await run(
                handOverEvent(forward ? 'forward' : 'reassign', handOver),
                forward ? 'forwarding' : 'reassigning',
                forward ? 'certificationTask.errors.forward' : 'certificationTask.errors.reassign',
              );
              if (!refusal) {
                closeDialog();
                showToast({
                  messageKey: forward
                    ? 'certificationTask.handOver.forwarded'
                    : 'certificationTask.handOver.reassigned',
                  tone: 'success',
                  values: { name: reviewer.displayName },
                });
              }
              return refusal;
            }}
            onClose={closeDialog}
          />
        ) : null}
        {dialog?.kind === 'clear' ? (
          <RefusalConfirmDialog
            title={t('certificationTask.clear.title')}
            message={t('certificationTask.clear.message')}
            cancelLabel={t('certificationTask.clear.cancel')}
            confirmLabel={t('certificationTask.clear.confirm')}
            busyLabel={t('certificationTask.clear.busy')}
            action={() =>
              run(
                { type: 'certification.clearDecisions' },
                'clearingDecisions',
                'certificationTask.errors.clearDecisions',
              )
            }
            onDone={() => {
              closeDialog();
              showToast({ messageKey: 'certificationTask.clear.done', tone: 'success' });
            }}
            onClose={closeDialog}
          />
        ) : null}
        {dialog?.kind === 'signOff' ? (
          <RefusalConfirmDialog
            title={t('certificationTask.signOff.title')}
            message={t('certificationTask.signOff.message', { name: campaign.name })}
            cancelLabel={t('certificationTask.signOff.cancel')}
            confirmLabel={t('certificationTask.signOff.confirm')}
            busyLabel={t('certificationTask.signOff.busy')}
            action={() =>
              run(
                { type: 'certification.signOff' },
                'signingOff',
                'certificationTask.errors.signOff',
              )
            }
            onDone={() => {
              closeDialog();
              setSelected(new Set());
              showToast({ messageKey: 'certificationTask.signOff.done', tone: 'success' });
            }}
            onClose={closeDialog}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
