import { useId, useState } from 'react';
import { BOOKING_TEXTS } from '@frontdesk/contracts/booking-texts';
import type { Slot } from '@frontdesk/contracts/calendar';
import { Alert } from '../../../components/ui/alert';
import { Button, focusRing } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, serverMessageOr } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { todayIn, useBookSlot, useFreeSlots } from '../api/booking';
import { whenOf } from '../booking-time';
import { FreeTimes } from './free-times';

interface BookingCardProps {
  slug: string;
  visitorId?: string | undefined;
  /** The company's time zone is not known until the slots arrive; until then, the visitor's. */
  onBooked: (confirmation: string) => void;
  onDismiss: () => void;
}

const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Booking inside the conversation: the free times of the coming week, then a name and an e-mail. */
export function BookingCard({ slug, visitorId, onBooked, onDismiss }: BookingCardProps) {
  const titleId = useId();
  const free = useFreeSlots(slug, todayIn(visitorZone));
  const book = useBookSlot(slug);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const zone = free.data?.timezone ?? visitorZone;
  const fieldErrors = book.error instanceof ApiError ? book.error.fieldErrors : {};

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={titleId} className="font-semibold text-slate-900">
        Book an appointment
      </h2>
      {free.isPending ? (
        <LoadingState label="Finding free times..." />
      ) : free.isError ? (
        <Alert tone="error">{serverMessageOr(free.error, BOOKING_TEXTS.timesFailed)}</Alert>
      ) : free.data.slots.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{BOOKING_TEXTS.noTimes}</p>
      ) : chosen ? (
        <form
          noValidate
          className="mt-3 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            book.mutate(
              { start_time: chosen.start, name, email, ...(visitorId ? { visitorId } : {}) },
              { onSuccess: ({ message }) => onBooked(`${message} ${whenOf(chosen.start, zone)} (${zone}).`) },
            );
          }}
        >
          <p className="text-sm text-slate-700">
            {whenOf(chosen.start, zone)} <span className="text-slate-500">({zone})</span>{' '}
            <button type="button" className={cn('text-brand-700 underline', focusRing)} onClick={() => setChosen(null)}>
              Change
            </button>
          </p>
          {book.isError && Object.keys(fieldErrors).length === 0 ? (
            <Alert tone="error">{serverMessageOr(book.error, BOOKING_TEXTS.bookFailed)}</Alert>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Name"
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={fieldErrors['name']?.[0]}
            />
            <TextField
              label="E-mail"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={fieldErrors['email']?.[0]}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={book.isPending}>
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
          <FreeTimes slots={free.data.slots} timezone={zone} onChoose={setChosen} />
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            Not now
          </Button>
        </div>
      )}
    </section>
  );
}
