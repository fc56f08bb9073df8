import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { delegatedAdminListPath } from '../../../domain/app-paths.js';
import { LoadingState } from '../../components/loading-state.js';
import { QueryView } from '../../components/query-view.js';
import { TopBarBackLink } from '../../components/top-bar-back-link.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import styles from './delegated-admin.module.css';
import { delegatedAdminMessages } from './messages.js';

/** The form (schema fields, selects, rules, save) loads after the page shows. */
const ManagedObjectForm = lazy(async () => ({
  default: (await import('./managed-object-form.js')).ManagedObjectForm,
}));

export const ManagedEditPage_Object = graphql(`
  query ManagedEditPage_Object($resourceType: String!, $resourceName: String!, $id: ID!) {
    managedObject(resourceType: $resourceType, resourceName: $resourceName, id: $id) {
      id
      title
      displayName
      ...ManagedObjectForm_FormFragment
    }
  }
`);

interface EditParams {
  resourceType: string;
  resourceName: string;
  resourceId: string;
}

/** `/edit/{resourceType}/{resourceName}/{resourceId}`: one managed object, as a privilege allows. */
export function ManagedEditPage() {
  const { resourceType = '', resourceName = '', resourceId = '' } = useParams<EditParams>();
  return (
    <WithFeatureMessages messages={delegatedAdminMessages}>
      <ManagedEdit
        key={`${resourceType}/${resourceName}/${resourceId}`}
        resourceType={resourceType}
        resourceName={resourceName}
        resourceId={resourceId}
      />
    </WithFeatureMessages>
  );
}

function ManagedEdit({ resourceType, resourceName, resourceId }: EditParams) {
  const { t } = useTranslation();
  const headingId = useId();
  const result = useQuery(ManagedEditPage_Object, {
    variables: { resourceType, resourceName, id: resourceId },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <QueryView
      result={{ ...result, data: result.data?.managedObject }}
      errorKey="delegatedAdmin.edit.loadError"
    >
      {(object) => (
        <section className={styles.page} aria-labelledby={headingId}>
          <TopBarBackLink to={delegatedAdminListPath(resourceType, resourceName)}>
            {t('delegatedAdmin.edit.back', { title: object.title })}
          </TopBarBackLink>
          <h1 id={headingId} className={styles.heading}>
            {object.displayName}
          </h1>
          <Suspense fallback={<LoadingState />}>
            <ManagedObjectForm
              object={object}
              onReload={async () => {
                await result.refetch();
              }}
            />
          </Suspense>
        </section>
      )}
    </QueryView>
  );
}
