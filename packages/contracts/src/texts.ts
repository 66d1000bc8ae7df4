import { CHAT_TEXTS } from './chat-texts';
import { ERROR_TEXTS } from './error-texts';

// The chat's and the errors' texts are kept in files of their own, which the visitor's chat page
// loads without this one; TEXTS carries them as before and ERROR_MAPPER stays importable from here.
export { ERROR_MAPPER } from './error-texts';

/**
 * User-facing strings named by the specification, kept once so server and web say the same thing.
 * Strings the spec does not name but the product needs live here too, next to their neighbours.
 */
export const TEXTS = {
  /** Action labels the spec names. */
  actions: {
    acceptTerms: 'Accept Terms',
    goToLogin: 'Go to Login',
    goToDashboard: 'Go to Dashboard',
    goTo: (page: string) => `Go to ${page}`,
    addInformation: 'Add Information',
    savePrompt: 'Save Prompt',
    saveSettings: 'Save Settings',
    testConnection: 'Test Connection',
    showMore: 'Show More',
    showLess: 'Show Less',
    skipToContent: 'Skip to content',
  },
  auth: {
    loginFailed: 'Login failed',
    invalidLoginResponse: 'Invalid login response',
    invalidCredentials: 'Invalid email or password',
    emailNotVerified: 'Please verify your email before logging in. Check your inbox for the verification link.',
    companyBlocked: 'Your company account has been blocked. Please contact support.',
    /** With how long the sign-in stays locked, rounded up to the minute. */
    tooManyLoginAttempts: (minutes: number) =>
      `Too many login attempts. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
    registrationFailed: 'Registration failed',
    registrationSuccess: 'Registration successful! Please check your email to verify your account before logging in.',
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
    passwordChangeRequired: 'Please choose your own password before you continue.',
    invalidSignInLink:
      'This sign-in link has expired or was already used. Open the company again from the super admin dashboard.',
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
    successSignedIn: 'The email address has been verified. Taking you to your profile...',
    failed: 'Verification failed',
    invalidLink: 'This verification link is invalid or has expired.',
    verified: 'Email verified successfully. You can now log in.',
    alreadyVerified: 'Your email is already verified. You can sign in.',
    resent: 'If this account still needs verifying, a new link is on its way. Check your inbox.',
    resend: 'Resend the verification e-mail',
    checkInboxHint: (email: string) => `We sent a verification link to ${email}. Open it to activate your account, then sign in.`,
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
    pendingEmail: (address: string) =>
      `Waiting for you to confirm ${address}: follow the link we sent there. Until then we keep writing to the address above.`,
    ownAccountOnly: 'Only the account owner can change this profile.',
    choosePassword: 'Your admin created this account with a temporary password. Choose your own password to continue.',
    tooManyChanges: 'Too many profile changes. Please wait a while and try again.',
  },
  admin: {
    userCreated: 'User created successfully!',
    permissionsUpdated: 'Permissions updated successfully!',
    unknownUser: 'One of the users was not found in your company.',
    ownerAccessFixed: (email: string) =>
      `${email} is the company's admin account and can always open every page, including admin, so none of its permissions can be removed. Change the permissions of other users only.`,
    tooManyUsersCreated: 'Too many new users in a short time. Please wait a while and try again.',
    verifyFailed: 'Failed to verify access permissions.',
    denied: 'You do not have permission to access this page.',
    loadFailed: 'Failed to load users. Please try again.',
    saveFailed: 'Failed to save permissions. Please try again.',
    createFailed: 'Failed to create user. Please try again.',
    fillRequired: 'Please fill out all required fields.',
    grantTitle: 'Warning: Admin Permission',
    grantBody:
      'Granting admin permission will give this user full access to all features, including user management and permissions control. Are you sure you want to continue?',
    grantConfirm: 'Grant Admin Permission',
  },
  companySetup: {
    loadFailed: 'Failed to load company information',
    addFailed: 'Failed to add company information',
    deleteFailed: 'Failed to delete information',
    added: 'Company information added successfully!',
    deleted: 'Information deleted successfully',
    updated: 'Company information updated successfully!',
    updateFailed: 'Failed to update information',
    empty: 'No company information added yet',
    confirmDelete: 'Are you sure you want to delete this information?',
    notFound: 'This information was not found.',
    tooMany: 'You have reached the limit of 500 information entries. Delete some before adding more.',
  },
  prompt: {
    builtinTitle: 'Your visitors are answered by the built-in assistant',
    builtinApplies:
      'Without an AI key, the built-in assistant answers from your Company Setup entries, in their own words; it does not follow this prompt or the rules below. They apply as soon as an OpenAI key is set under OpenAI Settings.',
    loadFailed: 'Failed to load saved prompt',
    saveFailed: 'Failed to save prompt',
    deleteFailed: 'Failed to delete prompt',
    updateFailedPrefix: 'Failed to update prompt: ',
    updateFailedNoSuccess: 'Failed to update prompt - server returned success: false',
    ruleUpdateFailed: 'Failed to update prompt rule',
    ruleEditFailed: 'Failed to update rule',
    saved: 'Prompt saved successfully!',
    deleted: 'Prompt deleted',
    updated: 'Prompt updated',
    confirmDelete: 'Are you sure you want to delete this prompt? This action cannot be undone.',
    placeholder: 'Enter your custom prompt here...',
    notFound: 'This prompt was not found.',
    ruleNotFound: 'This rule was not found.',
    replaceTitle: 'Replace your custom prompt?',
    replaceConfirm: 'Replace with template',
    replaceCancel: 'Keep my text',
    replaceBody: (template: string) =>
      `The custom prompt box holds text of your own. The “${template}” template replaces it, and your text is not saved anywhere.`,
  },
  openai: {
    saved: 'OpenAI settings saved successfully!',
    saveFailed: 'Failed to save settings',
    connectionFailed: 'Connection failed',
    connectionOk: 'Connection successful! The model answered.',
    enterKey: 'Please enter your OpenAI API key to get started.',
    noKey: 'There is no API key to test. Enter a key first.',
    keyRemoved: 'The API key was removed. The built-in assistant answers until you add a new one.',
    invalidKey: 'The API key was refused by the provider.',
  },
  chat: CHAT_TEXTS,
  /** The chat's refusals as the server words them, with the wait (not in CHAT_TEXTS: the chat page does not need them). */
  chatLimits: {
    tooManyMessages: (seconds: number) =>
      `You are sending messages too quickly. Please wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`,
  },
  integrations: {
    slugFetchFailed: 'Unable to fetch company slug. Please contact support.',
    slugFetchFailedCode: 'SLUG_FETCH_FAILED',
    testChat: 'Test Chat',
    tryWizard: 'Try New Wizard',
  },
  publicChatUsers: {
    empty: 'No users have provided their information yet.',
    loadFailed: 'Failed to load users',
  },
  superAdmin: {
    bannerText: 'Super Admin Mode: You are impersonating this company',
    backToDashboard: 'Back to Super Admin Dashboard',
    companyNotFound: 'Company not found',
  },
  dashboard: {
    title: 'Company Dashboard',
    copied: 'Copied!',
    // Document 000, section 2.8: the three tiles, two of them fixed texts.
    accountStatus: 'Account Status',
    accountActive: 'Active',
    plan: 'Plan',
    planName: 'Professional',
    role: 'Role',
  },
  errors: ERROR_TEXTS,
} as const;

/** The service client's own rejection when its circuit is open (document 000, section 8). */
export const SERVICE_CLIENT_TEXTS = {
  circuitOpen: 'Service temporarily unavailable. Please try again later.',
  circuitOpenCode: 'CIRCUIT_OPEN',
} as const;
