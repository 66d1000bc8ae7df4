/**
 * User-facing strings named by the specification, kept once so server and web say the same thing.
 * Strings the spec does not name but the product needs live here too, next to their neighbours.
 */
export const TEXTS = {
  auth: {
    loginFailed: 'Login failed',
    invalidLoginResponse: 'Invalid login response',
    invalidCredentials: 'Invalid email or password',
    emailNotVerified: 'Please verify your email before logging in. Check your inbox for the verification link.',
    companyBlocked: 'Your company account has been blocked. Please contact support.',
    tooManyLoginAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
    registrationFailed: 'Registration failed',
    registrationSuccess:
      'Registration successful! Please check your email to verify your account before logging in.',
    emailTaken: 'An account with this email already exists',
    passwordsDoNotMatch: 'Passwords do not match',
    companyNameRequired: 'Company name is required',
    mustAcceptTerms: 'You must accept the terms and conditions to proceed',
    unknownCompanyType: 'Please choose one of the listed business types',
    signingIn: 'Signing in...',
    creatingAccount: 'Creating account',
    capsLockOn: 'Caps Lock is on',
    termsNotFound: 'Terms and conditions are not available at this time. Please contact support.',
    termsLoadFailed: 'Unable to load terms and conditions. Please contact support.',
    sessionExpired: 'Your session has expired due to inactivity. Please log in again.',
    sessionEnded: 'Your session has ended. Please log in again.',
    authRequired: 'Authentication required. Please log in.',
    loggedOut: 'You have been logged out.',
    forbidden: 'You do not have permission to access this page.',
    superAdminOnly: 'Only a super admin can do this.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  },
  forgotPassword: {
    sent: 'If an account exists for that email, we have sent a link to reset your password. Check your inbox.',
    failed: 'Failed to send password reset email. Please try again.',
  },
  resetPassword: {
    success: 'Your password has been reset. Redirecting you to sign in...',
    failed: 'Failed to reset password. Please try again.',
    mismatch: 'Passwords do not match.',
    invalidLink: 'This password reset link is invalid or has expired. Please request a new one.',
  },
  verifyEmail: {
    verifying: 'Verifying your email...',
    success: 'Your email has been verified. Redirecting you to sign in...',
    failed: 'Verification failed',
    invalidLink: 'This verification link is invalid or has expired.',
    verified: 'Email verified successfully. You can now log in.',
  },
  profile: {
    updated: 'Profile updated successfully!',
    passwordChanged: 'Password changed successfully!',
    updateFailed: 'Failed to update profile. Please try again.',
    changeFailed: 'Failed to change password. Please try again.',
    newPasswordsMismatch: 'New passwords do not match.',
    wrongCurrentPassword: 'Your current password is incorrect.',
    samePassword: 'Your new password must be different from the current one.',
    verifyNewEmail: 'We sent a verification link to your new email address. Your email changes once you follow it.',
    ownAccountOnly: 'Only the account owner can change this profile.',
  },
  admin: {
    userCreated: 'User created successfully!',
    permissionsUpdated: 'Permissions updated successfully!',
    unknownUser: 'One of the users was not found in your company.',
  },
  superAdmin: {
    bannerText: 'Super Admin Mode: You are impersonating this company',
    backToDashboard: 'Back to Super Admin Dashboard',
    companyNotFound: 'Company not found',
  },
  dashboard: {
    title: 'Company Dashboard',
    copied: 'Copied!',
    accountStatus: 'Active',
    plan: 'Professional',
  },
  errors: {
    notFound: 'The requested resource was not found.',
    internal: 'Something went wrong on our side. Please try again later.',
    validation: 'Please correct the highlighted fields.',
    payloadTooLarge: 'The request is too large.',
    malformedJson: 'The request body is not valid JSON.',
    dbUnavailable: 'The database is not answering.',
  },
} as const;

/** Codes and messages of the generic error mapper (document 001, section 8). */
export const ERROR_MAPPER = {
  codes: {
    generic: 'API-001',
    network: 'API-002',
    timeout: 'API-003',
    unauthorized: 'AUTH-001',
    forbidden: 'AUTH-002',
    validation: 'FORM-001',
    circuitOpen: 'CIRCUIT-001',
    unknown: 'UNKNOWN-001',
  },
  messages: {
    timeout: 'The request timed out. Please try again.',
    unauthorized: 'Authentication failed. Please log in again.',
    forbidden: 'You do not have permission to perform this action.',
    notFound: 'The requested resource was not found.',
    server: 'Server error. Please try again later.',
    network: 'Network error. Please check your connection and try again.',
    circuitOpen: 'Service temporarily unavailable due to high error rate. Please try again in a few minutes.',
    unknown: 'An unexpected error occurred. Please try again.',
  },
} as const;

/** The service client's own rejection when its circuit is open (document 000, section 8). */
export const SERVICE_CLIENT_TEXTS = {
  circuitOpen: 'Service temporarily unavailable. Please try again later.',
  circuitOpenCode: 'CIRCUIT_OPEN',
} as const;
