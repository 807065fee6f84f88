import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page.tsx';
import { CompanySettingsForm } from './company-settings-form.tsx';
import { LoadFailed, SettingsSkeleton } from './settings-states.tsx';
import { companySettingsQuery } from './use-settings.ts';

/** /settings/company: the company's name, legal details and regional defaults (SETTINGS). */
export function CompanySettingsPage() {
  const { t } = useTranslation('settings');
  const company = useQuery(companySettingsQuery);
  return (
    <Page title={t('company.title')} description={t('company.description')}>
      {company.isPending ? (
        <SettingsSkeleton label={t('company.loading')} />
      ) : company.isError ? (
        <LoadFailed
          title={t('company.loadFailed')}
          error={company.error}
          onRetry={() => void company.refetch()}
        />
      ) : (
        <CompanySettingsForm company={company.data} />
      )}
    </Page>
  );
}
