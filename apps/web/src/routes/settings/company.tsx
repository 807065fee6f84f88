import { createFileRoute } from '@tanstack/react-router';
import { CompanySettingsPage } from '../../features/settings/index.ts';

export const Route = createFileRoute('/settings/company')({ component: CompanySettingsPage });
