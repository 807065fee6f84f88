import { createFileRoute } from '@tanstack/react-router';
import { VenueSettingsPage } from '../../features/settings/index.ts';

export const Route = createFileRoute('/settings/venues')({ component: VenueSettingsPage });
