import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { errorMessageKey, fieldErrors, hasErrorCode } from '../../lib/api-error.js';
import styles from './delegated-admin.module.css';
import { ManagedFieldControl } from './managed-field-control.js';
import {
  asRecord,
  changedOperations,
  draftValue,
  editErrors,
  serverErrors,
  type DraftValue,
  type Edits,
  type FieldErrors,
} from './managed-form-model.js';

export const ManagedObjectForm_FormFragment = graphql(`
  fragment ManagedObjectForm_FormFragment on ManagedObjectForm {
    id
    rev
    resourceType
    resourceName
    canUpdate
    values
    fields {
      name
      title
      description
      type
      nullable
      required
      readOnly
      options
    }
  }
`);

export const ManagedObjectForm_Update = graphql(`
  mutation ManagedObjectForm_Update($input: UpdateManagedObjectInput!) {
    updateManagedObject(input: $input) {
      id
      displayName
      ...ManagedObjectForm_FormFragment
    }
  }
`);

type Problem = 'invalid' | 'conflict' | 'reloaded' | 'noChanges' | { messageKey: TranslationKey };

export interface ManagedObjectFormProps {
  object: FragmentType<typeof ManagedObjectForm_FormFragment>;
  onReload: () => Promise<void>;
}

/**
 * The object's fields as the privilege allows: Read/Write ones editable, Read only ones shown.
 * Only changed fields are sent, with the revision; after a conflict the user's changes stay.
 */
export function ManagedObjectForm({ object: objectRef, onReload }: ManagedObjectFormProps) {
  const { t } = useTranslation();
  const showToast = useToast();
  const object = getFragmentData(ManagedObjectForm_FormFragment, objectRef);
  const stored = asRecord(object.values);
  const [update] = useMutation(ManagedObjectForm_Update);
  const [edits, setEdits] = useState<Edits>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? problemRef.current)?.focus();
  }, [attempt]);

  const refuse = (found: FieldErrors, next: Problem) => {
    setErrors(found);
    setProblem(next);
    setAttempt((count) => count + 1);
  };

  const change = (name: string, value: DraftValue) => {
    setEdits((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const save = async () => {
    setProblem(null);
    const local = editErrors(object.fields, edits);
    if (Object.keys(local).length > 0) return refuse(local, 'invalid');
    const operations = changedOperations(object.fields, stored, edits);
    if (operations.length === 0) return refuse({}, 'noChanges');
    try {
      await update({
        variables: {
          input: {
            resourceType: object.resourceType,
            resourceName: object.resourceName,
            id: object.id,
            rev: object.rev,
            operations,
          },
        },
      });
      setEdits({});
      setErrors({});
      showToast({ messageKey: 'delegatedAdmin.edit.saved', tone: 'success' });
    } catch (error) {
      if (hasErrorCode(error, 'CONFLICT')) return refuse({}, 'conflict');
      const found = serverErrors(fieldErrors(error), operations);
      if (hasErrorCode(error, 'BAD_USER_INPUT') && Object.keys(found).length > 0) {
        return refuse(found, 'invalid');
      }
      refuse({}, { messageKey: errorMessageKey(error, 'delegatedAdmin.edit.saveError') });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void save().finally(() => setBusy(false));
  };

  const reload = async () => {
    setBusy(true);
    try {
      await onReload();
      setProblem('reloaded');
    } catch (error) {
      setProblem({ messageKey: errorMessageKey(error, 'delegatedAdmin.edit.loadError') });
    } finally {
      setBusy(false);
      setAttempt((count) => count + 1);
    }
  };

  const editable = object.fields.filter((field) => !field.readOnly);
  return (
    <Form ref={formRef} className={styles.form} onSubmit={submit} validationBehavior="aria">
      <p className={styles.muted}>
        {object.canUpdate
          ? t('delegatedAdmin.edit.requiredNote')
          : t('delegatedAdmin.edit.viewOnly')}
      </p>
      {problem ? (
        <div
          ref={problemRef}
          className={
            problem === 'reloaded' || problem === 'noChanges' ? styles.info : styles.problem
          }
          role={problem === 'reloaded' || problem === 'noChanges' ? 'status' : 'alert'}
          tabIndex={-1}
        >
          <FormProblem problem={problem} />
          {problem === 'conflict' ? (
            <Button variant="secondary" isDisabled={busy} onPress={() => void reload()}>
              {t('delegatedAdmin.edit.reload')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {object.fields.map((field) => (
        <ManagedFieldControl
          key={field.name}
          field={field}
          value={edits[field.name] ?? draftValue(field, stored[field.name])}
          error={errors[field.name]}
          onChange={(value) => change(field.name, value)}
          isDisabled={busy}
        />
      ))}
      {editable.length > 0 ? (
        <div className={styles.actions}>
          <Button type="submit" isDisabled={busy}>
            {busy ? t('delegatedAdmin.edit.saving') : t('delegatedAdmin.edit.save')}
          </Button>
          <Button
            variant="secondary"
            isDisabled={busy || Object.keys(edits).length === 0}
            onPress={() => {
              setEdits({});
              setErrors({});
              setProblem(null);
            }}
          >
            {t('delegatedAdmin.edit.discard')}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}

function FormProblem({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  if (problem === 'invalid') return <p>{t('delegatedAdmin.edit.invalid')}</p>;
  if (problem === 'reloaded') return <p>{t('delegatedAdmin.edit.reloaded')}</p>;
  if (problem === 'noChanges') return <p>{t('delegatedAdmin.edit.noChanges')}</p>;
  if (problem === 'conflict') {
    return (
      <p>
        {t('delegatedAdmin.edit.saveError')} {t('delegatedAdmin.edit.conflict')}
      </p>
    );
  }
  return <p>{t(problem.messageKey)}</p>;
}
