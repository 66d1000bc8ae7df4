/** Route paths that more than one feature needs to name. */
export const PATHS = {
  home: '/dashboard',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  profile: '/profile',
  companySetup: '/company-setup',
  superAdminDashboard: '/super-admin-dashboard',
} as const;
