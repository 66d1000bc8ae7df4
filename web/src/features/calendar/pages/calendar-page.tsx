import { useCallback, useMemo, useState } from 'react';
import { Calendar, luxonLocalizer, Views, type View } from 'react-big-calendar';
import { DateTime } from 'luxon';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import '../calendar-contrast.css';
import type { Appointment } from '@frontdesk/contracts/calendar';
import type { SyncStatus } from '@frontdesk/contracts/calendar-connections';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { useTimedNotice } from '../../../hooks/use-timed-notice';
import { useAppointments } from '../api/appointments';
import { useSyncStatus } from '../api/sync';
import { toEvent, type CalendarEvent } from '../appointment-display';
import { CreateAppointmentModal } from '../components/create-appointment-modal';
import { EditAppointmentModal } from '../components/edit-appointment-modal';
import { SyncBanner } from '../components/sync-banner';
import { SyncControls, syncOutcome, type SyncOutcome } from '../components/sync-controls';

const localizer = luxonLocalizer(DateTime);
const VIEWS: View[] = [Views.MONTH, Views.WEEK, Views.DAY];
/** Document 001, constants: events are indigo. */
const eventStyle = () => ({ style: { backgroundColor: '#4f46e5', borderColor: '#4338ca' } });

// Week and day views open on the working morning rather than at midnight; only the time is read.
const SCROLL_TO_MORNING = new Date(1970, 0, 1, 8, 0, 0);

/** A month cell's slot starts at midnight; the form then proposes the start of a working day. */
function proposedStart(slot: Date): Date {
  if (slot.getHours() !== 0 || slot.getMinutes() !== 0) return slot;
  const morning = new Date(slot);
  morning.setHours(9, 0, 0, 0);
  return morning;
}

/** Calendar (document 001): the company's appointments, the single source of truth. */
export function CalendarPage() {
  const appointments = useAppointments();
  const [view, setView] = useState<View>(Views.MONTH);
  const [date, setDate] = useState(() => new Date());
  const [slot, setSlot] = useState<Date | null>(null);
  const [editing, setEditing] = useState<Appointment | null>(null);
  const [notice, show] = useTimedNotice<SyncOutcome>(6000);
  // A finished sync (this page's or a scheduled one) says how it went; the appointments reload.
  const sync = useSyncStatus(useCallback((finished: SyncStatus) => show(syncOutcome(finished)), [show]));
  const events = useMemo(() => (appointments.data ?? []).map(toEvent), [appointments.data]);
  const showSuccess = useCallback((text: string) => show({ tone: 'success', text }), [show]);
  const status = sync.data;
  // The list on screen is the freshest count; the server's stands in until it has loaded.
  const count = appointments.data?.length ?? status?.appointment_count;

  return (
    <>
      <PageHeader
        title="Calendar"
        description="View and manage your appointments"
        actions={<SyncControls status={status} onOutcome={show} />}
      />
      <div className="space-y-4">
        <SyncBanner status={status} count={count} />
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        {appointments.isPending ? (
          <LoadingState label="Loading appointments..." />
        ) : (
          <div className="h-[600px] rounded-lg border border-slate-200 bg-white p-2 shadow-sm sm:p-4">
            <Calendar<CalendarEvent>
              localizer={localizer}
              events={events}
              views={VIEWS}
              view={view}
              onView={setView}
              date={date}
              onNavigate={setDate}
              popup
              selectable
              step={30}
              timeslots={2}
              scrollToTime={SCROLL_TO_MORNING}
              longPressThreshold={250}
              eventPropGetter={eventStyle}
              onSelectSlot={({ start }) => setSlot(proposedStart(start))}
              onSelectEvent={(event) => setEditing(event.appointment)}
            />
          </div>
        )}
      </div>
      <CreateAppointmentModal slot={slot} onClose={() => setSlot(null)} />
      <EditAppointmentModal
        appointment={editing}
        onClose={() => setEditing(null)}
        onDone={(message) => {
          setEditing(null);
          showSuccess(message);
        }}
      />
    </>
  );
}
