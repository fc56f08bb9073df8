import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { QueryView } from '../query-view.js';
import { graphql } from '../../gql/index.js';
import { hasErrorCode } from '../../lib/api-error.js';
import { TopBarBackLink } from '../top-bar-back-link.js';
import { AccessRequestView } from './access-request-view.js';
import styles from './access-request.module.css';
import type { RequestAction } from './request-actions.js';

const AccessRequestDetails_Request = graphql(`
  query AccessRequestDetails_Request($id: ID!) {
    accessRequest(id: $id) {
      id
      ...AccessRequestView_RequestFragment
    }
  }
`);

export interface AccessRequestDetailsProps {
  requestId: string;
  /** The page's heading. */
  title: string;
  /** The list the page belongs to. */
  back: { to: string; label: string };
  offered: readonly RequestAction[];
}

/** A page about one access request, read by its id, with the actions the screen offers. */
export function AccessRequestDetails({
  requestId,
  title,
  back,
  offered,
}: AccessRequestDetailsProps) {
  const headingId = useId();
  const result = useQuery(AccessRequestDetails_Request, { variables: { id: requestId } });
  const reload = async () => {
    await result.refetch();
  };
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <TopBarBackLink to={back.to}>{back.label}</TopBarBackLink>
      <h1 id={headingId} className={styles.heading}>
        {title}
      </h1>
      <QueryView
        result={{ ...result, data: result.data?.accessRequest }}
        errorKey={
          hasErrorCode(result.error, 'NOT_FOUND')
            ? 'accessRequest.errors.notFound'
            : 'accessRequest.errors.load'
        }
      >
        {(request) => <AccessRequestView request={request} offered={offered} onReload={reload} />}
      </QueryView>
    </section>
  );
}
