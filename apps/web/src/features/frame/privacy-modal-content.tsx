import { use } from 'react';
import { ensureNamespaces } from '../../lib/i18n.ts';
import { PrivacyPolicy } from '../../ui/privacy-policy.tsx';

let loading: Promise<boolean> | null = null;

/** The privacy policy inside the user menu's modal; its translations load on first open. */
export default function PrivacyModalContent() {
  loading ??= ensureNamespaces(['privacy']);
  use(loading);
  return <PrivacyPolicy headingLevel={2} idPrefix="privacy-modal" showContents={false} />;
}
