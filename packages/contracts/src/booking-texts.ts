/** What a visitor reads when booking, in the chat and on the booking page; zod-free for the chat page. */
export const BOOKING_TEXTS = {
  booked: 'Your appointment is booked. A confirmation is on its way to your e-mail.',
  bookedNotMailed: 'Your appointment is booked.',
  /** The chat's confirmation: when first, then the e-mail when one was sent. */
  bookedFor: (when: string) => `Your appointment is booked for ${when}.`,
  confirmationMailed: 'A confirmation is on its way to your e-mail.',
  notOffered: 'This time is not available. Please choose one of the offered times.',
  switchedOff: 'Appointments cannot be booked here at the moment.',
  invalidLink: 'This booking link is not valid.',
  cancelled: 'Your appointment is cancelled.',
  moved: 'Your appointment has been moved.',
  alreadyCancelled: 'This appointment was cancelled.',
  tooMany: 'Too many bookings from this address. Please try again later.',
  loadFailed: 'This booking could not be loaded.',
  changeFailed: 'The change could not be saved. Please try again.',
  timesFailed: 'The free times could not be loaded. Please try again.',
  bookFailed: 'The appointment could not be booked. Please try again.',
  noTimes: 'There are no free times in these seven days. Look at later times, or leave your details instead.',
  noOtherTimes: 'There are no other free times in these seven days.',
  manageLink: 'Change or cancel this appointment',
  nameRequired: 'Please tell us your name',
  justTaken: 'Sorry, that time was just taken. Here are the times still free.',
} as const;

/** The visitor's own booking page, /booking/{ref}; apart, so the chat page's bundle leaves it out. */
export const BOOKING_PAGE_TEXTS = {
  loading: 'Loading your appointment...',
  title: (company: string) => `Your appointment with ${company}`,
  timeZone: (zone: string) => `Time zone: ${zone}`,
  cancelledStatus: 'Cancelled',
  confirmedStatus: 'Confirmed',
  bookAgain: 'Book another time',
  askCompany: (company: string) => `Questions? Chat with ${company}`,
  chooseAnother: 'Choose another time',
  move: 'Move appointment',
  keepTime: 'Keep current time',
  moving: 'Moving...',
  moveQuestion: (company: string, from: string, to: string) => `Move your appointment with ${company} from ${from} to ${to}?`,
  cancel: 'Cancel appointment',
  keepAppointment: 'Keep appointment',
  cancelling: 'Cancelling...',
  cancelQuestion: (company: string, when: string) => `Cancel your appointment with ${company} on ${when}?`,
} as const;
