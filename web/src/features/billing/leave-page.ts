/** Where a checkout or the card portal happens: the browser leaves for Stripe's page (tests replace `to`). */
export const leavePage = {
  to: (url: string) => window.location.assign(url),
};
