import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  ADMIN_ASSIGNMENTS_PATH,
  adminAssignmentEditPath,
  NEW_ADMIN_ASSIGNMENT_ID,
} from '../../../domain/app-paths.js';
import { Button } from '../../components/button.js';
import { BusyButton } from '../../components/busy-button.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { ErrorMessage } from '../../components/error-message.js';
import { QueryView } from '../../components/query-view.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { SelectField } from '../../components/select-field.js';
import { TextField } from '../../components/text-field.js';
import { useUnsavedEdits } from '../../components/unsaved-edits/use-unsaved-edits.js';
import { useValuesSaved } from '../../components/unsaved-edits/use-values-saved.js';
import { useRevisionSave } from '../../components/use-revision-save.js';
import { TopBarBackLink } from '../../components/top-bar-back-link.js';
import { graphql } from '../../gql/index.js';
import type { AssignmentEditPage_AssignmentQuery } from '../../gql/graphql.js';
import { validationMessage } from '../../i18n/validation-message.js';
import { errorMessageKey } from '../../lib/api-error.js';
import pageStyles from '../../components/admin-page.module.css';
import styles from './admin-assignments.module.css';
import { AssignmentAttributes } from './assignment-attributes.js';
import { draftProblems, inputOf, type AssignmentDraft } from './assignment-draft.js';
import { EventScriptField } from './event-script-field.js';

export const AssignmentEditPage_Assignment = graphql(`
  query AssignmentEditPage_Assignment($id: ID!, $existing: Boolean!) {
    assignment(id: $id) @include(if: $existing) {
      id
      rev
      name
      description
      mapping
      attributes {
        name
        value
        assignmentOperation
        unassignmentOperation
      }
      onAssignment
      onUnassignment
    }
    assignmentMappings {
      name
      target
      attributes {
        name
      }
    }
  }
`);

const AssignmentEditPage_Save = graphql(`
  mutation AssignmentEditPage_Save($input: SaveAssignmentInput!) {
    saveAssignment(input: $input) {
      id
      rev
    }
  }
`);

const AssignmentEditPage_Delete = graphql(`
  mutation AssignmentEditPage_Delete($id: ID!) {
    deleteAssignment(id: $id)
  }
`);

export function AssignmentEdit({ id }: { id: string }) {
  const existing = id !== NEW_ADMIN_ASSIGNMENT_ID;
  const result = useQuery(AssignmentEditPage_Assignment, {
    variables: { id, existing },
    fetchPolicy: 'network-only',
  });
  return (
    <QueryView result={result} errorKey="assignments.edit.loadError" className={pageStyles.page}>
      {(data) => <AssignmentForm data={data} onReload={result.refetch} />}
    </QueryView>
  );
}

type Assignment = NonNullable<AssignmentEditPage_AssignmentQuery['assignment']>;

function draftOf(assignment: Assignment | undefined, mapping: string): AssignmentDraft {
  return {
    name: assignment?.name ?? '',
    description: assignment?.description ?? '',
    mapping: assignment?.mapping ?? mapping,
    attributes:
      assignment?.attributes.map((attribute) => ({
        name: attribute.name,
        value: attribute.value,
        assignmentOperation: attribute.assignmentOperation,
        unassignmentOperation: attribute.unassignmentOperation,
      })) ?? [],
    onAssignment: assignment?.onAssignment ?? '',
    onUnassignment: assignment?.onUnassignment ?? '',
  };
}

function AssignmentForm({
  data,
  onReload,
}: {
  data: AssignmentEditPage_AssignmentQuery;
  onReload: () => Promise<{ data?: AssignmentEditPage_AssignmentQuery }>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  const assignment = data.assignment ?? undefined;
  const mappings = data.assignmentMappings;
  const [rev, setRev] = useState(assignment?.rev ?? null);
  const [draft, setDraft] = useState(() => draftOf(assignment, mappings[0]?.name ?? ''));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const edits = useValuesSaved(draft);
  const { leavePrompt, release } = useUnsavedEdits(edits.unsaved);
  const [save] = useMutation(AssignmentEditPage_Save);
  const [remove] = useMutation(AssignmentEditPage_Delete);
  const saving = useRevisionSave({
    failed: 'assignments.edit.saveError',
    onReload: async () => {
      const latest = (await onReload()).data?.assignment;
      if (latest) setRev(latest.rev);
    },
  });

  const mapping = mappings.find((candidate) => candidate.name === draft.mapping);
  const targetAttributes = mapping?.attributes.map((attribute) => attribute.name) ?? [];
  const mappingNames = mappings.map((candidate) => candidate.name);
  const problems = draftProblems(draft, targetAttributes);
  /** A target attribute the target lacks is shown at once; other fields once edited or saved. */
  const problemOf = (field: string) =>
    submitted || touched.has(field) || field.endsWith('.name') ? problems.get(field) : undefined;
  const errorOf = (field: string) => {
    const problem = problemOf(field);
    return problem ? validationMessage(t, problem) : undefined;
  };
  const touch = (field: string) => {
    if (!touched.has(field)) setTouched(new Set([...touched, field]));
  };
  const update = (field: keyof AssignmentDraft, next: Partial<AssignmentDraft>) => {
    touch(field);
    setSaved(false);
    setDraft({ ...draft, ...next });
  };

  const submit = async () => {
    setSubmitted(true);
    setSaved(false);
    if (problems.size > 0) return;
    const ok = await saving.save(async () => {
      const answer = await save({
        variables: {
          input: { ...inputOf(draft), ...(assignment ? { id: assignment.id, rev } : {}) },
        },
      });
      const stored = answer.data?.saveAssignment;
      if (!stored) throw new Error('No assignment');
      setRev(stored.rev);
      edits.markSaved();
      release();
      if (!assignment) navigate(adminAssignmentEditPath(stored.id), { replace: true });
    });
    setSaved(ok);
  };

  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <TopBarBackLink to={ADMIN_ASSIGNMENTS_PATH}>{t('assignments.edit.back')}</TopBarBackLink>
      <h1 id={headingId} className={pageStyles.heading}>
        {assignment ? assignment.name : t('assignments.edit.newHeading')}
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
          label={t('assignments.edit.name')}
          value={draft.name}
          onChange={(name) => update('name', { name })}
          errorMessage={errorOf('name')}
          isRequired
        />
        <TextField
          label={t('assignments.edit.description')}
          value={draft.description}
          onChange={(description) => update('description', { description })}
          errorMessage={errorOf('description')}
        />
        {mappingNames.length === 0 ? (
          <p>{t('assignments.edit.noMappings')}</p>
        ) : (
          <SelectField
            label={t('assignments.edit.mapping')}
            value={draft.mapping}
            values={
              mappingNames.includes(draft.mapping) ? mappingNames : [draft.mapping, ...mappingNames]
            }
            onChange={(name) => update('mapping', { mapping: name })}
            errorMessage={errorOf('mapping')}
          />
        )}
        <h2>{t('assignments.edit.attributes')}</h2>
        <AssignmentAttributes
          attributes={draft.attributes}
          targetAttributes={targetAttributes}
          problemOf={problemOf}
          onTouch={touch}
          onChange={(attributes) => {
            setSaved(false);
            setDraft({ ...draft, attributes });
          }}
        />
        <h2>{t('assignments.edit.scripts')}</h2>
        <EventScriptField
          label={t('assignments.edit.onAssignment')}
          value={draft.onAssignment}
          onChange={(onAssignment) => update('onAssignment', { onAssignment })}
          problem={problemOf('onAssignment')}
          testId="on-assignment-script"
        />
        <EventScriptField
          label={t('assignments.edit.onUnassignment')}
          value={draft.onUnassignment}
          onChange={(onUnassignment) => update('onUnassignment', { onUnassignment })}
          problem={problemOf('onUnassignment')}
          testId="on-unassignment-script"
        />
        {saving.problem && (
          <SaveProblemAlert
            problem={saving.problem}
            messages={{
              conflict: 'assignments.edit.conflict',
              invalid: 'assignments.edit.invalid',
            }}
            onReload={() => void saving.reload()}
            busy={saving.busy}
          />
        )}
        {submitted && problems.size > 0 && (
          <p className={styles.problem} role="alert">
            {t('assignments.edit.invalid')}
          </p>
        )}
        {saved && <p role="status">{t('assignments.edit.saved')}</p>}
        <div className={styles.row}>
          <BusyButton type="submit" busy={saving.busy}>
            {saving.busy ? t('assignments.edit.saving') : t('assignments.edit.save')}
          </BusyButton>
          {assignment && (
            <Button variant="secondary" onPress={() => setConfirmDelete(true)}>
              {t('assignments.edit.delete')}
            </Button>
          )}
        </div>
      </form>
      {assignment && confirmDelete && (
        <ConfirmDialog
          title={t('assignments.edit.delete')}
          message={t('assignments.edit.deleteConfirm', { name: assignment.name })}
          cancelLabel={t('assignments.edit.cancel')}
          confirmLabel={t('assignments.edit.delete')}
          onConfirm={async () => {
            await remove({ variables: { id: assignment.id } });
            release();
            navigate(ADMIN_ASSIGNMENTS_PATH);
          }}
          describeFailure={(error) => (
            <ErrorMessage messageKey={errorMessageKey(error, 'assignments.edit.deleteError')} />
          )}
          onClose={() => setConfirmDelete(false)}
        />
      )}
      {leavePrompt}
    </section>
  );
}
