import { BOOKING_TEXTS } from '@frontdesk/contracts/booking-texts';
import type { Slot } from '@frontdesk/contracts/calendar';
import { Button, focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { dayAfter, slotsByDay, timeOf } from '../booking-time';

// The free times come a week at a time.
const WEEK = 7;
const HOUR = 3_600_000;

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
      {slotsByDay(slots, timezone).map(({ day, slots: daySlots }) => {
        // A day whose clocks go back has an hour twice: its times say which ("1:00 AM EDT"), each
        // whether or not the other is offered.
        const label = (slot: Slot) => {
          const at = Date.parse(slot.start);
          const plain = timeOf(slot.start, timezone);
          const repeated = [-HOUR, HOUR].some((shift) => timeOf(new Date(at + shift).toISOString(), timezone) === plain);
          return repeated ? timeOf(slot.start, timezone, true) : plain;
        };
        return (
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
                    {label(slot)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * Buttons to the week before the one shown (from the company's today at the earliest) and the week
 * after. `from` and `today` are YYYY-MM-DD in the company's calendar.
 */
export function OtherWeeks({ from, today, onMove }: { from: string; today: string; onMove: (from: string) => void }) {
  const earlier = dayAfter(from, -WEEK);
  return (
    <>
      {from > today ? (
        <Button size="sm" variant="secondary" onClick={() => onMove(earlier > today ? earlier : today)}>
          {BOOKING_TEXTS.earlierTimes}
        </Button>
      ) : null}
      <Button size="sm" variant="secondary" onClick={() => onMove(dayAfter(from, WEEK))}>
        {BOOKING_TEXTS.laterTimes}
      </Button>
    </>
  );
}
