import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  ADMIN_ROLES_PATH,
  adminRoleEditPath,
  NEW_ADMIN_ROLE_ID,
} from '../../../domain/app-paths.js';
import { Button } from '../../components/button.js';
import { BusyButton } from '../../components/busy-button.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { ErrorMessage } from '../../components/error-message.js';
import { QueryView } from '../../components/query-view.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { TextField } from '../../components/text-field.js';
import { useUnsavedEdits } from '../../components/unsaved-edits/use-unsaved-edits.js';
import { useValuesSaved } from '../../components/unsaved-edits/use-values-saved.js';
import { useRevisionSave, type FormProblem } from '../../components/use-revision-save.js';
import type { SaveProblem } from '../../components/save-problem.js';
import { TopBarBackLink } from '../../components/top-bar-back-link.js';
import { graphql } from '../../gql/index.js';
import type { RoleEditPage_RoleQuery } from '../../gql/graphql.js';
import { validationMessage } from '../../i18n/validation-message.js';
import { errorMessageKey, hasErrorCode } from '../../lib/api-error.js';
import { CALLER_HANDLES_FORBIDDEN } from '../../lib/caller-handles-forbidden.js';
import pageStyles from '../../components/admin-page.module.css';
import styles from './admin-roles.module.css';
import { PrivilegeEditor } from './privilege-editor.js';
import { draftOf, emptyDraft, privilegeOf, type PrivilegeDraft } from './privilege-draft.js';
import { RoleAssignments } from './role-assignments.js';
import { RoleMembers } from './role-members.js';
import { RolePeriodFields } from './role-period-fields.js';
import { missingBound, periodDraftOf, periodToSave } from './role-period.js';

export const RoleEditPage_Role = graphql(`
  query RoleEditPage_Role($id: ID!, $existing: Boolean!) {
    internalRole(id: $id) @include(if: $existing) {
      id
      rev
      name
      description
      privileges {
        name
        path
        permissions
        accessFlags {
          attribute
          readOnly
        }
        filter
      }
      timeConstraint {
        start
        end
      }
    }
    privilegeTargets {
      path
      title
      attributes {
        name
        title
        required
      }
    }
  }
`);

/** A role that reaches beyond the realms its administrator holds is refused with that reason. */
function outOfScope(found: SaveProblem, error: unknown): FormProblem {
  return hasErrorCode(error, 'FORBIDDEN')
    ? { kind: 'message', messageKey: 'adminRoles.edit.outOfScope' }
    : found;
}

const RoleEditPage_Save = graphql(`
  mutation RoleEditPage_Save($input: SaveInternalRoleInput!) {
    saveInternalRole(input: $input) {
      id
      rev
    }
  }
`);

const RoleEditPage_Delete = graphql(`
  mutation RoleEditPage_Delete($id: ID!) {
    deleteInternalRole(id: $id)
  }
`);

export function RoleEdit({ id }: { id: string }) {
  const existing = id !== NEW_ADMIN_ROLE_ID;
  const result = useQuery(RoleEditPage_Role, {
    variables: { id, existing },
    fetchPolicy: 'network-only',
  });
  return (
    <QueryView result={result} errorKey="adminRoles.edit.loadError" className={pageStyles.page}>
      {(data) => <RoleForm data={data} existing={existing} onReload={result.refetch} />}
    </QueryView>
  );
}

function RoleForm({
  data,
  existing,
  onReload,
}: {
  data: RoleEditPage_RoleQuery;
  existing: boolean;
  onReload: () => Promise<{ data?: RoleEditPage_RoleQuery }>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  const role = data.internalRole;
  const targets = data.privilegeTargets;
  const [rev, setRev] = useState(role?.rev ?? null);
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [period, setPeriod] = useState(() => periodDraftOf(role?.timeConstraint));
  const [unfinishedPeriod, setUnfinishedPeriod] = useState(false);
  const [drafts, setDrafts] = useState<PrivilegeDraft[]>(() => role?.privileges.map(draftOf) ?? []);
  const [saved, setSaved] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const edits = useValuesSaved({ name, description, period, drafts });
  const { leavePrompt, release } = useUnsavedEdits(edits.unsaved);
  const [saveRole] = useMutation(RoleEditPage_Save);
  const [deleteRole] = useMutation(RoleEditPage_Delete);
  const saving = useRevisionSave({
    failed: 'adminRoles.edit.saveError',
    // The latest version's revision is the one the next save is made at.
    onReload: async () => {
      const latest = (await onReload()).data?.internalRole;
      if (latest) setRev(latest.rev);
    },
  });

  const targetOf = (path: string) => targets.find((target) => target.path === path);
  const refused = (field: string) => {
    const found = saving.refusalOf(field);
    return found ? validationMessage(t, found) : null;
  };
  const missing = unfinishedPeriod ? missingBound(period) : null;
  const periodErrors = {
    start: missing === 'start' ? t('adminRoles.edit.bothTimes') : refused('timeConstraint.start'),
    end: missing === 'end' ? t('adminRoles.edit.bothTimes') : refused('timeConstraint.end'),
  };

  const submit = async () => {
    setSaved(false);
    if (missingBound(period)) {
      setUnfinishedPeriod(true);
      return;
    }
    const ok = await saving.save(async () => {
      const answer = await saveRole({
        // A role beyond this administrator's realms is refused on the form, which keeps its values.
        context: CALLER_HANDLES_FORBIDDEN,
        variables: {
          input: {
            ...(role ? { id: role.id, rev } : {}),
            name,
            description: description.trim() === '' ? null : description,
            privileges: drafts.map((draft) => privilegeOf(draft, targetOf(draft.path))),
            timeConstraint: periodToSave(period),
          },
        },
      });
      const stored = answer.data?.saveInternalRole;
      if (!stored) throw new Error('No role');
      setRev(stored.rev);
      edits.markSaved();
      release();
      if (!role) navigate(adminRoleEditPath(stored.id), { replace: true });
    }, outOfScope);
    setSaved(ok);
  };

  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <TopBarBackLink to={ADMIN_ROLES_PATH}>{t('adminRoles.edit.back')}</TopBarBackLink>
      <h1 id={headingId} className={pageStyles.heading}>
        {role ? role.name : t('adminRoles.edit.newHeading')}
      </h1>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('adminRoles.edit.name')}
          value={name}
          onChange={(next) => {
            setName(next);
            saving.fieldsEdited('name');
          }}
          isRequired
          errorMessage={refused('name')}
        />
        <TextField
          label={t('adminRoles.edit.description')}
          value={description}
          onChange={(next) => {
            setDescription(next);
            saving.fieldsEdited('description');
          }}
          errorMessage={refused('description')}
        />
        <RolePeriodFields
          value={period}
          onChange={(next) => {
            setPeriod(next);
            // Either bound can mend an end before the start.
            saving.fieldsEdited('timeConstraint.start', 'timeConstraint.end');
          }}
          errors={periodErrors}
        />
        <h2>{t('adminRoles.edit.privileges')}</h2>
        {drafts.length === 0 && <p>{t('adminRoles.edit.noPrivileges')}</p>}
        {drafts.map((draft, index) => (
          <PrivilegeEditor
            key={index}
            index={index}
            draft={draft}
            targets={targets}
            onChange={(next) => setDrafts(drafts.map((old, at) => (at === index ? next : old)))}
            onRemove={() => setDrafts(drafts.filter((_, at) => at !== index))}
          />
        ))}
        <div>
          <Button
            variant="secondary"
            onPress={() => setDrafts([...drafts, emptyDraft(targets[0])])}
          >
            {t('adminRoles.edit.addPrivilege')}
          </Button>
        </div>
        {saving.problem && (
          <SaveProblemAlert
            problem={saving.problem}
            messages={{ conflict: 'adminRoles.edit.conflict', invalid: 'adminRoles.edit.invalid' }}
            onReload={() => void saving.reload()}
            busy={saving.busy}
          />
        )}
        {saved && <p role="status">{t('adminRoles.edit.saved')}</p>}
        <div className={styles.row}>
          <BusyButton type="submit" busy={saving.busy}>
            {saving.busy ? t('adminRoles.edit.saving') : t('adminRoles.edit.save')}
          </BusyButton>
          {role && (
            <Button variant="secondary" onPress={() => setConfirmDelete(true)}>
              {t('adminRoles.edit.delete')}
            </Button>
          )}
        </div>
      </form>
      {role && existing && <RoleMembers roleId={role.id} />}
      {role && existing && <RoleAssignments roleId={role.id} />}
      {role && confirmDelete && (
        <ConfirmDialog
          title={t('adminRoles.edit.delete')}
          message={t('adminRoles.edit.deleteConfirm', { name: role.name })}
          cancelLabel={t('adminRoles.edit.cancel')}
          confirmLabel={t('adminRoles.edit.delete')}
          onConfirm={async () => {
            await deleteRole({ variables: { id: role.id } });
            release();
            navigate(ADMIN_ROLES_PATH);
          }}
          describeFailure={(error) => (
            <ErrorMessage messageKey={errorMessageKey(error, 'adminRoles.edit.deleteError')} />
          )}
          onClose={() => setConfirmDelete(false)}
        />
      )}
      {leavePrompt}
    </section>
  );
}
