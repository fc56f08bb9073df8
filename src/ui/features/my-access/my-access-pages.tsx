import { useTranslation } from 'react-i18next';

export function MyAccountsPage() {
  const { t } = useTranslation();
  return <h1>{t('routes.myAccounts')}</h1>;
}

export function MyRolesPage() {
  const { t } = useTranslation();
  return <h1>{t('routes.myRoles')}</h1>;
}

export function MyEntitlementsPage() {
  const { t } = useTranslation();
  return <h1>{t('routes.myEntitlements')}</h1>;
}
