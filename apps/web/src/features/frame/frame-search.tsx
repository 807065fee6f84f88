import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
// The box and the hotkey come straight from their files: the palette (fuzzy matcher, lists, data)
// is its own chunk, fetched when the search first opens, not with the shell.
import { SearchBox } from '../quick-search/search-box.tsx';
import { useSearchHotkey } from '../quick-search/use-search-hotkey.ts';
import { useAuth } from '../session/index.ts';

const QuickSearch = lazy(() =>
  import('../quick-search/quick-search.tsx').then((module) => ({ default: module.QuickSearch })),
);

/**
 * The top bar's quick search (§2.4, §2.5): the box, Cmd+K / Ctrl+K and the palette; none for
 * payments-only accounts and while an administrator chooses a user; closes on route change.
 */
export function FrameSearch({ pathname }: { pathname: string }) {
  const { state } = useAuth();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const available = state.status === 'ready' && !state.metadata.isPaymentsOnly && !state.selectingUser;
  const openSearch = useSearchHotkey({ opened, onOpen: open, enabled: available });
  const [everOpened, setEverOpened] = useState(false);
  if (opened && !everOpened) setEverOpened(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    close();
  }, [pathname, close]);

  if (!available) return null;
  return (
    <>
      <SearchBox onOpen={openSearch} />
      {everOpened && (
        <Suspense fallback={null}>
          <QuickSearch
            opened={opened}
            onClose={close}
            permissions={state.permissions}
            onNavigate={(href) => void navigate({ href })}
          />
        </Suspense>
      )}
    </>
  );
}
