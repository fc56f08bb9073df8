import { lazy, Suspense, useId, useRef, useState } from 'react';
import { LoadingState } from '../../components/loading-state.js';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { Button } from '../../components/button.js';
import { Card } from '../../components/card.js';
import { usePropertyValueLabel } from '../../components/enum-label/enum-label.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import styles from './profile-page.module.css';
import { asRecord } from '../../components/schema-form/schema-values.js';
import type { SchemaField } from '../../components/schema-form/schema-field.js';
import { displayValue, profileFields, type FieldValue } from './profile-fields.js';
import { useFieldTitle } from './use-field-title.js';

/** The edit form (fields, selects, rules, save) loads when editing starts. */
const PersonalInfoForm = lazy(async () => ({
  default: (await import('./personal-info-form.js')).PersonalInfoForm,
}));

const PersonalInfoCard_ProfileFragment = graphql(`
  fragment PersonalInfoCard_ProfileFragment on Profile {
    id
    rev
    values
    schema {
      order
      required
      properties {
        name
        title
        type
        nullable
        viewable
        userEditable
      }
    }
  }
`);

export interface PersonalInfoCardProps {
  profile: FragmentType<typeof PersonalInfoCard_ProfileFragment>;
  /** Fetches the stored profile again. */
  onReload: () => Promise<void>;
}

export function PersonalInfoCard({ profile: profileRef, onReload }: PersonalInfoCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const profile = getFragmentData(PersonalInfoCard_ProfileFragment, profileRef);
  const fields = profileFields(profile.schema);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const canEdit = fields.some((field) => !field.readOnly);

  const closeForm = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <Card as="section" labelledBy={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardHeading}>
          {t('profilePage.personalInfo.title')}
        </h2>
        {canEdit && !editing ? (
          <Button ref={editButton} variant="secondary" onPress={() => setEditing(true)}>
            {t('profilePage.personalInfo.edit')}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <Suspense fallback={<LoadingState />}>
          <PersonalInfoForm
            fields={fields}
            values={profile.values}
            rev={profile.rev}
            onDone={closeForm}
            onReload={onReload}
          />
        </Suspense>
      ) : (
        <PersonalInfoList fields={fields} values={profile.values} />
      )}
    </Card>
  );
}

function PersonalInfoList({ fields, values }: { fields: SchemaField[]; values: unknown }) {
  const { t } = useTranslation();
  const fieldTitle = useFieldTitle();
  const data = asRecord(values);
  if (fields.length === 0) return <p>{t('profilePage.personalInfo.noFields')}</p>;
  return (
    <dl className={styles.fields}>
      {fields.map((field) => (
        <div key={field.name} className={styles.field}>
          <dt className={styles.fieldTitle}>{fieldTitle(field)}</dt>
          <dd className={styles.fieldValue}>
            <FieldValueView property={field.name} value={displayValue(data[field.name])} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FieldValueView({ property, value }: { property: string; value: FieldValue }) {
  const { t } = useTranslation();
  const valueLabel = usePropertyValueLabel();
  switch (value.kind) {
    case 'empty':
      return (
        <>
          <span aria-hidden="true">{t('common.emptyValue')}</span>
          <VisuallyHidden>{t('common.notSet')}</VisuallyHidden>
        </>
      );
    case 'text':
      return <>{valueLabel(property, value.text)}</>;
    case 'boolean':
      return <>{value.value ? t('common.yes') : t('common.no')}</>;
  }
}
