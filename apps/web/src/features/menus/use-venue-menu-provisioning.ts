import { hasScope } from '@fika/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { logger } from '../../lib/logger.ts';
import { request } from '../../lib/request.ts';
import { useSession } from '../session/index.ts';
import { PROVISION_VENUE_MENUS_MUTATION } from './menus.graphql.ts';
import { MENUS_QUERY_KEYS, type MenuProviderData } from './use-menus.ts';

/** The session-storage key that records provisioning done for a user of a company this session. */
export const provisionedKey = (companyId: string, userId: string) =>
  `fika.venueMenusProvisioned.${companyId}.${userId}`;

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

// One run per key in this tab at a time, whoever asks (both menus screens, React's double effects).
const running = new Map<string, Promise<number>>();

/**
 * Venue menu auto-provisioning (§4), once per browser session: asks the server to link 'All
 * articles' to every visible venue's missing service types, and marks it done in session storage.
 * Running it twice (two tabs) is harmless: the server adds nothing the second time. Resolves to
 * how many links were created; a failure is logged and leaves it to the next screen load.
 */
export function provisionVenueMenusOnce(key: string): Promise<number> {
  const store = sessionStore();
  if (store?.getItem(key)) return Promise.resolve(0);
  let run = running.get(key);
  if (!run) {
    run = request(PROVISION_VENUE_MENUS_MUTATION, {}, { mute: true })
      .then((result) => {
        if (!result.success) {
          logger.error(`Venue menu provisioning failed: ${result.error}`, { codes: result.errorCodes });
          return 0;
        }
        try {
          store?.setItem(key, new Date().toISOString());
        } catch {
          // Storage full or disabled: it runs again on the next load, which is harmless.
        }
        return result.data.provisionVenueMenus.length;
      })
      .finally(() => running.delete(key));
    running.set(key, run);
  }
  return run;
}

/**
 * Runs {@link provisionVenueMenusOnce} for the signed-in user (with a menus scope) and reloads the
 * menus data when links were added. True once it has run (or had run this session, or cannot run):
 * the menus screens load their data after it, so a first visit already finds 'All articles'.
 */
export function useVenueMenuProvisioning(): boolean {
  const { metadata, permissions } = useSession();
  const client = useQueryClient();
  const allowed = hasScope(permissions, 'MENUS') || hasScope(permissions, 'POS_CUSTOMIZATION');
  const companyId = metadata.companyId;
  const userId = metadata.userId;
  const key = companyId ? provisionedKey(companyId, userId) : null;
  const [done, setDone] = useState(() => !allowed || key === null || Boolean(sessionStore()?.getItem(key)));
  useEffect(() => {
    if (!allowed || key === null) return;
    let live = true;
    void provisionVenueMenusOnce(key).then((created) => {
      if (created > 0) void client.invalidateQueries({ queryKey: MENUS_QUERY_KEYS.provider });
      if (live) setDone(true);
    });
    return () => {
      live = false;
    };
  }, [allowed, key, client]);
  return done;
}

/**
 * §5: 'All articles' must hold every item once at its default price; a mismatch the server finds is
 * only logged (once per answer).
 */
export function useAllArticlesCheck(data: MenuProviderData | undefined): void {
  useEffect(() => {
    const mismatches = data?.allArticlesMismatches ?? [];
    if (mismatches.length === 0) return;
    logger.error(`'All articles' is out of step with the items (${mismatches.length})`, {
      menuId: data?.allArticles?.id,
      mismatches,
    });
  }, [data]);
}
