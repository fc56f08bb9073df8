import { useTranslation } from 'react-i18next';
import {
  ASSIGNMENT_OPERATIONS,
  UNASSIGNMENT_OPERATIONS,
} from '../../../domain/assignments/assignment-inputs.js';
import { Button } from '../../components/button.js';
import { SelectField } from '../../components/select-field.js';
import { TextField } from '../../components/text-field.js';
import { validationMessage, type ValidationFailure } from '../../i18n/validation-message.js';
import styles from './admin-assignments.module.css';
import { emptyAttribute, type AttributeDraft } from './assignment-draft.js';

interface AssignmentAttributesProps {
  attributes: AttributeDraft[];
  /** The attributes of the mapping target's schema. */
  targetAttributes: readonly string[];
  /** The problem shown for a field, such as `attributes.0.value`. */
  problemOf: (field: string) => ValidationFailure | undefined;
  onChange: (attributes: AttributeDraft[]) => void;
  onTouch: (field: string) => void;
}

/** The attributes table: target attribute (from the target's schema), value and operations. */
export function AssignmentAttributes({
  attributes,
  targetAttributes,
  problemOf,
  onChange,
  onTouch,
}: AssignmentAttributesProps) {
  const { t } = useTranslation();
  const change = (index: number, next: Partial<AttributeDraft>) =>
    onChange(attributes.map((old, at) => (at === index ? { ...old, ...next } : old)));
  const names = (current: string) =>
    current === '' || targetAttributes.includes(current)
      ? targetAttributes
      : [current, ...targetAttributes];
  const errorOf = (field: string) => {
    const problem = problemOf(field);
    return problem ? validationMessage(t, problem) : undefined;
  };

  return (
    <div className={styles.tableFrame}>
      <table className={styles.attributes}>
        <caption className={styles.caption}>{t('assignments.edit.attributesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('assignments.edit.targetAttribute')}</th>
            <th scope="col">{t('assignments.edit.value')}</th>
            <th scope="col">{t('assignments.edit.operation')}</th>
            <th scope="col">{t('assignments.edit.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {attributes.length === 0 && (
            <tr>
              <td colSpan={4}>{t('assignments.edit.noAttributes')}</td>
            </tr>
          )}
          {attributes.map((attribute, index) => (
            <tr key={index}>
              <td>
                <SelectField
                  label={`${t('assignments.edit.targetAttribute')} ${index + 1}`}
                  value={attribute.name}
                  values={names(attribute.name)}
                  onChange={(name) => change(index, { name })}
                  errorMessage={errorOf(`attributes.${index}.name`)}
                />
              </td>
              <td>
                <TextField
                  label={`${t('assignments.edit.value')} ${index + 1}`}
                  value={attribute.value}
                  onChange={(value) => {
                    onTouch(`attributes.${index}.value`);
                    change(index, { value });
                  }}
                  description={t('assignments.edit.valueDescription')}
                  errorMessage={errorOf(`attributes.${index}.value`)}
                  spellCheck={false}
                />
              </td>
              <td>
                <SelectField
                  label={`${t('assignments.edit.operation')} ${index + 1}`}
                  value={attribute.assignmentOperation}
                  values={ASSIGNMENT_OPERATIONS}
                  labelOf={(operation) => t(`assignments.operations.${operation}`)}
                  onChange={(assignmentOperation) => change(index, { assignmentOperation })}
                />
                <SelectField
                  label={`${t('assignments.edit.unassignment')} ${index + 1}`}
                  value={attribute.unassignmentOperation}
                  values={UNASSIGNMENT_OPERATIONS}
                  labelOf={(operation) => t(`assignments.operations.${operation}`)}
                  onChange={(unassignmentOperation) => change(index, { unassignmentOperation })}
                />
              </td>
              <td>
                <Button
                  variant="secondary"
                  onPress={() => onChange(attributes.filter((_, at) => at !== index))}
                >
                  {t('assignments.edit.removeAttribute', {
                    name: attribute.name || String(index + 1),
                  })}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button
        variant="secondary"
        onPress={() => onChange([...attributes, emptyAttribute(targetAttributes[0])])}
      >
        {t('assignments.edit.addAttribute')}
      </Button>
    </div>
  );
}
