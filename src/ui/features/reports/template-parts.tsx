import { useTranslation } from 'react-i18next';
import { dataSourceColumns } from '../../../domain/reports/report-data-sources.js';
import {
  AGGREGATE_FUNCTIONS,
  FILTER_OPERATORS,
  SORT_DIRECTIONS,
  TEMPLATE_LIMITS,
  TEMPLATE_PARAMETER_NAMES,
} from '../../../domain/reports/report-template.js';
import { SelectField } from '../../components/select-field.js';
import { TextField } from '../../components/text-field.js';
import { ToggleSwitch } from '../../components/toggle-switch.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import {
  outputNamesOf,
  sourceColumnsOf,
  type DraftAggregate,
  type TemplateDraft,
} from './template-draft.js';
import { TemplateRows } from './template-rows.js';

export interface TemplatePartProps {
  draft: TemplateDraft;
  onChange: (patch: Partial<TemplateDraft>) => void;
  /** The translated failure of a field, by its path (`columns.0.source`). */
  problemAt: (path: string) => string | undefined;
}

/** The choices with the current value kept, so that a value no longer offered still shows. */
const withCurrent = (values: readonly string[], current: string) =>
  values.includes(current) ? [...values] : [current, ...values];

export function ColumnsPart({ draft, onChange, problemAt }: TemplatePartProps) {
  const { t } = useTranslation();
  const sources = sourceColumnsOf(draft);
  const unused = () =>
    sources.find((source) => !draft.columns.some((column) => column.source === source)) ??
    sources[0] ??
    '';
  return (
    <TemplateRows
      title={t('reporting.editor.columns')}
      rowLabel={(position) => t('reporting.editor.columnRow', { position })}
      addLabel={t('reporting.editor.addColumn')}
      emptyText={t('reporting.editor.noColumns')}
      items={draft.columns}
      onChange={(columns) => onChange({ columns })}
      newItem={() => {
        const source = unused();
        return { name: source, label: source, source };
      }}
      max={TEMPLATE_LIMITS.columns}
      ordered
      problem={problemAt('columns')}
    >
      {(column, update, index) => (
        <>
          <SelectField
            label={t('reporting.editor.source')}
            value={column.source}
            values={withCurrent(sources, column.source)}
            onChange={(source) => update({ source })}
            errorMessage={problemAt(`columns.${index}.source`)}
          />
          <TextField
            label={t('reporting.editor.name')}
            value={column.name}
            onChange={(name) => update({ name })}
            errorMessage={problemAt(`columns.${index}.name`)}
          />
          <TextField
            label={t('reporting.editor.label')}
            value={column.label}
            onChange={(label) => update({ label })}
            errorMessage={problemAt(`columns.${index}.label`)}
          />
        </>
      )}
    </TemplateRows>
  );
}

export function AggregatesPart({ draft, onChange, problemAt }: TemplatePartProps) {
  const { t } = useTranslation();
  const sources = sourceColumnsOf(draft);
  const types = dataSourceColumns(draft.dataSource) ?? {};
  return (
    <TemplateRows
      title={t('reporting.editor.aggregates')}
      rowLabel={(position) => t('reporting.editor.aggregateRow', { position })}
      addLabel={t('reporting.editor.addAggregate')}
      emptyText={t('reporting.editor.noAggregates')}
      items={draft.aggregates}
      onChange={(aggregates) => onChange({ aggregates })}
      newItem={(): DraftAggregate => ({
        name: `count${draft.aggregates.length + 1}`,
        label: t('reporting.aggregate.count'),
        function: 'count',
        column: '',
      })}
      max={TEMPLATE_LIMITS.aggregates}
      ordered
    >
      {(aggregate, update, index) => (
        <>
          <SelectField
            label={t('reporting.editor.function')}
            value={aggregate.function}
            values={AGGREGATE_FUNCTIONS}
            labelOf={(fn) => t(`reporting.aggregate.${fn}` as TranslationKey)}
            onChange={(fn) =>
              update(fn === 'count' ? { function: fn, column: '' } : { function: fn })
            }
          />
          {aggregate.function === 'count' ? null : (
            <SelectField
              label={t('reporting.editor.column')}
              value={aggregate.column}
              values={withCurrent(sources, aggregate.column)}
              labelOf={(column) =>
                column === ''
                  ? t('reporting.editor.chooseColumn')
                  : `${column} (${t(`reporting.columnType.${types[column] ?? 'text'}` as TranslationKey)})`
              }
              onChange={(column) => update({ column })}
              errorMessage={problemAt(`aggregates.${index}.column`)}
            />
          )}
          <TextField
            label={t('reporting.editor.name')}
            value={aggregate.name}
            onChange={(name) => update({ name })}
            errorMessage={problemAt(`aggregates.${index}.name`)}
          />
          <TextField
            label={t('reporting.editor.label')}
            value={aggregate.label}
            onChange={(label) => update({ label })}
            errorMessage={problemAt(`aggregates.${index}.label`)}
          />
        </>
      )}
    </TemplateRows>
  );
}

export function FiltersPart({ draft, onChange, problemAt }: TemplatePartProps) {
  const { t } = useTranslation();
  const sources = sourceColumnsOf(draft);
  return (
    <TemplateRows
      title={t('reporting.editor.filters')}
      rowLabel={(position) => t('reporting.editor.filterRow', { position })}
      addLabel={t('reporting.editor.addFilter')}
      emptyText={t('reporting.editor.noFilters')}
      items={draft.filters}
      onChange={(filters) => onChange({ filters })}
      newItem={() => ({ column: sources[0] ?? '', operator: 'equals', value: '' })}
      max={TEMPLATE_LIMITS.filters}
    >
      {(filter, update, index) => (
        <>
          <SelectField
            label={t('reporting.editor.column')}
            value={filter.column}
            values={withCurrent(sources, filter.column)}
            onChange={(column) => update({ column })}
            errorMessage={problemAt(`filters.${index}.column`)}
          />
          <SelectField
            label={t('reporting.editor.operator')}
            value={filter.operator}
            values={withCurrent(FILTER_OPERATORS, filter.operator)}
            labelOf={(operator) => t(`reporting.operator.${operator}` as TranslationKey)}
            onChange={(operator) => update({ operator })}
          />
          <TextField
            label={t('reporting.editor.value')}
            value={filter.value}
            onChange={(value) => update({ value })}
            errorMessage={problemAt(`filters.${index}.value`)}
          />
        </>
      )}
    </TemplateRows>
  );
}

export function SortingPart({ draft, onChange, problemAt }: TemplatePartProps) {
  const { t } = useTranslation();
  const outputs = outputNamesOf(draft);
  return (
    <TemplateRows
      title={t('reporting.editor.sorting')}
      rowLabel={(position) => t('reporting.editor.sortRow', { position })}
      addLabel={t('reporting.editor.addSort')}
      emptyText={t('reporting.editor.noSorting')}
      items={draft.sorting}
      onChange={(sorting) => onChange({ sorting })}
      newItem={() => ({ column: outputs[0] ?? '', direction: 'asc' })}
      max={TEMPLATE_LIMITS.sorting}
      ordered
    >
      {(sort, update, index) => (
        <>
          <SelectField
            label={t('reporting.editor.column')}
            value={sort.column}
            values={withCurrent(outputs, sort.column)}
            onChange={(column) => update({ column })}
            errorMessage={problemAt(`sorting.${index}.column`)}
          />
          <SelectField
            label={t('reporting.editor.direction')}
            value={sort.direction}
            values={withCurrent(SORT_DIRECTIONS, sort.direction)}
            labelOf={(direction) => t(`reporting.direction.${direction}` as TranslationKey)}
            onChange={(direction) => update({ direction })}
          />
        </>
      )}
    </TemplateRows>
  );
}

export function ParametersPart({ draft, onChange, problemAt }: TemplatePartProps) {
  const { t } = useTranslation();
  const unused = () =>
    TEMPLATE_PARAMETER_NAMES.find(
      (name) => !draft.parameters.some((parameter) => parameter.name === name),
    ) ?? 'accountStatus';
  return (
    <TemplateRows
      title={t('reporting.editor.parameters')}
      rowLabel={(position) => t('reporting.editor.parameterRow', { position })}
      addLabel={t('reporting.editor.addParameter')}
      emptyText={t('reporting.editor.noParameters')}
      items={draft.parameters}
      onChange={(parameters) => onChange({ parameters })}
      newItem={() => ({ name: unused(), required: false })}
      max={TEMPLATE_LIMITS.parameters}
      problem={problemAt('parameters')}
    >
      {(parameter, update, index) => (
        <>
          <SelectField
            label={t('reporting.editor.parameter')}
            value={parameter.name}
            values={withCurrent(TEMPLATE_PARAMETER_NAMES, parameter.name)}
            labelOf={(name) => t(`reporting.parameter.${name}` as TranslationKey)}
            onChange={(name) => update({ name })}
            errorMessage={problemAt(`parameters.${index}.name`)}
          />
          <ToggleSwitch
            isSelected={parameter.required}
            onChange={(required) => update({ required })}
          >
            {t('reporting.editor.required')}
          </ToggleSwitch>
        </>
      )}
    </TemplateRows>
  );
}
