// The printable QR sheet (GET /tables/qr-sheet.pdf): the tables screen prints a plan's or a
// venue's table codes, the online-ordering QR screen the venue's own code with them.
import { downloadBlob } from './download.ts';
import { apiBaseUrl } from './env.ts';
import { getAdminToken, getToken } from './token-storage.ts';

/** Which QR codes a sheet prints: one table, one floor plan, or the whole venue. */
export interface QrSheetTarget {
  venueId: string;
  floorPlanId?: string;
  tableId?: string;
  /** The venue's own guest-page code first (the online-ordering QR screen's sheet). */
  includeVenue?: boolean;
}

/**
 * Downloads the QR sheet PDF. A plain link cannot carry the session, so the page fetches it with
 * the bearer token like any request and saves the bytes; false when the server refused.
 */
export async function downloadQrSheet(target: QrSheetTarget): Promise<boolean> {
  const params = new URLSearchParams({ venueId: target.venueId });
  if (target.floorPlanId) params.set('floorPlanId', target.floorPlanId);
  if (target.tableId) params.set('tableId', target.tableId);
  if (target.includeVenue) params.set('includeVenue', 'true');
  const token = getToken() ?? getAdminToken();
  try {
    const response = await fetch(`${apiBaseUrl()}/tables/qr-sheet.pdf?${params}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) return false;
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    downloadBlob(await response.blob(), name ?? 'qr-codes.pdf');
    return true;
  } catch {
    return false;
  }
}
