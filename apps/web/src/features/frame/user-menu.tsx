import { initialsOf } from '@fika/domain';
import { Avatar, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLanguage, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currentLanguage,
  isSupportedLanguage,
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
  selectLanguage,
} from '../../lib/i18n.ts';
import { StackedModal } from '../../ui/modal-stack.tsx';
import { useAuth, useSession } from '../session/index.ts';

// The policy text is long and rarely read: it loads with its translations when opened.
const PrivacyPolicyContent = lazy(() => import('./privacy-modal-content.tsx'));

/** The user menu of the top bar (§2.4): initials, name, company, privacy policy, language, sign out. */
export function UserMenu() {
  const { t } = useTranslation('backoffice');
  const { signOut } = useAuth();
  const { metadata } = useSession();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const name = metadata.userName || metadata.email;
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={260}>
        <Menu.Target>
          <UnstyledButton aria-label={t('userMenu.label', { name })} style={{ borderRadius: '50%' }}>
            <Avatar color="fika" radius="xl">
              {initialsOf(name)}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text fw={600} c="var(--mantine-color-text)" size="sm">
              {name}
            </Text>
            {metadata.companyName && (
              <Text size="xs" c="dimmed" data-testid="user-menu-company">
                {metadata.companyName}
              </Text>
            )}
          </Menu.Label>
          <Menu.Divider />
          <Menu.Sub position="left-start">
            <Menu.Sub.Target>
              <Menu.Sub.Item leftSection={<IconLanguage size={16} />}>
                {t('userMenu.language')}: {LANGUAGE_NAMES[currentLanguage()]}
              </Menu.Sub.Item>
            </Menu.Sub.Target>
            <Menu.Sub.Dropdown>
              {SUPPORTED_LANGUAGES.map((language) => (
                <Menu.Item
                  key={language}
                  lang={language}
                  onClick={() => {
                    if (isSupportedLanguage(language)) void selectLanguage(language);
                  }}
                >
                  {LANGUAGE_NAMES[language]}
                </Menu.Item>
              ))}
            </Menu.Sub.Dropdown>
          </Menu.Sub>
          <Menu.Item leftSection={<IconShieldLock size={16} />} onClick={() => setPrivacyOpen(true)}>
            {t('userMenu.privacy')}
          </Menu.Item>
          <Menu.Item leftSection={<IconLogout size={16} />} onClick={signOut}>
            {t('userMenu.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <StackedModal
        opened={privacyOpen}
        onClose={() => setPrivacyOpen(false)}
        title={t('userMenu.privacy')}
        size="xl"
      >
        <Suspense fallback={<Loader size="sm" />}>
          <PrivacyPolicyContent />
        </Suspense>
      </StackedModal>
    </>
  );
}
