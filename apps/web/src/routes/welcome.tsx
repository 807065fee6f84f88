import { createFileRoute } from '@tanstack/react-router';
import { WelcomeScreen } from '../features/frame/index.ts';

export const Route = createFileRoute('/welcome')({ component: WelcomeScreen });
