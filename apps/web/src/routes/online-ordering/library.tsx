import { createFileRoute } from '@tanstack/react-router';
// Straight from its module: the search check stays in the shell, the screen in the route chunk.
import { LibraryPage } from '../../features/image-library/index.ts';
import { librarySearch } from '../../features/image-library/library-search.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/online-ordering/library')({
  validateSearch: librarySearch,
  loader: () => ensureNamespaces(['library']),
  component: LibraryPage,
});
