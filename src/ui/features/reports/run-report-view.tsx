import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { REPORTS_PATH, editReportTemplatePath, runHistoryPath } from '../../../domain/app-paths.js';
import {
  parameterChoices,
  parameterColumn,
} from '../../../domain/reports/report-parameter-choices.js';
import { isTimeframeParameter } from '../../../domain/reports/report-template.js';
import { REPORT_TIMEFRAMES } from '../../../domain/reports/report-timeframe.js';
import { BusyButton } from '../../components/busy-button.js';
import { CheckboxGroupField } from '../../components/checkbox-group-field.js';
import { usePropertyValueLabel } from '../../components/enum-label/enum-label.js';
import { ErrorMessage } from '../../components/error-message.js';
import { QueryView } from '../../components/query-view.js';
import { SelectField } from '../../components/select-field.js';
import { TextField } from '../../components/text-field.js';
import { TopBarBackLink } from '../../components/top-bar-back-link.js';
import { graphql } from '../../gql/index.js';
import { validationMessage } from '../../i18n/validation-message.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { errorCode, errorMessageKey } from '../../lib/api-error.js';
import { fieldErrors } from '../../lib/field-errors.js';
import pageStyles from '../../components/admin-page.module.css';
import formStyles from '../../components/form.module.css';
import {
  needsCustomTimeframe,
  runInputOf,
  type DraftProblem,
  type RunReportDraft,
} from './run-report-form.js';

export const RunReportPage_Template = graphql(`
  query RunReportPage_Template($name: String!) {
    reportTemplate(name: $name) {
      name
      description
      parameters {
        name
        required
      }
    }
  }
`);

export const RunReportPage_Run = graphql(`
  mutation RunReportPage_Run($templateName: String!, $input: RunReportInput!) {
    runReport(templateName: $templateName, input: $input) {
      id
      status
    }
  }
`);

/** The page itself, in a chunk of its own behind its route's light frame. */
export function RunReport() {
  const { t } = useTranslation();
  const headingId = useId();
  const { template = '' } = useParams<{ template: string }>();
  const result = useQuery(RunReportPage_Template, { variables: { name: template } });
  const templateMissing = errorCode(result.error) === 'NOT_FOUND';
  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <TopBarBackLink to={REPORTS_PATH}>{t('reporting.back.reports')}</TopBarBackLink>
      <div className={pageStyles.header}>
        <h1 id={headingId} className={pageStyles.heading}>
          {t('routes.runReport')}: {template}
        </h1>
        <Link className={pageStyles.backLink} to={runHistoryPath(template)}>
          {t('reporting.run.history')}
        </Link>
        <Link className={pageStyles.backLink} to={editReportTemplatePath(template)}>
          {t('reporting.run.edit')}
        </Link>
      </div>
      <QueryView
        result={result}
        errorKey={templateMissing ? 'reporting.errors.templateMissing' : 'errors.generic'}
      >
        {(data) => (
          <>
            <p className={pageStyles.intro}>{data.reportTemplate.description}</p>
            <RunForm
              templateName={data.reportTemplate.name}
              parameters={data.reportTemplate.parameters}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}

function RunForm({
  templateName,
  parameters,
}: {
  templateName: string;
  parameters: readonly { name: string; required: boolean }[];
}) {
  const { t } = useTranslation();
  const valueLabel = usePropertyValueLabel();
  const [, navigate] = useLocation();
  const customOnly = needsCustomTimeframe(parameters);
  const [draft, setDraft] = useState<RunReportDraft>({
    preset: customOnly ? 'custom' : 'last7Days',
    startDate: '',
    endDate: '',
    values: {},
  });
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [run, { loading, error }] = useMutation(RunReportPage_Run);
  const serverProblems: DraftProblem[] = fieldErrors(error).map((problem) => ({
    field: problem.field.split('.').at(-1) ?? '',
    message: problem.message,
    ...(problem.values ? { values: problem.values } : {}),
  }));
  const problemOf = (field: string) => {
    const problem = [...problems, ...serverProblems].find((each) => each.field === field);
    return problem ? validationMessage(t, problem) : undefined;
  };
  const setValue = (name: string, value: string | string[]) =>
    setDraft((current) => ({ ...current, values: { ...current.values, [name]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = runInputOf(draft, parameters);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems([]);
    const answer = await run({ variables: { templateName, input: checked.input as never } }).catch(
      () => null,
    );
    if (answer?.data) navigate(runHistoryPath(templateName));
  };

  // A refusal also names its fields at the fields; the message says what it means for the run.
  const failure = error
    ? errorCode(error) === 'BAD_USER_INPUT'
      ? 'reporting.errors.noValidParameters'
      : errorMessageKey(error, 'reporting.errors.couldNotRun')
    : null;
  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      {parameters
        .filter(({ name }) => !isTimeframeParameter(name))
        .map((parameter) => {
          const choices = parameterChoices(parameter.name);
          const label = t(`reporting.parameter.${parameter.name}` as TranslationKey);
          const value = draft.values[parameter.name];
          return choices ? (
            <CheckboxGroupField
              key={parameter.name}
              label={label}
              description={parameter.required ? undefined : t('reporting.run.anyWhenNone')}
              options={choices.map((choice) => ({
                id: choice,
                label: valueLabel(parameterColumn(parameter.name), choice),
              }))}
              value={Array.isArray(value) ? value : []}
              onChange={(chosen) => setValue(parameter.name, chosen)}
              errorMessage={problemOf(parameter.name)}
            />
          ) : (
            <TextField
              key={parameter.name}
              label={label}
              value={typeof value === 'string' ? value : ''}
              onChange={(text) => setValue(parameter.name, text)}
              isRequired={parameter.required}
              isInvalid={problemOf(parameter.name) !== undefined}
              errorMessage={problemOf(parameter.name)}
            />
          );
        })}
      <SelectField
        label={t('reporting.run.timeframe')}
        value={draft.preset}
        values={customOnly ? (['custom'] as const) : REPORT_TIMEFRAMES}
        labelOf={(preset) => t(`reporting.timeframe.${preset}`)}
        onChange={(preset) => setDraft((current) => ({ ...current, preset }))}
      />
      {draft.preset === 'custom' ? (
        <>
          <TextField
            label={t('reporting.run.startDate')}
            value={draft.startDate}
            onChange={(startDate) => setDraft((current) => ({ ...current, startDate }))}
            description={t('reporting.run.dayFormat')}
            isRequired
            isInvalid={problemOf('startDate') !== undefined}
            errorMessage={problemOf('startDate')}
          />
          <TextField
            label={t('reporting.run.endDate')}
            value={draft.endDate}
            onChange={(endDate) => setDraft((current) => ({ ...current, endDate }))}
            description={t('reporting.run.dayFormat')}
            isRequired
            isInvalid={problemOf('endDate') !== undefined}
            errorMessage={problemOf('endDate')}
          />
        </>
      ) : null}
      {failure ? <ErrorMessage messageKey={failure} /> : null}
      <div>
        <BusyButton type="submit" busy={loading}>
          {t('reporting.run.submit')}
        </BusyButton>
      </div>
    </form>
  );
}
