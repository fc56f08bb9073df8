import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import pageStyles from '../../components/admin-page.module.css';
import { BreakablePath } from '../../components/breakable-path.js';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import type { EntityDefinitionsPage_DefinitionsQuery } from '../../gql/graphql.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import styles from './entity-definitions.module.css';
import { entityDefinitionsMessages } from './messages.js';

export const EntityDefinitionsPage_Definitions = graphql(`
  query EntityDefinitionsPage_Definitions {
    entityDefinitions {
      id
      namespace
      name
      version
      latest
      properties {
        name
        type
        description
      }
    }
  }
`);

type Definition = EntityDefinitionsPage_DefinitionsQuery['entityDefinitions'][number];

/** `/autoaccess/entity-definitions`: what the entity service holds, read-only. */
export function EntityDefinitionsPage() {
  return (
    <WithFeatureMessages messages={entityDefinitionsMessages}>
      <EntityDefinitions />
    </WithFeatureMessages>
  );
}

function EntityDefinitions() {
  const { t } = useTranslation();
  const headingId = useId();
  const result = useQuery(EntityDefinitionsPage_Definitions);
  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={pageStyles.heading}>
        {t('routes.entityDefinitions')}
      </h1>
      <p className={pageStyles.intro}>{t('entityDefinitions.intro')}</p>
      <QueryView
        result={{ ...result, data: result.data?.entityDefinitions }}
        errorKey="entityDefinitions.loadError"
      >
        {(definitions) =>
          definitions.length === 0 ? (
            <p>{t('entityDefinitions.empty')}</p>
          ) : (
            <>
              {definitions.map((definition) => (
                <DefinitionSection key={definition.id} definition={definition} />
              ))}
            </>
          )
        }
      </QueryView>
    </section>
  );
}

function DefinitionSection({ definition }: { definition: Definition }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.definition} aria-labelledby={headingId}>
      <h2 id={headingId} className={pageStyles.subheading}>
        <BreakablePath path={`${definition.namespace}/${definition.name}`} separator="/" />
      </h2>
      <p className={styles.version}>
        {t('entityDefinitions.version', { version: definition.version })}
        {definition.latest ? (
          <span className={styles.latest}>{t('entityDefinitions.latest')}</span>
        ) : null}
      </p>
      <div
        className={styles.scroll}
        tabIndex={0}
        role="region"
        aria-label={t('entityDefinitions.propertiesOf', { name: definition.name })}
      >
        <table className={styles.table}>
          <caption className={styles.caption}>
            {t('entityDefinitions.properties', { count: definition.properties.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('entityDefinitions.property')}</th>
              <th scope="col">{t('entityDefinitions.type')}</th>
              <th scope="col">{t('entityDefinitions.description')}</th>
            </tr>
          </thead>
          <tbody>
            {definition.properties.map((property) => (
              <tr key={property.name}>
                <th scope="row">
                  <code>
                    <BreakablePath path={property.name} separator="." />
                  </code>
                </th>
                <td>{property.type ?? t('common.emptyValue')}</td>
                <td>{property.description ?? t('common.emptyValue')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
