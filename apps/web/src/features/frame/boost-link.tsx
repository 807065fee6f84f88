import { type BoostState, canOpenPath, isBoostNew, isBoostVisible } from '@fika/domain';
import { Badge, NavLink } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/request.ts';
import { useSession } from '../session/index.ts';
import { GET_GRANT_OFFERS_QUERY } from './extras.graphql.ts';

/** The legal entity's grant offers as the sidebar sees them; null until known. */
export function useBoostState(legalEntityId: string | null, enabled: boolean): BoostState | null {
  const query = useQuery({
    queryKey: ['grant-offers', legalEntityId],
    enabled: enabled && legalEntityId !== null,
    staleTime: 10 * 60_000,
    // Part of the frame: a failure hides the entry, it never replaces the screen.
    throwOnError: false,
    queryFn: async (): Promise<BoostState> => {
      const result = await request(
        GET_GRANT_OFFERS_QUERY,
        { legalEntityId: legalEntityId ?? '' },
        { mute: true },
      );
      if (!result.success) throw new Error(result.error);
      const holders = result.data.getGrantOffers.accountHolders;
      return {
        hasCurrentOffer: holders.some((h) => h.currentGrantOffer !== null),
        hasAvailableOffers: holders.some((h) => (h.availableGrantOffers?.grantOffers.length ?? 0) > 0),
      };
    },
  });
  return query.data ?? null;
}

/** The Boost entry (§2.3): with a current grant offer, or available offers in GB and SE; 'New' until one is current. */
export function BoostLink({ pathname }: { pathname: string }) {
  const { t } = useTranslation('backoffice');
  const { metadata, permissions } = useSession();
  const state = useBoostState(metadata.legalEntityId ?? null, canOpenPath(permissions, '/boost', metadata));
  if (!state || !isBoostVisible(state, metadata.country)) return null;
  const active = pathname === '/boost';
  return (
    <NavLink
      component={Link}
      to="/boost"
      label={t('nav.boost')}
      active={active}
      aria-current={active ? 'page' : undefined}
      leftSection={<IconRocket size={18} />}
      rightSection={
        isBoostNew(state) ? (
          <Badge size="xs" variant="filled" color="fika">
            {t('nav.new')}
          </Badge>
        ) : undefined
      }
    />
  );
}
