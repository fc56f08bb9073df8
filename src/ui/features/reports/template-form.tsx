import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { runReportPath } from '../../../domain/app-paths.js';
import { REPORT_DATA_SOURCE_NAMES } from '../../../domain/reports/report-data-sources.js';
import { BusyButton } from '../../components/busy-button.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { SelectField } from '../../components/select-field.js';
import { TextField } from '../../components/text-field.js';
import { useUnsavedEdits } from '../../components/unsaved-edits/use-unsaved-edits.js';
import { useRevisionSave } from '../../components/use-revision-save.js';
import { graphql } from '../../gql/index.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { validationMessage } from '../../i18n/validation-message.js';
import formStyles from '../../components/form.module.css';
import styles from './template-editor.module.css';
import { definitionOf, draftFieldOf, draftProblems, type TemplateDraft } from './template-draft.js';
import {
  AggregatesPart,
  ColumnsPart,
  FiltersPart,
  ParametersPart,
  SortingPart,
} from './template-parts.js';

// The saved template replaces the cached one (by name), so the next save sends its new revision.
const TemplateForm_Save = graphql(`
  mutation TemplateForm_Save($name: String!, $rev: String, $input: ReportDefinitionInput!) {
    saveReportTemplate(name: $name, rev: $rev, input: $input) {
      ...TemplateEditor_Template
    }
  }
`);

export interface TemplateFormProps {
  initial: TemplateDraft;
  /** The stored revision; null for a new template. */
  rev: string | null;
  /** Reads the stored template again after a conflict. */
  onReload?: () => Promise<void>;
}

/**
 * A template's definition as a form: its data source, columns, aggregates, filters, sorting and
 * parameters, checked with the shared rules as it is edited and saved by revision.
 */
export function TemplateForm({ initial, rev, onReload }: TemplateFormProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const creating = rev === null;
  const [draft, setDraft] = useState(initial);
  const [edited, setEdited] = useState(false);
  const [saved, setSaved] = useState(false);
  const [unsaved, setUnsaved] = useState(false);
  const { leavePrompt, release } = useUnsavedEdits(unsaved);
  const [saveTemplate] = useMutation(TemplateForm_Save);
  const saving = useRevisionSave({
    failed: 'reporting.errors.save',
    ...(onReload && { onReload }),
  });

  const problems = draftProblems(draft, creating);
  const refused = new Map(
    saving.problem?.kind === 'invalid'
      ? saving.problem.fields.map((field) => [draftFieldOf(field.field), field] as const)
      : [],
  );
  const problemAt = (path: string) => {
    const failure = (edited ? problems.get(path) : undefined) ?? refused.get(path);
    return failure ? validationMessage(t, failure) : undefined;
  };
  const change = (patch: Partial<TemplateDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setEdited(true);
    setUnsaved(true);
    setSaved(false);
    if (saving.problem?.kind === 'invalid') saving.setProblem(null);
  };
  const partProps = { draft, onChange: change, problemAt };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setEdited(true);
    setSaved(false);
    if (problems.size > 0) {
      saving.setProblem({
        kind: 'invalid',
        messageKey: 'forms.invalid',
        fields: [...problems].map(([field, failure]) => ({ field, ...failure })),
      });
      return;
    }
    const ok = await saving.save(
      async () => {
        await saveTemplate({ variables: { name: draft.name, rev, input: definitionOf(draft) } });
      },
      (found) =>
        creating && found.kind === 'conflict'
          ? { kind: 'message', messageKey: 'reporting.editor.nameTaken' }
          : found,
    );
    if (!ok) return;
    setUnsaved(false);
    release();
    if (creating) navigate(runReportPath(draft.name));
    else setSaved(true);
  };

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      {creating ? (
        <TextField
          label={t('reporting.editor.templateName')}
          description={t('reporting.editor.templateNameDescription')}
          value={draft.name}
          onChange={(name) => change({ name })}
          isRequired
          errorMessage={problemAt('name')}
        />
      ) : null}
      <TextField
        label={t('reporting.editor.description')}
        value={draft.description}
        onChange={(description) => change({ description })}
        rows={3}
        errorMessage={problemAt('description')}
      />
      <SelectField
        label={t('reporting.editor.dataSource')}
        value={draft.dataSource}
        values={REPORT_DATA_SOURCE_NAMES}
        labelOf={(source) => t(`reporting.dataSource.${source}` as TranslationKey)}
        onChange={(dataSource) => change({ dataSource })}
        errorMessage={problemAt('dataSource')}
      />
      <ColumnsPart {...partProps} />
      <AggregatesPart {...partProps} />
      <FiltersPart {...partProps} />
      <SortingPart {...partProps} />
      <ParametersPart {...partProps} />
      <details>
        <summary>{t('reporting.editor.preview')}</summary>
        <pre className={styles.preview} tabIndex={0}>
          {JSON.stringify(definitionOf(draft), null, 2)}
        </pre>
      </details>
      {saving.problem ? (
        <SaveProblemAlert
          problem={saving.problem}
          messages={{ invalid: 'forms.invalid', conflict: 'reporting.editor.conflict' }}
          busy={saving.busy}
          {...(onReload && { onReload: () => void saving.reload() })}
        />
      ) : null}
      {saved ? <p role="status">{t('reporting.editor.saved')}</p> : null}
      <div>
        <BusyButton type="submit" busy={saving.busy}>
          {t('reporting.editor.save')}
        </BusyButton>
      </div>
      {leavePrompt}
    </form>
  );
}
