import { ensureNamespaces } from '../../lib/i18n.ts';
import { WhatsNewPanel } from './whats-new-panel.tsx';

export { WhatsNewPanel } from './whats-new-panel.tsx';

/** The panel once its texts are loaded, for the top bar's lazy import. */
export async function loadWhatsNewPanel(): Promise<{ default: typeof WhatsNewPanel }> {
  await ensureNamespaces(['changelog']);
  return { default: WhatsNewPanel };
}
