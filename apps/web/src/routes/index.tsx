import { createFileRoute } from '@tanstack/react-router';
import { Home } from '../features/frame/index.ts';

export const Route = createFileRoute('/')({ component: Home });
