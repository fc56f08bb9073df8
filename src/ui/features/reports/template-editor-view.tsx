import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearch } from 'wouter';
import { REPORTS_PATH, runReportPath } from '../../../domain/app-paths.js';
import { QueryView } from '../../components/query-view.js';
import { TopBarBackLink } from '../../components/top-bar-back-link.js';
import { getFragmentData, graphql } from '../../gql/index.js';
import { errorCode } from '../../lib/api-error.js';
import pageStyles from '../../components/admin-page.module.css';
import { draftOf, emptyDraft } from './template-draft.js';
import { TemplateForm } from './template-form.js';

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

export const TemplateEditorPage_Template = graphql(`
  query TemplateEditorPage_Template($name: String!) {
    reportTemplate(name: $name) {
      ...TemplateEditor_Template
    }
  }
`);

/**
 * The template editor: `/reports/{template}/edit` edits a template; the new-template path starts
 * an empty one, or a copy of `?from=`'s definition under a new name.
 */
export function TemplateEditor() {
  const { t } = useTranslation();
  const headingId = useId();
  const { template } = useParams<{ template?: string }>();
  const search = useSearch();
  const from = template === undefined ? new URLSearchParams(search).get('from') : null;
  const source = template ?? from;
  const result = useQuery(TemplateEditorPage_Template, {
    variables: { name: source ?? '' },
    skip: source === null,
  });
  const heading =
    template === undefined
      ? t('reporting.editor.newTitle')
      : `${t('routes.editReport')}: ${template}`;
  const back = template === undefined ? REPORTS_PATH : runReportPath(template);
  const reload = async () => {
    await result.refetch();
  };
  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <TopBarBackLink to={back}>
        {template === undefined ? t('reporting.back.reports') : t('reporting.back.runReport')}
      </TopBarBackLink>
      <h1 id={headingId} className={pageStyles.heading}>
        {heading}
      </h1>
      {source === null ? (
        <TemplateForm initial={emptyDraft()} rev={null} />
      ) : (
        <QueryView
          result={result}
          errorKey={
            errorCode(result.error) === 'NOT_FOUND'
              ? 'reporting.errors.templateMissing'
              : 'errors.generic'
          }
        >
          {(data) => {
            const stored = getFragmentData(TemplateEditor_Template, data.reportTemplate);
            return template === undefined ? (
              <TemplateForm initial={draftOf(stored, '')} rev={null} />
            ) : (
              <TemplateForm initial={draftOf(stored)} rev={stored.rev} onReload={reload} />
            );
          }}
        </QueryView>
      )}
    </section>
  );
}
