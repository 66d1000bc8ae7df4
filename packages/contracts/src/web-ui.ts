/** Constants of document 001, section 9 that only the web app uses. */

/** Success notices (prompt saved, information added…) disappear after this long. */
export const NOTICE_MS = 3000;

/** Document 001, section 8: the simulator falls back to this company when its own cannot be loaded. */
export const SIMULATOR_FALLBACK_COMPANY = { name: 'Demo Company', slug: 'demo' } as const;

/** Under the simulator's title: its conversations are the admin's tests, not visitors'. */
export const SIMULATOR_DESCRIPTION =
  'Talk to your assistant exactly as a visitor of your public chat would. Your tests here are not counted in Analytics.';

/** The dashboard's line for an operator visiting the company, instead of welcoming it back by name. */
export const OPERATOR_VISIT_LINE = 'You are viewing this company as the operator.';

/** The Admin Panel's per-user list on a phone. */
export const PERMISSIONS_LIST_TEXTS = {
  admin: 'Admin · every page',
  pages: (granted: number, of: number) => `${granted} of ${of} pages`,
} as const;

/** The badge beside Save while a form holds changes not yet saved (prompt editor, brand settings). */
export const UNSAVED_CHANGES = 'Unsaved changes';

/** The question before leaving a page whose form holds changes not yet saved. */
export const LEAVE_UNSAVED_TEXTS = {
  title: 'Leave without saving?',
  body: 'Your changes on this page are not saved yet. If you leave now, they are lost.',
  leave: 'Leave without saving',
  stay: 'Stay on this page',
} as const;
