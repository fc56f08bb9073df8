import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../domain/api-error-contract.js';
import { UEBA_RISK_THRESHOLD_MAX } from '../../../domain/autoaccess/pipeline-inputs.js';
import {
  DEFAULT_UEBA_RISK_THRESHOLD,
  PIPELINE_TYPES,
  type PipelineType,
} from '../../../domain/autoaccess/pipeline-parameters.js';
import { Button } from '../../components/button.js';
import { BusyButton } from '../../components/busy-button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { LoadingState } from '../../components/loading-state.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import { TextField } from '../../components/text-field.js';
import { graphql } from '../../gql/index.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { validationMessage } from '../../i18n/validation-message.js';
import { numberText, parseNumberText } from '../../lib/locale-number.js';
import { errorMessageKey } from '../../lib/api-error.js';
import { fieldErrors } from '../../lib/field-errors.js';
import { LabelledSelect } from './labelled-select.js';
import { ParameterFields } from './parameter-fields.js';
import {
  defaultParameterDraft,
  draftErrors,
  parametersInput,
  type ParameterDraft,
} from './parameter-draft.js';
import styles from './pipelines.module.css';
import { serverMessage } from './server-message.js';

/** At most this many data sources and trainings are offered. */
const CHOICES_MAX = 100;

export const CreatePipelineDialog_Choices = graphql(`
  query CreatePipelineDialog_Choices($pageSize: Int!) {
    dataSources(input: { pageSize: $pageSize }) {
      rows {
        id
        name
      }
    }
    pipelineDefinitions(pageSize: $pageSize) {
      rows {
        id
        name
        type
      }
    }
  }
`);

export const CreatePipelineDialog_Create = graphql(`
  mutation CreatePipelineDialog_Create($input: CreatePipelineDefinitionInput!) {
    createPipelineDefinition(input: $input) {
      id
    }
  }
`);

export interface CreatePipelineDialogProps {
  onClose: () => void;
  onCreated: (id: string) => void;
}

const thresholdError = (value: number): FieldError | null => {
  if (!Number.isFinite(value)) return { field: 'uebaRiskThreshold', message: 'validation.numeric' };
  if (value < 0)
    return { field: 'uebaRiskThreshold', message: 'validation.minValue', values: { min: 0 } };
  if (value > UEBA_RISK_THRESHOLD_MAX) {
    return {
      field: 'uebaRiskThreshold',
      message: 'validation.maxValue',
      values: { max: UEBA_RISK_THRESHOLD_MAX },
    };
  }
  return null;
};

/** Names a new Training or Prediction on a data source, with the models' parameters (spec §9). */
export function CreatePipelineDialog({ onClose, onCreated }: CreatePipelineDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const choices = useQuery(CreatePipelineDialog_Choices, {
    variables: { pageSize: CHOICES_MAX },
    fetchPolicy: 'network-only',
  });
  const [name, setName] = useState('');
  const [type, setType] = useState<PipelineType>('Training');
  const [dataSourceId, setDataSourceId] = useState<string | null>(null);
  const [trainingId, setTrainingId] = useState<string | null>(null);
  const [draft, setDraft] = useState<ParameterDraft>(() => defaultParameterDraft(locale));
  const [threshold, setThreshold] = useState(() => numberText(DEFAULT_UEBA_RISK_THRESHOLD, locale));
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const [problem, setProblem] = useState<{ key: TranslationKey } | { text: string } | null>(null);
  const [create, { loading: creating }] = useMutation(CreatePipelineDialog_Create);

  const parameterErrors = draftErrors(draft, locale);
  const thresholdValue = parseNumberText(threshold, locale);
  const ownThresholdError = thresholdError(thresholdValue);
  const serverError = (field: string) => serverErrors.find((error) => error.field === field);
  const message = (error: FieldError | null | undefined) =>
    error ? validationMessage(t, error) : null;

  const sources = choices.data?.dataSources.rows ?? [];
  const trainings = (choices.data?.pipelineDefinitions.rows ?? []).filter(
    (row) => row.type === 'Training',
  );
  const complete =
    name.trim() !== '' &&
    dataSourceId !== null &&
    (type === 'Training' || trainingId !== null) &&
    parameterErrors.size === 0 &&
    ownThresholdError === null;

  const submit = async () => {
    if (!complete) return;
    setProblem(null);
    setServerErrors([]);
    try {
      const { data } = await create({
        variables: {
          input: {
            name,
            type,
            dataSourceId,
            trainingPipelineDefinitionId: type === 'Prediction' ? trainingId : null,
            parameters: parametersInput(draft, locale),
            uebaRiskThreshold: thresholdValue,
          },
        },
      });
      if (data) onCreated(data.createPipelineDefinition.id);
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.length > 0) {
        setServerErrors(fields);
        return;
      }
      const text = serverMessage(error);
      setProblem(text ? { text } : { key: errorMessageKey(error, 'pipelines.create.failed') });
    }
  };

  return (
    <ModalDialog
      title={t('pipelines.create.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('pipelines.create.cancel')}
          </Button>
          <BusyButton busy={creating} isDisabled={!complete} onPress={() => void submit()}>
            {creating ? t('pipelines.create.creating') : t('pipelines.create.create')}
          </BusyButton>
        </>
      }
    >
      <div className={styles.form}>
        <TextField
          label={t('pipelines.create.name')}
          value={name}
          onChange={setName}
          isRequired
          errorMessage={message(serverError('name'))}
        />
        <LabelledSelect
          label={t('pipelines.create.type')}
          value={type}
          options={PIPELINE_TYPES.map((id) => ({ id, label: t(`pipelines.type.${id}`) }))}
          onChange={(next) => setType(next as PipelineType)}
        />
        {choices.error ? (
          <ErrorMessage
            messageKey={errorMessageKey(choices.error, 'pipelines.errors.fetchChoices')}
          />
        ) : choices.loading ? (
          <LoadingState />
        ) : (
          <>
            <LabelledSelect
              label={t('pipelines.create.dataSource')}
              value={dataSourceId}
              options={sources.map((source) => ({ id: source.id, label: source.name }))}
              onChange={setDataSourceId}
              errorMessage={message(serverError('dataSourceId'))}
            />
            {type === 'Prediction' ? (
              <LabelledSelect
                label={t('pipelines.create.training')}
                value={trainingId}
                options={trainings.map((training) => ({ id: training.id, label: training.name }))}
                onChange={setTrainingId}
                errorMessage={message(serverError('trainingPipelineDefinitionId'))}
              />
            ) : null}
          </>
        )}
        <ParameterFields
          draft={draft}
          errors={(key) => message(parameterErrors.get(key) ?? serverError(`parameters.${key}`))}
          onChange={(key, value) => {
            setDraft((current) => ({ ...current, [key]: value }));
            setServerErrors((current) =>
              current.filter((error) => error.field !== `parameters.${key}`),
            );
          }}
        />
        <TextField
          label={t('pipelines.create.uebaRiskThreshold')}
          description={t('pipelines.create.uebaRiskThresholdDescription')}
          value={threshold}
          onChange={setThreshold}
          inputMode="decimal"
          errorMessage={message(ownThresholdError ?? serverError('uebaRiskThreshold'))}
        />
        {problem ? (
          'key' in problem ? (
            <ErrorMessage messageKey={problem.key} />
          ) : (
            <p role="alert" className={styles.problem}>
              {problem.text}
            </p>
          )
        ) : null}
      </div>
    </ModalDialog>
  );
}
