import { SIDEBAR, screenForPath } from '@fika/domain';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { type NavContext, sectionLinks } from './nav-model.ts';
import type { PageKey } from './pages.ts';

/**
 * The section navigation above a screen (issue #12): every built screen of its section the user
 * may open, one click away. The links wrap onto more lines instead of scrolling sideways, so a
 * phone (390 px) shows them all.
 */
export function SectionNav({ pathname, nav }: { pathname: string; nav: NavContext }) {
  const { t } = useTranslation('backoffice');
  const links = sectionLinks(pathname, nav);
  if (links.length === 0) return null;
  // The section is named as its sidebar entry is.
  const section = screenForPath(pathname)?.section;
  const entry = SIDEBAR.find((rule) => rule.section === section);
  const name = entry ? t(`nav.${entry.key}`) : '';
  return (
    <Group gap="xs" wrap="wrap" mb="lg" component="nav" aria-label={t('sectionNav.label', { section: name })}>
      {links.map((link) => (
        <Button
          key={link.path}
          component={Link}
          to={link.path}
          size="xs"
          variant={link.current ? 'filled' : 'default'}
          aria-current={link.current ? 'page' : undefined}
        >
          {t(`pages.${link.title as PageKey}`)}
        </Button>
      ))}
    </Group>
  );
}
