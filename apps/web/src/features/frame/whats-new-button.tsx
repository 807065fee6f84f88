import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/index.ts';

// The panel and its texts load on the first click: the shell carries only this button.
const WhatsNewPanel = lazy(() => import('../changelog/index.ts').then((m) => m.loadWhatsNewPanel()));

/** The top bar's What's new button (#17 item 9): a dot while something is unread; opens the panel. */
export function WhatsNewButton() {
  const { t } = useTranslation('backoffice');
  const { metadata } = useSession();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const label = t('topBar.whatsNew');
  return (
    <>
      <Tooltip label={label}>
        <Indicator
          disabled={!metadata.hasUnreadChangelog}
          size={9}
          offset={7}
          color="red"
          data-testid="whats-new-dot"
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={metadata.hasUnreadChangelog ? t('topBar.whatsNewUnread') : label}
            aria-haspopup="dialog"
            onClick={() => {
              setWanted(true);
              setOpened(true);
            }}
          >
            <IconSparkles size={20} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      {wanted && (
        <Suspense fallback={null}>
          <WhatsNewPanel opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
