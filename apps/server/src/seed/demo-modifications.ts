import type { Tx } from '../db/client.ts';

/** Demo Bistro's modification groups, stations, upsells and predefined messages (issue #5). */
export async function seedDemoModifications(
  _tx: Tx,
  _companyId: string,
  _venueIds: string[],
): Promise<void> {}
