import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { BusyButton } from '../../components/busy-button.js';
import { SaveProblemAlert, type SaveProblemMessages } from '../../components/save-problem-alert.js';
import { errorsByField } from '../../components/schema-form/errors-by-field.js';
import { SchemaFieldControl } from '../../components/schema-form/schema-field-control.js';
import {
  changedFields,
  changedOperations,
  draftErrors,
  objectWithDraft,
  type DraftValue,
  type SchemaField,
} from '../../components/schema-form/schema-field.js';
import { useFormSave } from '../../components/schema-form/use-form-save.js';
import { useSchemaDraft } from '../../components/schema-form/use-schema-draft.js';
import { useUnsavedEdits } from '../../components/unsaved-edits/use-unsaved-edits.js';
import { graphql } from '../../gql/index.js';
import formStyles from '../../components/form.module.css';
import styles from './profile-page.module.css';
import { useFieldTitle } from './use-field-title.js';

const PersonalInfoForm_PolicyCheck = graphql(`
  query PersonalInfoForm_PolicyCheck($values: JSON!) {
    profilePolicyCheck(values: $values) {
      field
      message
      values
    }
  }
`);

const PersonalInfoForm_UpdateProfile = graphql(`
  mutation PersonalInfoForm_UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      rev
      values
      preferences {
        name
        title
        enabled
      }
    }
  }
`);

const PROBLEM_MESSAGES: SaveProblemMessages = {
  invalid: 'forms.invalid',
  conflict: 'profilePage.personalInfo.conflict',
};

export interface PersonalInfoFormProps {
  fields: readonly SchemaField[];
  /** The stored values and their revision; a newer revision is merged into the draft. */
  values: unknown;
  rev: string;
  onDone: () => void;
  onReload: () => Promise<void>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function PersonalInfoForm({ fields, values, rev, onDone, onReload }: PersonalInfoFormProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const showToast = useToast();
  const [updateProfile] = useMutation(PersonalInfoForm_UpdateProfile, {
    // The top bar shows the same name and avatar.
    refetchQueries: ['ShellUser_Me'],
  });
  const fieldTitle = useFieldTitle();
  const {
    rev: draftRev,
    base,
    draft,
    locale,
    change: changeDraft,
  } = useSchemaDraft(fields, values, rev);
  const { leavePrompt } = useUnsavedEdits(changedFields(fields, base, draft).length > 0);
  const {
    errors,
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
    saveErrorKey: 'profilePage.personalInfo.saveError',
    loadErrorKey: 'profilePage.loadError',
    onReload,
  });

  const change = (name: string, value: DraftValue) => {
    changeDraft(name, value);
    clearError(name);
  };

  const save = async () => {
    setProblem(null);
    const local = draftErrors(fields, draft, locale);
    if (Object.keys(local).length > 0) return refuse(local);
    const operations = changedOperations(fields, base, draft, locale);
    if (operations.length === 0) return onDone();
    try {
      const check = await client.query({
        query: PersonalInfoForm_PolicyCheck,
        variables: { values: objectWithDraft(fields, values, draft, locale) },
        fetchPolicy: 'no-cache',
      });
      const failed = (check.data?.profilePolicyCheck ?? []).filter(({ field }) =>
        Object.hasOwn(draft, field),
      );
      if (failed.length > 0) {
        return refuse(
          Object.fromEntries(
            failed.map(({ field, message, values: params }) => [
              field,
              { message, ...(isRecord(params) && { values: params }) },
            ]),
          ),
        );
      }
      await updateProfile({ variables: { input: { rev: draftRev, operations } } });
      showToast({ messageKey: 'profilePage.personalInfo.saved', tone: 'success' });
      onDone();
    } catch (error) {
      refuseFailure(error, (found) => errorsByField(found, operations));
    }
  };

  return (
    <Form
      ref={formRef}
      className={`${formStyles.form} ${styles.form}`}
      onSubmit={(event) => submit(event, save)}
      validationBehavior="aria"
    >
      <p className={styles.note}>{t('profilePage.personalInfo.requiredNote')}</p>
      {problem ? (
        <SaveProblemAlert
          problem={problem}
          problemRef={problemRef}
          messages={PROBLEM_MESSAGES}
          busy={busy}
          onReload={() => void reload()}
          className={styles.problem}
        />
      ) : null}
      <div className={styles.formFields}>
        {fields.map((field, index) =>
          field.readOnly ? null : (
            <SchemaFieldControl
              key={field.name}
              field={field}
              label={fieldTitle(field)}
              value={draft[field.name]}
              error={errors[field.name]}
              onChange={(value) => change(field.name, value)}
              isDisabled={busy}
              autoFocus={index === fields.findIndex((candidate) => !candidate.readOnly)}
            />
          ),
        )}
      </div>
      <div className={formStyles.actions}>
        <BusyButton type="submit" busy={busy}>
          {busy ? t('profilePage.personalInfo.saving') : t('profilePage.personalInfo.save')}
        </BusyButton>
        <Button variant="secondary" isDisabled={busy} onPress={onDone}>
          {t('profilePage.personalInfo.cancel')}
        </Button>
      </div>
      {leavePrompt}
    </Form>
  );
}
