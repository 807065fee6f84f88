import { createFileRoute } from '@tanstack/react-router';
import { SupportScreen } from '../features/frame/index.ts';

export const Route = createFileRoute('/support')({ component: SupportScreen });
