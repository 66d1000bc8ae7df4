import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { CalendarCheck, CalendarX } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses, focusRing } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadingState } from '../../../components/ui/spinner';
import { serverMessageOr } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useTimesToMoveTo } from '../../public-chat/api/booking';
import { todayIn } from '../../../lib/time-zone';
import { timeOf, whenOf } from '../../public-chat/booking-time';
import { FreeTimes, OtherWeeks } from '../../public-chat/components/free-times';
import { useCancelBooking, useMoveBooking, useVisitorBooking } from '../api/booking';
import { BOOKING_PAGE_TEXTS as T } from '@frontdesk/contracts/booking-texts';
import { BOOKING_TEXTS, type VisitorBooking } from '@frontdesk/contracts/calendar';

/** /booking/{ref}: the visitor's own appointment, from the link in its confirmation, to move or cancel. */
export function BookingPage() {
  const { ref = '' } = useParams();
  const booking = useVisitorBooking(ref);
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      {booking.data ? (
        <BookingDetails bookingRef={ref} booking={booking.data} />
      ) : booking.isError ? (
        <Alert tone="error">{serverMessageOr(booking.error, BOOKING_TEXTS.loadFailed)}</Alert>
      ) : (
        <LoadingState label={T.loading} />
      )}
    </main>
  );
}

function BookingDetails({ bookingRef, booking }: { bookingRef: string; booking: VisitorBooking }) {
  const cancel = useCancelBooking(bookingRef);
  const move = useMoveBooking(bookingRef);
  const [confirming, setConfirming] = useState(false);
  const [choosing, setChoosing] = useState(false);
  // A time chosen among the others, to be confirmed before the appointment moves (as cancelling is).
  const [proposed, setProposed] = useState<string | null>(null);
  const otherTimesId = useId();
  const chooseButton = useRef<HTMLButtonElement>(null);
  const cancelled = booking.status === 'cancelled';
  // Once it has begun, the link no longer changes it (the server refuses too); told as the page opened.
  const [openedAt] = useState(() => Date.now());
  const past = !cancelled && Date.parse(booking.start_time) <= openedAt;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Cancelling takes away the buttons the keyboard was on: it goes on from the heading, above the news.
  const wasCancelled = useRef(cancelled);
  useEffect(() => {
    if (cancelled && !wasCancelled.current) headingRef.current?.focus();
    wasCancelled.current = cancelled;
  }, [cancelled]);
  const done = cancel.data?.message ?? move.data?.message;
  const failed = cancel.error ?? move.error;

  return (
    <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start gap-3">
        {cancelled ? (
          <CalendarX aria-hidden className="size-8 text-red-600" />
        ) : (
          <CalendarCheck aria-hidden className="size-8 text-green-600" />
        )}
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
            {T.title(booking.company_name)}
          </h1>
          <p className="mt-1 text-slate-700">
            {whenOf(booking.start_time, booking.timezone)} – {timeOf(booking.end_time, booking.timezone)}
          </p>
          <p className="text-sm text-slate-500">{T.timeZone(booking.timezone)}</p>
          <p className={cn('mt-2 text-sm font-medium', cancelled ? 'text-red-700' : 'text-green-700')}>
            {cancelled ? T.cancelledStatus : past ? T.pastStatus : T.confirmedStatus}
          </p>
        </div>
      </div>
      {done ? <Alert tone="success">{done}</Alert> : null}
      {failed ? <Alert tone="error">{serverMessageOr(failed, BOOKING_TEXTS.changeFailed)}</Alert> : null}
      {past ? <p className="text-sm text-slate-700">{T.alreadyHappened}</p> : null}
      {cancelled || past ? (
        // The chat, opened on its booking card's free times.
        <a href={`/public-chat/${encodeURIComponent(booking.company_slug)}?book=1`} className={buttonClasses('secondary')}>
          {T.bookAgain}
        </a>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            ref={chooseButton}
            variant="secondary"
            aria-expanded={choosing}
            aria-controls={otherTimesId}
            onClick={() => setChoosing((open) => !open)}
          >
            {T.chooseAnother}
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {T.cancel}
          </Button>
        </div>
      )}
      <div id={otherTimesId}>
        {choosing && !cancelled ? (
          <OtherTimes bookingRef={bookingRef} timezone={booking.timezone} busy={move.isPending} onChoose={setProposed} />
        ) : null}
      </div>
      {cancelled ? null : (
        // A question about the visit goes where the booking was made.
        <a
          href={`/public-chat/${encodeURIComponent(booking.company_slug)}`}
          className={cn('inline-block text-sm font-medium text-brand-700 underline', focusRing)}
        >
          {T.askCompany(booking.company_name)}
        </a>
      )}
      <ConfirmDialog
        open={proposed !== null}
        title={T.move}
        confirmLabel={T.move}
        cancelLabel={T.keepTime}
        busyLabel={T.moving}
        busy={move.isPending}
        tone="primary"
        onCancel={() => setProposed(null)}
        onConfirm={() => {
          if (!proposed) return;
          move.mutate(proposed, {
            onSuccess: () => {
              setChoosing(false);
              // The time buttons are gone: the visitor goes on from the button that showed them.
              chooseButton.current?.focus();
            },
            onSettled: () => setProposed(null),
          });
        }}
      >
        <p>
          {T.moveQuestion(
            booking.company_name,
            whenOf(booking.start_time, booking.timezone),
            proposed ? whenOf(proposed, booking.timezone) : '',
          )}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming}
        title={T.cancel}
        confirmLabel={T.cancel}
        cancelLabel={T.keepAppointment}
        busyLabel={T.cancelling}
        busy={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
      >
        <p>{T.cancelQuestion(booking.company_name, whenOf(booking.start_time, booking.timezone))}</p>
      </ConfirmDialog>
    </div>
  );
}

function OtherTimes({
  bookingRef,
  timezone,
  busy,
  onChoose,
}: {
  bookingRef: string;
  timezone: string;
  busy: boolean;
  onChoose: (start: string) => void;
}) {
  const today = todayIn(timezone);
  const [from, setFrom] = useState(today);
  const free = useTimesToMoveTo(bookingRef, from);
  // Another week's times replace these; the keyboard goes to the top of the new ones.
  const top = useRef<HTMLDivElement>(null);
  return (
    <div ref={top} tabIndex={-1} className="space-y-3 focus:outline-none">
      {free.isPending ? (
        <LoadingState label="Finding free times..." />
      ) : free.isError ? (
        <Alert tone="error">{serverMessageOr(free.error, BOOKING_TEXTS.timesFailed)}</Alert>
      ) : free.data.slots.length === 0 ? (
        <p className="text-sm text-slate-600">{BOOKING_TEXTS.noOtherTimes}</p>
      ) : (
        <FreeTimes slots={free.data.slots} timezone={timezone} disabled={busy} onChoose={(slot) => onChoose(slot.start)} />
      )}
      <div className="flex flex-wrap gap-2">
        <OtherWeeks
          from={from}
          today={today}
          onMove={(day) => {
            setFrom(day);
            top.current?.focus();
          }}
        />
      </div>
    </div>
  );
}
