import { createFileRoute } from '@tanstack/react-router';
import { AccountingPage } from '../../../features/accounting/index.ts';
import { IntegrationPage } from '../../../features/integrations/index.ts';
import { integrationSearch } from '../../../features/integrations/integration-search.ts';
import { ensureNamespaces } from '../../../lib/i18n.ts';

// The country pages of §2.2 (SE and GB 'accounting', NO 'external': where the bell's View details
// lands) share the address space of the providers' pages (/integrations/fortnox, …).
const countryPage = (id: string) => (id === 'accounting' || id === 'external' ? id : null);

export const Route = createFileRoute('/integrations/$integration/')({
  // A provider's consent page returns here with ?state=&code= (or &error=).
  validateSearch: integrationSearch,
  // The country pages read the accounting namespace; the providers' pages their own.
  loader: ({ params }) =>
    ensureNamespaces(countryPage(params.integration) ? ['accounting'] : ['integrations']),
  component: IntegrationRoute,
});

function IntegrationRoute() {
  const { integration } = Route.useParams();
  const search = Route.useSearch();
  const page = countryPage(integration);
  return page ? <AccountingPage page={page} /> : <IntegrationPage provider={integration} returned={search} />;
}
