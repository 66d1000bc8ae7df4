/**
 * A whole page load: to a page outside the app (Stripe's checkout, card and bill pages), or within
 * it where a route change would race the app's own redirects. An object, so tests replace `to`.
 */
export const leavePage = {
  to: (url: string) => window.location.assign(url),
};
