// The few error texts the visitor's chat page shows itself, in a module of their own: a bundle
// takes a whole module, and error-texts.ts holds every other one (the admin app's and the server's).

/** A request refused for its fields (400, 422) without a message of its own. */
export const VALIDATION_TEXT = 'Please correct the highlighted fields.';
/** The server could not be reached. */
export const NETWORK_ERROR_TEXT = 'Network error. Please check your connection and try again.';
/** The server took too long to answer. */
export const TIMEOUT_TEXT = 'The request timed out. Please try again.';

/** What a page that threw while rendering shows instead of a blank screen (the admin app and the chat page). */
export const ERROR_SCREEN_TEXTS = {
  title: 'Something went wrong',
  reload: 'Reload the page',
} as const;
