import type { Slot } from '@frontdesk/contracts/calendar';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { slotsByDay, timeOf } from '../booking-time';

/** Free times grouped by day, each a button; shown in the company's time zone. */
export function FreeTimes({
  slots,
  timezone,
  disabled = false,
  onChoose,
}: {
  slots: readonly Slot[];
  timezone: string;
  disabled?: boolean;
  onChoose: (slot: Slot) => void;
}) {
  return (
    <div className="space-y-3">
      {slotsByDay(slots, timezone).map(({ day, slots: daySlots }) => (
        <div key={day}>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{day}</p>
          <ul aria-label={`Free times on ${day}`} className="mt-1 flex flex-wrap gap-2">
            {daySlots.map((slot) => (
              <li key={slot.start}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChoose(slot)}
                  className={cn(
                    'rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 disabled:opacity-50',
                    focusRing,
                  )}
                >
                  {timeOf(slot.start, timezone)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
