import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { useDataTableState } from '../../components/data-table/use-data-table-state.js';
import { GrantsTable } from '../../components/grants-table/grants-table.js';
import pageStyles from '../../components/page-section.module.css';
import { graphql } from '../../gql/index.js';
import type { GrantType } from '../../gql/graphql.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { myAccessMessages } from './messages.js';

const RequestRemovalDialog = lazy(async () => ({
  default: (await import('./request-removal-dialog.js')).RequestRemovalDialog,
}));

const MyAccessPage_Grants = graphql(`
  query MyAccessPage_Grants($input: GrantsInput!) {
    myGrants(input: $input) {
      total
      rows {
        id
        ...GrantsTable_GrantFragment
      }
    }
  }
`);

const SCREENS = {
  account: { title: 'routes.myAccounts', intro: 'myAccess.intro.account' },
  role: { title: 'routes.myRoles', intro: 'myAccess.intro.role' },
  entitlement: { title: 'routes.myEntitlements', intro: 'myAccess.intro.entitlement' },
} as const satisfies Record<GrantType, { title: TranslationKey; intro: TranslationKey }>;

/** `/my-accounts`: the applications the user has an account in. */
export function MyAccountsPage() {
  return <MyAccessPage grantType="account" />;
}

/** `/my-roles`: the roles the user holds. */
export function MyRolesPage() {
  return <MyAccessPage grantType="role" />;
}

/** `/my-entitlements`: the entitlements the user holds. */
export function MyEntitlementsPage() {
  return <MyAccessPage grantType="entitlement" />;
}

function MyAccessPage({ grantType }: { grantType: GrantType }) {
  return (
    <WithFeatureMessages messages={myAccessMessages}>
      <MyGrants key={grantType} grantType={grantType} />
    </WithFeatureMessages>
  );
}

function MyGrants({ grantType }: { grantType: GrantType }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const table = useDataTableState();
  const result = useQuery(MyAccessPage_Grants, {
    variables: {
      input: {
        grantType,
        search: table.query.search,
        pageSize: table.pageSize,
        page: table.page,
      },
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const screen = SCREENS[grantType];
  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={pageStyles.heading}>
        {t(screen.title)}
      </h1>
      <p className={pageStyles.intro}>{t(screen.intro)}</p>
      <GrantsTable
        labelledBy={headingId}
        result={result}
        page={(result.data ?? result.previousData)?.myGrants}
        state={table}
        errorKey="myAccess.errors.load"
        actions={{
          title: t('myAccess.actions'),
          cell: (grant) => (
            <Button
              variant="secondary"
              aria-label={t('myAccess.removal.requestFor', { name: grant.name })}
              onPress={() => setRemoving(grant)}
            >
              {t('myAccess.removal.request')}
            </Button>
          ),
        }}
      />
      {removing ? (
        <Suspense fallback={null}>
          <RequestRemovalDialog grant={removing} onClose={() => setRemoving(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
