import { createFileRoute } from '@tanstack/react-router';
import { AccountingPage } from '../../../features/accounting/index.ts';
import { IntegrationPage } from '../../../features/integrations/index.ts';
import { ensureNamespaces } from '../../../lib/i18n.ts';

// The country pages of §2.2 (SE and GB 'accounting', NO 'external': where the bell's View details
// lands) share the address space of the providers' pages (/integrations/fortnox, …).
// Both still render the PlaceholderPage until their parts of issue #16 land.
const countryPage = (id: string) => (id === 'accounting' || id === 'external' ? id : null);

export const Route = createFileRoute('/integrations/$integration/')({
  // The country pages read the accounting namespace; the providers' pages load their own.
  loader: ({ params }) => (countryPage(params.integration) ? ensureNamespaces(['accounting']) : undefined),
  component: IntegrationRoute,
});

function IntegrationRoute() {
  const { integration } = Route.useParams();
  const page = countryPage(integration);
  return page ? <AccountingPage page={page} /> : <IntegrationPage provider={integration} />;
}
