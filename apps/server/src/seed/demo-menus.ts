import type { Tx } from '../db/client.ts';

/** What the menu seed needs to know about the demo company. */
export interface DemoMenusInput {
  companyId: string;
  currency: string;
  venueIds: string[];
}

/** Demo Bistro's 'All articles' menu and its venues' menus (filled in by the menus work of issue #5). */
export async function seedDemoMenus(_tx: Tx, _input: DemoMenusInput): Promise<void> {}
