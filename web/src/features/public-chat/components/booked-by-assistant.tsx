import { CalendarCheck } from 'lucide-react';
import { BOOKING_TEXTS } from '@frontdesk/contracts/calendar';
import type { ChatBooked } from '@frontdesk/contracts/public-chat';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** An appointment the assistant booked in the conversation, with the visitor's link to change it. */
export function BookedByAssistant({ appointment }: { appointment: ChatBooked }) {
  const when = new Date(appointment.start_time).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
      <CalendarCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        <p>
          {BOOKING_TEXTS.booked} {when}.
        </p>
        <a href={appointment.manage_url} target="_blank" rel="noopener" className={cn('font-medium underline', focusRing)}>
          {BOOKING_TEXTS.manageLink}
        </a>
      </div>
    </div>
  );
}
