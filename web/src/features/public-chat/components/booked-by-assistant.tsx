import { CalendarCheck } from 'lucide-react';
import { BOOKING_TEXTS } from '@frontdesk/contracts/booking-texts';
import type { ChatBooked } from '@frontdesk/contracts/public-chat';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { whenOf } from '../booking-time';

const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * An appointment the assistant booked in the conversation, with the visitor's link to change it;
 * worded as the booking card confirms its own bookings, in the company's time zone.
 */
export function BookedByAssistant({ appointment }: { appointment: ChatBooked }) {
  const zone = appointment.timezone ?? visitorZone;
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
      <CalendarCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        <p>{`${BOOKING_TEXTS.booked} ${whenOf(appointment.start_time, zone)} (${zone}).`}</p>
        <a href={appointment.manage_url} target="_blank" rel="noopener" className={cn('font-medium underline', focusRing)}>
          {BOOKING_TEXTS.manageLink}
        </a>
      </div>
    </div>
  );
}
