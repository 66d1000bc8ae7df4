import { useCallback, useMemo, useState } from 'react';
import { Calendar, luxonLocalizer, Views, type View } from 'react-big-calendar';
import { DateTime } from 'luxon';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { CalendarDays } from 'lucide-react';
import type { Appointment } from '@frontdesk/contracts/calendar';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { useTimedNotice } from '../../../hooks/use-timed-notice';
import { useAppointments } from '../api/appointments';
import { useSyncStatus } from '../api/sync';
import { toEvent, type CalendarEvent } from '../appointment-display';
import { CreateAppointmentModal } from '../components/create-appointment-modal';
import { EditAppointmentModal } from '../components/edit-appointment-modal';
import { SyncControls, type SyncOutcome } from '../components/sync-controls';
import { formatDateTime } from '../../../lib/format';

const localizer = luxonLocalizer(DateTime);
const VIEWS: View[] = [Views.MONTH, Views.WEEK, Views.DAY];
/** Document 001, constants: events are indigo. */
const eventStyle = () => ({ style: { backgroundColor: '#4f46e5', borderColor: '#4338ca' } });

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
  const sync = useSyncStatus();
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
        <div
          role="note"
          aria-label="Base Calendar System"
          className="rounded-md border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
        >
          <p className="flex items-center gap-2 font-semibold">
            <CalendarDays aria-hidden className="size-4" />
            Base Calendar System
          </p>
          <p className="mt-1">
            This calendar is the single source of truth for your appointments: bookings made here and in your chat land here
            first.
          </p>
          <p className="mt-1 text-brand-800">
            Google Calendar sync:{' '}
            {status
              ? status.google.enabled && status.google.connected
                ? 'on'
                : status.google.enabled
                  ? 'not connected'
                  : 'off'
              : '…'}{' '}
            · GoHighLevel sync: {status ? (status.ghl.enabled ? 'on' : 'off') : '…'} · Last sync:{' '}
            {status?.last_sync_at ? formatDateTime(status.last_sync_at) : 'never'} ·{' '}
            {count === undefined ? '…' : `${count} ${count === 1 ? 'appointment' : 'appointments'}`}
          </p>
        </div>
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
