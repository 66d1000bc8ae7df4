import type { RouteObject } from 'react-router';
import { BookingPage } from '../features/booking/pages/booking-page';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { SuperAdminLoginPage } from '../features/auth/pages/super-admin-login-page';
import { VerifyEmailPage } from '../features/auth/pages/verify-email-page';
import { AppLayout } from './layouts/app-shell';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { COMPANY_PAGES, OPERATOR_PAGES, SHARED_PAGES, TERMS_PAGE, type AppPage } from './routes/app-pages';
import {
  GoHome,
  PublicOnly,
  RequireAuth,
  RequireCompany,
  RequireOperator,
  RequirePagePermission,
  RequireSuperAdmin,
} from './routes/guards';
import { PublicChatRoute } from './routes/public-chat-route';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/** A page that opens only with one of its permissions (config/page-permissions.ts), unless it checks that itself. */
function withPermission({ path, element, checksOwnAccess }: AppPage): RouteObject {
  if (checksOwnAccess) return { path, element };
  return { path, element: <RequirePagePermission path={path}>{element}</RequirePagePermission> };
}

/** The route table of document 000, section 2.1, for the pages built so far. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <GoHome /> },
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
                  { element: <RequireCompany />, children: COMPANY_PAGES.map(withPermission) },
                  ...SHARED_PAGES.map(withPermission),
                  { element: <RequireOperator />, children: [...OPERATOR_PAGES] },
                  { element: <RequireSuperAdmin />, children: [TERMS_PAGE] },
                ],
              },
            ],
          },
        ],
      },
      // Visitors need no account; a signed-in user sees it the same way, without the app frame.
      { path: 'public-chat/:slug', element: <PublicChatRoute />, errorElement: <RouteErrorPage /> },
      // A visitor's own booking, from the link in its confirmation: no account needed.
      { path: 'booking/:ref', element: <BookingPage />, errorElement: <RouteErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
