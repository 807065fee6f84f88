import { useSession } from '../session/index.ts';
import type { NavContext } from './nav-model.ts';

/** What the navigation rules look at, from the session; only the sidebar tracks online ordering's visit. */
export function useNavContext(onlineOrderingVisited = false): NavContext {
  const { metadata, permissions, selectingUser, venue } = useSession();
  return {
    permissions,
    venueSelected: venue !== null,
    companyId: metadata.companyId ?? null,
    hasOrganization: Boolean(metadata.organizationId),
    isPaymentsOnly: metadata.isPaymentsOnly,
    selectingUser,
    onlineOrderingVisited,
    licensedFeatures: metadata.licensedFeatures,
  };
}
