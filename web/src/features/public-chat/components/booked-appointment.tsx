import { CalendarCheck } from 'lucide-react';
import { BOOKING_TEXTS } from '@frontdesk/contracts/booking-texts';
import type { ChatBooked } from '@frontdesk/contracts/public-chat';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { whenOf } from '../booking-time';
import { browserTimeZone } from '../../../lib/time-zone';

/**
 * An appointment booked in the conversation (on the booking card, or by the assistant), in the
 * company's time zone, with the visitor's link to change or cancel it. An e-mail is promised only
 * when one was sent.
 */
export function BookedAppointment({ appointment }: { appointment: ChatBooked }) {
  const zone = appointment.timezone ?? browserTimeZone();
  const when = `${whenOf(appointment.start_time, zone)} (${zone})`;
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
      <CalendarCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        <p>
          {BOOKING_TEXTS.bookedFor(when)}
          {appointment.mailed === false ? null : ` ${BOOKING_TEXTS.confirmationMailed}`}
        </p>
        <a href={appointment.manage_url} target="_blank" rel="noopener" className={cn('font-medium underline', focusRing)}>
          {BOOKING_TEXTS.manageLink}
        </a>
      </div>
    </div>
  );
}
