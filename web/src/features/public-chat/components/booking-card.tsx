import { useEffect, useId, useRef, useState } from 'react';
import { BOOKING_TEXTS } from '@frontdesk/contracts/booking-texts';
import type { Slot } from '@frontdesk/contracts/calendar';
import { emailProblem } from '@frontdesk/contracts/field-rules';
import type { ChatBooked } from '@frontdesk/contracts/public-chat';
import { Alert } from '../../../components/ui/alert';
import { Button, focusRing } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, serverMessageOr } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useBookSlot, useFreeSlots } from '../api/booking';
import { whenOf } from '../booking-time';
import { browserTimeZone, todayIn } from '../../../lib/time-zone';
import { FreeTimes, OtherWeeks } from './free-times';

interface BookingCardProps {
  slug: string;
  /** The day the visitor asked for (YYYY-MM-DD, company's calendar), where the times start; else its today. */
  firstDay?: string | null;
  visitorId?: string | undefined;
  /** Opened by the visitor (not offered by the assistant while they type): focus goes into the card. */
  takeFocus?: boolean;
  onBooked: (appointment: ChatBooked) => void;
  onDismiss: () => void;
  /** The company's colours: its button colour and text on it, and a link colour that reads on white. */
  brand: { backgroundColor: string; color: string; link: string };
}

/** The name and e-mail checked as the server checks them, before anything is sent. */
function detailsErrors(name: string, email: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (name.trim() === '') errors['name'] = [BOOKING_TEXTS.nameRequired];
  const badEmail = emailProblem(email.trim());
  if (badEmail) errors['email'] = [badEmail];
  return errors;
}

/**
 * Booking inside the conversation: free times a week at a time (from the day the visitor asked
 * for, or the company's today), then a name and an e-mail. A time taken meanwhile sends the
 * visitor back to fresh times.
 */
export function BookingCard({ slug, firstDay, visitorId, takeFocus = false, onBooked, onDismiss, brand }: BookingCardProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  // A message sent closes the card, and an answer offering it again mounts a new one: the day
  // asked for is read once.
  const [weekFrom, setWeekFrom] = useState(firstDay ?? undefined);
  const free = useFreeSlots(slug, weekFrom);
  const book = useBookSlot(slug);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const [gone, setGone] = useState<string | null>(null);
  // The company's time zone is not known until the slots arrive; until then, the visitor's.
  const zone = free.data?.timezone ?? browserTimeZone();
  const fieldErrors = {
    ...(book.error instanceof ApiError ? book.error.fieldErrors : {}),
    ...(checked ? detailsErrors(name, email) : {}),
  };

  // Under a week's times (or none): the weeks around it, and Not now. Another week's times replace
  // these: the visitor is taken back to the heading, above them.
  const otherWeeks = (
    <div className="flex flex-wrap gap-2">
      <OtherWeeks
        from={weekFrom ?? todayIn(zone)}
        today={todayIn(zone)}
        onMove={(day) => {
          setGone(null);
          setWeekFrom(day);
          headingRef.current?.focus();
        }}
      />
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        Not now
      </Button>
    </div>
  );

  function choose(slot: Slot | null) {
    setGone(null);
    setChosen(slot);
  }

  // A keyboard user is taken where the card goes on: into it when they opened it, to the name once a
  // time is chosen, back to its heading when the times come back (changed, or taken meanwhile).
  const choosing = chosen === null;
  const wasChoosing = useRef(choosing);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
  useEffect(() => {
    if (wasChoosing.current === choosing) return;
    wasChoosing.current = choosing;
    (choosing ? headingRef.current : nameRef.current)?.focus();
  }, [choosing]);

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      onKeyDown={(event) => {
        // Not while a booking is being made (its confirmation would never show) or a word is being
        // composed; and only the card closes, not the widget around the chat.
        if (event.key !== 'Escape' || event.nativeEvent.isComposing || book.isPending) return;
        event.stopPropagation();
        onDismiss();
      }}
    >
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        Book an appointment
      </h2>
      {free.isPending ? (
        <LoadingState label="Finding free times..." />
      ) : free.isError ? (
        <div className="mt-2 space-y-3">
          <Alert tone="error">{serverMessageOr(free.error, BOOKING_TEXTS.timesFailed)}</Alert>
          <Button size="sm" variant="secondary" onClick={free.refetch}>
            Try again
          </Button>
          {otherWeeks}
        </div>
      ) : free.data.slots.length === 0 ? (
        <div className="mt-1 space-y-3">
          <p className="text-sm text-slate-600">{BOOKING_TEXTS.noTimes}</p>
          {otherWeeks}
        </div>
      ) : chosen ? (
        <form
          noValidate
          className="mt-3 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            const errors = detailsErrors(name, email);
            if (errors['name'] || errors['email']) {
              (errors['name'] ? nameRef.current : emailRef.current)?.focus();
              return;
            }
            book.mutate(
              { start_time: chosen.start, name: name.trim(), email: email.trim(), ...(visitorId ? { visitorId } : {}) },
              {
                onSuccess: onBooked,
                onError: (error) => {
                  // Someone took the time meanwhile: back to the times, fetched afresh.
                  if (error instanceof ApiError && error.status === 409 && error.serverMessage !== BOOKING_TEXTS.switchedOff) {
                    setChosen(null);
                    setGone(BOOKING_TEXTS.justTaken);
                    free.refetch();
                  }
                },
              },
            );
          }}
        >
          <p className="text-sm text-slate-700">
            {whenOf(chosen.start, zone)} <span className="text-slate-500">({zone})</span>{' '}
            <button
              type="button"
              className={cn('underline', focusRing)}
              style={{ color: brand.link }}
              onClick={() => choose(null)}
            >
              Change
            </button>
          </p>
          {book.isError && Object.keys(fieldErrors).length === 0 ? (
            <Alert tone="error">{serverMessageOr(book.error, BOOKING_TEXTS.bookFailed)}</Alert>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              ref={nameRef}
              label="Name"
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={fieldErrors['name']?.[0]}
            />
            <TextField
              ref={emailRef}
              label="E-mail"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={fieldErrors['email']?.[0]}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              size="sm"
              disabled={book.isPending}
              style={{ backgroundColor: brand.backgroundColor, color: brand.color }}
            >
              {book.isPending ? 'Booking...' : 'Book this time'}
            </Button>
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              Not now
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-2 space-y-3">
          <p className="text-sm text-slate-600">Choose a time ({zone}):</p>
          {gone ? <Alert tone="info">{gone}</Alert> : null}
          <FreeTimes slots={free.data.slots} timezone={zone} onChoose={choose} />
          {otherWeeks}
        </div>
      )}
    </section>
  );
}
