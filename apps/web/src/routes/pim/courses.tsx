import { createFileRoute } from '@tanstack/react-router';
import { CoursesPage } from '../../features/courses/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';
import { entitySearch } from '../../lib/search-params.ts';

export const Route = createFileRoute('/pim/courses')({
  validateSearch: entitySearch,
  loader: () => ensureNamespaces(['catalogue', 'pim']),
  component: CoursesPage,
});
