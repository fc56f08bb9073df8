import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { BusyButton } from '../../components/busy-button.js';
import { SaveProblemAlert, type SaveProblemMessages } from '../../components/save-problem-alert.js';
import { errorsByField } from '../../components/schema-form/errors-by-field.js';
import { SchemaFieldControl } from '../../components/schema-form/schema-field-control.js';
import { asRecord } from '../../components/schema-form/schema-values.js';
import {
  changedFields,
  changedOperations,
  draftErrors,
  draftValue,
  type DraftValue,
} from '../../components/schema-form/schema-field.js';
import { useFormSave } from '../../components/schema-form/use-form-save.js';
import { useSchemaDraft } from '../../components/schema-form/use-schema-draft.js';
import { useUnsavedEdits } from '../../components/unsaved-edits/use-unsaved-edits.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import formStyles from '../../components/form.module.css';
import styles from './delegated-admin.module.css';
import { managedFields, serverFailure } from './managed-form-model.js';

const ManagedObjectForm_FormFragment = graphql(`
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

const ManagedObjectForm_Update = graphql(`
  mutation ManagedObjectForm_Update($input: UpdateManagedObjectInput!) {
    updateManagedObject(input: $input) {
      id
      displayName
      ...ManagedObjectForm_FormFragment
    }
  }
`);

const PROBLEM_MESSAGES: SaveProblemMessages = {
  invalid: 'forms.invalid',
  noChanges: 'delegatedAdmin.edit.noChanges',
  conflict: 'delegatedAdmin.edit.conflict',
};

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
  const fields = useMemo(() => managedFields(object.fields), [object.fields]);
  const [update] = useMutation(ManagedObjectForm_Update);
  const {
    rev,
    base,
    draft,
    locale,
    change: changeDraft,
    discard,
    markSaved,
  } = useSchemaDraft(fields, object.values, object.rev);
  const changed = changedFields(fields, base, draft);
  const { leavePrompt } = useUnsavedEdits(changed.length > 0);
  const stored = asRecord(object.values);
  const {
    errors,
    setErrors,
    problem,
    setProblem,
    busy,
    formRef,
    problemRef,
    refuse,
    refuseFailure,
    clearError,
    submit,
    reload,
  } = useFormSave({
    saveErrorKey: 'delegatedAdmin.edit.saveError',
    loadErrorKey: 'delegatedAdmin.edit.loadError',
    onReload,
  });

  const change = (name: string, value: DraftValue) => {
    changeDraft(name, value);
    clearError(name);
  };

  const save = async () => {
    setProblem(null);
    const local = draftErrors(fields, draft, locale, changed);
    if (Object.keys(local).length > 0) return refuse(local);
    const operations = changedOperations(fields, base, draft, locale, 'remove');
    if (operations.length === 0) return refuse({}, { kind: 'noChanges' });
    try {
      const { data } = await update({
        variables: {
          input: {
            resourceType: object.resourceType,
            resourceName: object.resourceName,
            id: object.id,
            rev,
            operations,
          },
        },
      });
      if (data)
        markSaved(getFragmentData(ManagedObjectForm_FormFragment, data.updateManagedObject).rev);
      setErrors({});
      showToast({ messageKey: 'delegatedAdmin.edit.saved', tone: 'success' });
    } catch (error) {
      refuseFailure(error, (found) => errorsByField(found, operations, serverFailure));
    }
  };

  const editable = fields.filter((field) => !field.readOnly);
  return (
    <Form
      ref={formRef}
      className={`${formStyles.form} ${styles.form}`}
      onSubmit={(event) => submit(event, save)}
      validationBehavior="aria"
    >
      <p className={styles.muted}>
        {object.canUpdate
          ? t('delegatedAdmin.edit.requiredNote')
          : t('delegatedAdmin.edit.viewOnly')}
      </p>
      {problem ? (
        <SaveProblemAlert
          problem={problem}
          problemRef={problemRef}
          messages={PROBLEM_MESSAGES}
          busy={busy}
          onReload={() => void reload()}
        />
      ) : null}
      {fields.map((field) => (
        <SchemaFieldControl
          key={field.name}
          field={field}
          value={draft[field.name] ?? draftValue(field, stored[field.name], locale)}
          error={errors[field.name]}
          onChange={(value) => change(field.name, value)}
          isDisabled={busy}
        />
      ))}
      {editable.length > 0 ? (
        <div className={formStyles.actions}>
          <BusyButton type="submit" busy={busy}>
            {busy ? t('delegatedAdmin.edit.saving') : t('delegatedAdmin.edit.save')}
          </BusyButton>
          <Button
            variant="secondary"
            isDisabled={busy || changed.length === 0}
            onPress={() => {
              discard();
              setErrors({});
              setProblem(null);
              // The button turns disabled with nothing left to discard: the focus goes back to the form.
              formRef.current
                ?.querySelector<HTMLElement>(
                  'input:not([type=hidden]):not([readonly]), textarea:not([readonly])',
                )
                ?.focus();
            }}
          >
            {t('delegatedAdmin.edit.discard')}
          </Button>
        </div>
      ) : null}
      {leavePrompt}
    </Form>
  );
}
