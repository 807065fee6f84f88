import type { Tx } from '../db/client.ts';

/** Demo Bistro's two POS layouts and a bundle offer (issue #5). */
export async function seedDemoLayouts(_tx: Tx, _companyId: string): Promise<void> {}
