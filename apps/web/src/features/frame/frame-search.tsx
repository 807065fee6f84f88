import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
// The palette is lazy in the quick search's index: its own chunk, fetched when the search first
// opens, not with the shell.
import { QuickSearch, SearchBox, useSearchHotkey } from '../quick-search/index.ts';
import { useAuth } from '../session/index.ts';

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
            licensedFeatures={state.metadata.licensedFeatures}
            onNavigate={(href) => void navigate({ href })}
          />
        </Suspense>
      )}
    </>
  );
}
