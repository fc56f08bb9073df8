import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field.js';
import { PARAMETER_GROUPS, type ParameterDraft } from './parameter-draft.js';
import pageStyles from '../../components/admin-page.module.css';
import styles from './pipelines.module.css';

export interface ParameterFieldsProps {
  draft: ParameterDraft;
  /** The message of a parameter's error, by `<model>.<parameter>`; null when it has none. */
  errors: (key: string) => string | null;
  onChange: (key: string, value: string) => void;
}

/** The models' training parameters, one group per model, each with the spec's default. */
export function ParameterFields({ draft, errors, onChange }: ParameterFieldsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className={styles.parameters} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className={pageStyles.subheading}>
        {t('pipelines.parameters.heading')}
      </h3>
      {PARAMETER_GROUPS.map(({ model, fields }) => (
        <fieldset key={model} className={styles.parameterGroup}>
          <legend>{t(`pipelines.parameters.${model}`)}</legend>
          {fields.map((field) => {
            const key = `${model}.${field}`;
            return (
              <TextField
                key={key}
                label={t(`pipelines.parameters.${field}`)}
                value={draft[key] ?? ''}
                onChange={(value) => onChange(key, value)}
                inputMode="decimal"
                errorMessage={errors(key)}
              />
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
