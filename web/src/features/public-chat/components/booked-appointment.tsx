import { CalendarCheck, CalendarX } from 'lucide-react';
import { BOOKING_TEXTS } from '@frontdesk/contracts/booking-texts';
import type { ChatBooked } from '@frontdesk/contracts/public-chat';
import { focusRing } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { bookingRef, useCurrentBooking } from '../api/booking';
import { whenOf } from '../booking-time';
import { browserTimeZone } from '../../../lib/time-zone';

/**
 * An appointment booked in the conversation (on the booking card, or by the assistant), in the
 * company's time zone, with the visitor's link to change or cancel it. It is read again when shown,
 * so a conversation opened later tells the time it was moved to, or that it was cancelled (by the
 * visitor on its page, or by the company, which deletes it). An e-mail is promised only when one
 * was sent.
 */
export function BookedAppointment({ appointment }: { appointment: ChatBooked }) {
  const current = useCurrentBooking(appointment.manage_url);
  const gone = current.isError && current.error instanceof ApiError && current.error.status === 404;
  if (gone || current.data?.status === 'cancelled') {
    return (
      <div role="status" className="flex gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        <CalendarX aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>{BOOKING_TEXTS.alreadyCancelled}</p>
      </div>
    );
  }
  const zone = current.data?.timezone ?? appointment.timezone ?? browserTimeZone();
  const when = `${whenOf(current.data?.start_time ?? appointment.start_time, zone)} (${zone})`;
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
      <CalendarCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        <p>
          {BOOKING_TEXTS.bookedFor(when)}
          {appointment.mailed === false ? null : ` ${BOOKING_TEXTS.confirmationMailed}`}
        </p>
        {/* On this page's own origin, whatever the kept link's: a conversation a widget's host page handed
            back could carry any address there. */}
        <a
          href={`/booking/${bookingRef(appointment.manage_url) ?? ''}`}
          target="_blank"
          rel="noopener"
          className={cn('font-medium underline', focusRing)}
        >
          {BOOKING_TEXTS.manageLink}
        </a>
      </div>
    </div>
  );
}
