// The /staff/competitions URL, in a module of its own: the route's search check stays in the shell
// (it runs before the route chunk loads), so it must not pull the screen in with it.
import { entitySearch } from '../../lib/search-params.ts';

/** `?id=` opens the edit drawer (`new` creates), `?board=` a competition's leaderboard. */
export function competitionsSearch(search: Record<string, unknown>): { id?: string; board?: string } {
  const board = typeof search.board === 'string' ? search.board.trim() : '';
  return { ...entitySearch(search), ...(board ? { board } : {}) };
}
