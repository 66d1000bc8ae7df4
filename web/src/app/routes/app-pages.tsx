import { lazy, Suspense, type ReactElement } from 'react';
import { LoadingState } from '../../components/ui/spinner';
import type { AppPagePath } from '../../config/paths';
import { AdminPanelPage } from '../../features/admin-panel/pages/admin-panel-page';
import { ApiIntegrationsPage } from '../../features/api-integrations/pages/api-integrations-page';
import { ApiUsagePage } from '../../features/api-usage/pages/api-usage-page';
import { BillingPage } from '../../features/billing/pages/billing-page';
import { BusinessChatPage } from '../../features/business-chat/pages/business-chat-page';
import { PaymentSettingsPage } from '../../features/billing/pages/payment-settings-page';
import { StatisticsPage } from '../../features/statistics/pages/statistics-page';
import { CompanySetupPage } from '../../features/company-setup/pages/company-setup-page';
import { CustomPromptPage } from '../../features/custom-prompt/pages/custom-prompt-page';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { GhlCalendarPage } from '../../features/ghl-calendar/pages/ghl-calendar-page';
import { GoogleIntegrationsPage } from '../../features/google-integrations/pages/google-integrations-page';
import { IntegrationsPage } from '../../features/integrations/pages/integrations-page';
import { MessagesPage } from '../../features/messages/pages/messages-page';
import { OpenaiSettingsPage } from '../../features/openai-settings/pages/openai-settings-page';
import { ProfilePage } from '../../features/profile/pages/profile-page';
import { ChatSimulatorPage } from '../../features/public-chat/pages/chat-simulator-page';
import { PublicChatUsersPage } from '../../features/public-chat-users/pages/public-chat-users-page';
import { SuperAdminDashboardPage } from '../../features/super-admin/pages/super-admin-dashboard-page';
import { TermsManagementPage } from '../../features/terms-management/pages/terms-management-page';
import { VoiceConfigPage } from '../../features/voice-config/pages/voice-config-page';

// The calendar and the analytics pages bring their own libraries (the calendar, the charts); they load when first opened.
const CalendarPage = lazy(async () => ({ default: (await import('../../features/calendar/pages/calendar-page')).CalendarPage }));
const AnalyticsPage = lazy(async () => ({
  default: (await import('../../features/analytics/pages/analytics-page')).AnalyticsPage,
}));
const BusinessIntelligencePage = lazy(async () => ({
  default: (await import('../../features/analytics/pages/business-intelligence-page')).BusinessIntelligencePage,
}));
const AdvancedAnalyticsPage = lazy(async () => ({
  default: (await import('../../features/analytics/pages/advanced-analytics-page')).AdvancedAnalyticsPage,
}));

function loadedWhenOpened(page: ReactElement, label: string): ReactElement {
  return <Suspense fallback={<LoadingState label={label} />}>{page}</Suspense>;
}

export interface AppPage {
  path: AppPagePath;
  element: ReactElement;
  /** The page checks the user's access itself, with messages of its own (the router adds no check). */
  checksOwnAccess?: true;
}

/** The company workspace's pages that exist; the navigation links to these and to nothing else. */
export const COMPANY_PAGES: readonly AppPage[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/calendar', element: loadedWhenOpened(<CalendarPage />, 'Loading the calendar...') },
  { path: '/company-setup', element: <CompanySetupPage /> },
  { path: '/custom-prompt', element: <CustomPromptPage /> },
  // Document 001: the Admin Panel fetches the user's own permissions and says when that check fails.
  { path: '/admin', element: <AdminPanelPage />, checksOwnAccess: true },
  { path: '/openai-settings', element: <OpenaiSettingsPage /> },
  { path: '/api-integrations', element: <ApiIntegrationsPage /> },
  { path: '/voice-config', element: <VoiceConfigPage /> },
  { path: '/api-usage', element: <ApiUsagePage /> },
  { path: '/google-integrations', element: <GoogleIntegrationsPage /> },
  { path: '/ghl-calendar', element: <GhlCalendarPage /> },
  { path: '/chat', element: <ChatSimulatorPage /> },
  { path: '/public-chat-users', element: <PublicChatUsersPage /> },
  { path: '/integration', element: <IntegrationsPage /> },
  { path: '/billing', element: <BillingPage /> },
  { path: '/statistics', element: <StatisticsPage /> },
  { path: '/analytics', element: loadedWhenOpened(<AnalyticsPage />, 'Loading analytics...') },
  { path: '/business-intelligence', element: loadedWhenOpened(<BusinessIntelligencePage />, 'Loading business intelligence...') },
  { path: '/advanced-analytics', element: loadedWhenOpened(<AdvancedAnalyticsPage />, 'Loading advanced analytics...') },
  { path: '/business-chat', element: <BusinessChatPage /> },
];

/** Pages for the operator's own session and for company users alike. */
export const SHARED_PAGES: readonly AppPage[] = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/messages', element: <MessagesPage /> },
  // A company's billing contact and card, and for the operator the platform's Stripe keys.
  { path: '/settings', element: <PaymentSettingsPage /> },
];

/** The operator's pages: the console, and the terms (which the operator may also change while visiting a company). */
export const OPERATOR_PAGES: readonly AppPage[] = [{ path: '/super-admin-dashboard', element: <SuperAdminDashboardPage /> }];
export const TERMS_PAGE: AppPage = { path: '/terms-management', element: <TermsManagementPage /> };

export const ALL_APP_PAGES: readonly AppPage[] = [...COMPANY_PAGES, ...SHARED_PAGES, ...OPERATOR_PAGES, TERMS_PAGE];
