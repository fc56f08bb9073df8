import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { reportDefinitionSchema } from '../../../domain/reports/report-template.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { TextField } from '../../components/text-field.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import type { TemplateEditor_TemplateFragment } from '../../gql/graphql.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { errorCode, errorMessageKey } from '../../lib/api-error.js';
import { fieldErrors } from '../../lib/field-errors.js';
import pageStyles from '../../components/admin-page.module.css';
import formStyles from '../../components/form.module.css';

/** What the editor shows and saves: the template's whole definition and its revision. */
export const TemplateEditor_Template = graphql(`
  fragment TemplateEditor_Template on ReportTemplate {
    name
    rev
    description
    dataSource
    parameters {
      name
      required
    }
    columns {
      name
      label
      source
    }
    aggregates {
      name
      label
      function
      column
    }
    filters {
      column
      operator
      value
    }
    sorting {
      column
      direction
    }
  }
`);

// The saved template replaces the cached one (by name), so the next save sends its new revision.
const TemplateEditor_Save = graphql(`
  mutation TemplateEditor_Save($name: String!, $rev: String, $input: ReportDefinitionInput!) {
    saveReportTemplate(name: $name, rev: $rev, input: $input) {
      ...TemplateEditor_Template
    }
  }
`);

type EditedTemplate = TemplateEditor_TemplateFragment;

function definitionText(template: EditedTemplate): string {
  const { description, dataSource, parameters, columns, aggregates, filters, sorting } = template;
  const strip = (items: readonly object[]) =>
    items.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => key !== '__typename')));
  return JSON.stringify(
    {
      description,
      dataSource,
      parameters: strip(parameters),
      columns: strip(columns),
      aggregates: strip(aggregates),
      filters: strip(filters),
      sorting: strip(sorting),
    },
    null,
    2,
  );
}

/**
 * The administrator's editor of a template's definition: its data source, parameters, columns,
 * aggregates, filters and sorting, checked with the shared rules before it is saved by revision.
 */
export function TemplateEditor(props: { template: FragmentType<typeof TemplateEditor_Template> }) {
  const template = getFragmentData(TemplateEditor_Template, props.template);
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => definitionText(template));
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const [save, { loading, error }] = useMutation(TemplateEditor_Save);
  const reasons = [
    ...problems,
    ...fieldErrors(error).map((problem) => `${problem.field}: ${t(problem.message as TranslationKey)}`),
  ];

  const submit = async () => {
    setSaved(false);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      setProblems([t('reporting.errors.invalidJson')]);
      return;
    }
    const checked = z.safeParse(reportDefinitionSchema, parsed);
    if (!checked.success) {
      setProblems(
        checked.error.issues.map(
          (issue) => `${issue.path.join('.')}: ${t(issue.message as TranslationKey)}`,
        ),
      );
      return;
    }
    setProblems([]);
    const answer = await save({
      variables: { name: template.name, rev: template.rev, input: checked.data },
    }).catch(() => null);
    if (answer?.data) setSaved(true);
  };

  if (!open) {
    return (
      <div>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {t('reporting.run.edit')}
        </Button>
      </div>
    );
  }
  return (
    <section className={formStyles.form} aria-label={t('routes.editReport')}>
      <h2 className={pageStyles.subheading}>{t('routes.editReport')}</h2>
      <TextField
        label={t('reporting.editor.definition')}
        description={t('reporting.editor.definitionDescription')}
        value={text}
        onChange={setText}
        rows={16}
        spellCheck={false}
        isInvalid={reasons.length > 0}
        errorMessage={reasons.length > 0 ? reasons.join(' ') : undefined}
      />
      {error && fieldErrors(error).length === 0 ? (
        <ErrorMessage
          messageKey={
            errorCode(error) === 'CONFLICT' ? 'errors.generic' : errorMessageKey(error, 'reporting.errors.save')
          }
        />
      ) : null}
      {saved ? <p role="status">{t('reporting.editor.saved')}</p> : null}
      <div>
        <Button onPress={() => void submit()} isDisabled={loading}>
          {t('reporting.editor.save')}
        </Button>
      </div>
    </section>
  );
}
