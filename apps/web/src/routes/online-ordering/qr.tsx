import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/frame/index.ts';

export const Route = createFileRoute('/online-ordering/qr')({
  component: () => <PlaceholderPage page="qrCodes" />,
});
