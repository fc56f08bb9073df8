import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components';
import { Card } from '../../components/card.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import styles from './profile-page.module.css';
import { personalInfoFields, type FieldValue } from './profile-fields.js';

export const PersonalInfoCard_ProfileFragment = graphql(`
  fragment PersonalInfoCard_ProfileFragment on Profile {
    id
    values
    schema {
      order
      properties {
        name
        title
        type
        viewable
      }
    }
  }
`);

export function PersonalInfoCard({
  profile: profileRef,
}: {
  profile: FragmentType<typeof PersonalInfoCard_ProfileFragment>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const profile = getFragmentData(PersonalInfoCard_ProfileFragment, profileRef);
  const fields = personalInfoFields(profile.schema, profile.values);
  return (
    <Card as="section" labelledBy={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        {t('profile.personalInfo')}
      </h2>
      {fields.length === 0 ? (
        <p>{t('profile.noFields')}</p>
      ) : (
        <dl className={styles.fields}>
          {fields.map((field) => (
            <div key={field.name} className={styles.field}>
              <dt className={styles.fieldTitle}>{field.title}</dt>
              <dd className={styles.fieldValue}>
                <FieldValueView value={field.value} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

function FieldValueView({ value }: { value: FieldValue }) {
  const { t } = useTranslation();
  switch (value.kind) {
    case 'empty':
      return (
        <>
          <span aria-hidden="true">{t('common.emptyValue')}</span>
          <VisuallyHidden>{t('common.notSet')}</VisuallyHidden>
        </>
      );
    case 'text':
      return <>{value.text}</>;
    case 'boolean':
      return <>{value.value ? t('common.yes') : t('common.no')}</>;
    case 'preferences':
      return (
        <ul className={styles.preferences}>
          {value.items.map((item) => (
            <li key={item.name}>
              {item.labelKey ? t(item.labelKey) : item.name}:{' '}
              {item.enabled ? t('common.yes') : t('common.no')}
            </li>
          ))}
        </ul>
      );
  }
}
