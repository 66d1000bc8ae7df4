import { Navigate, type RouteObject } from 'react-router';
import { CompanySetupPage } from '../features/company-setup/pages/company-setup-page';
import { CustomPromptPage } from '../features/custom-prompt/pages/custom-prompt-page';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { OpenaiSettingsPage } from '../features/openai-settings/pages/openai-settings-page';
import { ChatSimulatorPage } from '../features/public-chat/pages/chat-simulator-page';
import { PublicChatPage } from '../features/public-chat/pages/public-chat-page';
import { PublicChatUsersPage } from '../features/public-chat-users/pages/public-chat-users-page';
import { IntegrationsPage } from '../features/integrations/pages/integrations-page';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { SuperAdminLoginPage } from '../features/auth/pages/super-admin-login-page';
import { VerifyEmailPage } from '../features/auth/pages/verify-email-page';
import { ProfilePage } from '../features/profile/pages/profile-page';
import { PATHS } from '../config/paths';
import { AppLayout } from './layouts/app-shell';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { PublicOnly, RequireAuth } from './routes/guards';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/** The route table of document 000, section 2.1, for the pages built so far. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to={PATHS.home} replace /> },
      {
        element: <PublicOnly />,
        children: [
          {
            element: <AuthLayout />,
            errorElement: <RouteErrorPage />,
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: 'register', element: <RegisterPage /> },
              { path: 'forgot-password', element: <ForgotPasswordPage /> },
              { path: 'reset-password/:token', element: <ResetPasswordPage /> },
            ],
          },
        ],
      },
      {
        element: <AuthLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          { path: 'verify-email/:token', element: <VerifyEmailPage /> },
          { path: 'super-admin-login', element: <SuperAdminLoginPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                // Inside the frame, so a failing page keeps the navigation usable.
                errorElement: <RouteErrorPage />,
                children: [
                  { path: 'dashboard', element: <DashboardPage /> },
                  { path: 'profile', element: <ProfilePage /> },
                  { path: 'company-setup', element: <CompanySetupPage /> },
                  { path: 'custom-prompt', element: <CustomPromptPage /> },
                  { path: 'openai-settings', element: <OpenaiSettingsPage /> },
                  { path: 'chat', element: <ChatSimulatorPage /> },
                  { path: 'public-chat-users', element: <PublicChatUsersPage /> },
                  { path: 'integration', element: <IntegrationsPage /> },
                ],
              },
            ],
          },
        ],
      },
      // Visitors need no account; a signed-in user sees it the same way, without the app frame.
      { path: 'public-chat/:slug', element: <PublicChatPage />, errorElement: <RouteErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
