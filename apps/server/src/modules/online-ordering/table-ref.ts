// The signed table reference a table's QR code carries: `<table id>.<mac>` (lib/signed-id.ts, over
// 'table:<id>' with a key derived from the server secret). The same table gives the same reference
// forever (printed codes stay valid), and nobody without the secret can make one for another
// table, so a guest link is not a guessable id. The key is derived rather than the secret itself,
// like the staff PIN lookup key (staff/pin.ts): a reference can never serve as, or help guess, a
// session key.
import { signedIds } from '../../lib/signed-id.ts';

const tableReferences = signedIds('fika:table-reference:v1', 'table');

/** The stable, unforgeable reference of a table, safe in a URL path. */
export const tableReference = (secret: string, tableId: string): string =>
  tableReferences.sign(secret, tableId);

/** The table id a reference names, or null when it is malformed or its signature does not match. */
export const tableIdOfReference = (secret: string, reference: string): string | null =>
  tableReferences.verify(secret, reference);
