import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { graphql } from '../../gql/index.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { errorMessageKey, fieldErrors, hasErrorCode } from '../../lib/api-error.js';
import styles from './profile-page.module.css';
import { ProfileFieldControl } from './profile-field-control.js';
import {
  changedOperations,
  draftErrors,
  draftFrom,
  objectWithDraft,
  rebaseDraft,
  type Draft,
  type DraftValue,
  type FieldErrors,
  type PatchOperation,
  type ProfileField,
} from './profile-fields.js';

export const PersonalInfoForm_PolicyCheck = graphql(`
  query PersonalInfoForm_PolicyCheck($values: JSON!) {
    profilePolicyCheck(values: $values) {
      field
      message
      values
    }
  }
`);

export const PersonalInfoForm_UpdateProfile = graphql(`
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

type Problem = 'invalid' | 'conflict' | 'reloaded' | { messageKey: TranslationKey };

export interface PersonalInfoFormProps {
  fields: readonly ProfileField[];
  /** The stored values and their revision; a newer revision is merged into the draft. */
  values: unknown;
  rev: string;
  onDone: () => void;
  onReload: () => Promise<void>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const OPERATION_PATH = /^operations\.(\d+)\./;

/** Field errors keyed by property: the gateway names policy failures by property, input by operation. */
function errorsByField(
  errors: ReturnType<typeof fieldErrors>,
  operations: readonly PatchOperation[],
): FieldErrors {
  return Object.fromEntries(
    errors.map(({ field, message, values }) => {
      const index = OPERATION_PATH.exec(`${field}.`)?.[1];
      const operation = index === undefined ? undefined : operations[Number(index)];
      const name = operation ? operation.field.slice(1) : field;
      return [name, { message, ...(values && { values }) }];
    }),
  );
}

export function PersonalInfoForm({ fields, values, rev, onDone, onReload }: PersonalInfoFormProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const showToast = useToast();
  const [updateProfile] = useMutation(PersonalInfoForm_UpdateProfile, {
    // The top bar shows the same name and avatar.
    refetchQueries: ['ShellUser_Me'],
  });
  const [base, setBase] = useState<{ rev: string; draft: Draft }>(() => ({
    rev,
    draft: draftFrom(fields, values),
  }));
  const [draft, setDraft] = useState<Draft>(base.draft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  if (base.rev !== rev) {
    const latest = draftFrom(fields, values);
    setDraft(rebaseDraft(draft, base.draft, latest));
    setBase({ rev, draft: latest });
  }

  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? problemRef.current)?.focus();
  }, [attempt]);

  const change = (name: string, value: DraftValue) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const refuse = (found: FieldErrors, next: Problem) => {
    setErrors(found);
    setProblem(next);
    setAttempt((count) => count + 1);
  };

  const save = async () => {
    setProblem(null);
    const local = draftErrors(fields, draft);
    if (Object.keys(local).length > 0) return refuse(local, 'invalid');
    const operations = changedOperations(fields, base.draft, draft);
    if (operations.length === 0) return onDone();
    try {
      const check = await client.query({
        query: PersonalInfoForm_PolicyCheck,
        variables: { values: objectWithDraft(fields, values, draft) },
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
          'invalid',
        );
      }
      await updateProfile({ variables: { input: { rev: base.rev, operations } } });
      showToast({ messageKey: 'profilePage.personalInfo.saved', tone: 'success' });
      onDone();
    } catch (error) {
      if (hasErrorCode(error, 'CONFLICT')) return refuse({}, 'conflict');
      const found = errorsByField(fieldErrors(error), operations);
      if (hasErrorCode(error, 'BAD_USER_INPUT') && Object.keys(found).length > 0) {
        return refuse(found, 'invalid');
      }
      refuse({}, { messageKey: errorMessageKey(error, 'profilePage.personalInfo.saveError') });
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
      setProblem({ messageKey: errorMessageKey(error, 'profilePage.loadError') });
    } finally {
      setBusy(false);
      setAttempt((count) => count + 1);
    }
  };

  return (
    <Form ref={formRef} className={styles.form} onSubmit={submit} validationBehavior="aria">
      <p className={styles.note}>{t('profilePage.personalInfo.requiredNote')}</p>
      {problem ? (
        <div
          ref={problemRef}
          className={problem === 'reloaded' ? styles.info : styles.problem}
          role={problem === 'reloaded' ? 'status' : 'alert'}
          tabIndex={-1}
        >
          <FormProblem problem={problem} />
          {problem === 'conflict' ? (
            <Button variant="secondary" isDisabled={busy} onPress={() => void reload()}>
              {t('profilePage.personalInfo.reload')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className={styles.formFields}>
        {fields.map((field, index) =>
          field.editable ? (
            <ProfileFieldControl
              key={field.name}
              field={field}
              value={draft[field.name]}
              error={errors[field.name]}
              onChange={(value) => change(field.name, value)}
              isDisabled={busy}
              autoFocus={index === fields.findIndex((candidate) => candidate.editable)}
            />
          ) : null,
        )}
      </div>
      <div className={styles.formActions}>
        <Button type="submit" isDisabled={busy}>
          {busy ? t('profilePage.personalInfo.saving') : t('profilePage.personalInfo.save')}
        </Button>
        <Button variant="secondary" isDisabled={busy} onPress={onDone}>
          {t('profilePage.personalInfo.cancel')}
        </Button>
      </div>
    </Form>
  );
}

function FormProblem({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  if (problem === 'invalid') return <p>{t('profilePage.personalInfo.invalid')}</p>;
  if (problem === 'reloaded') return <p>{t('profilePage.personalInfo.reloaded')}</p>;
  if (problem === 'conflict') {
    return (
      <p>
        {t('profilePage.personalInfo.saveError')} {t('profilePage.personalInfo.conflict')}
      </p>
    );
  }
  return <p>{t(problem.messageKey)}</p>;
}
