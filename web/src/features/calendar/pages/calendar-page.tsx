import { useCallback, useMemo, useState } from 'react';
import { Calendar, Views, type Formats, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import '../calendar-overrides.css';
import { CALENDAR_TEXTS, type Appointment } from '@frontdesk/contracts/calendar';
import type { SyncStatus } from '@frontdesk/contracts/calendar-connections';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { useTimedNotice } from '../../../hooks/use-timed-notice';
import { useAppointments } from '../api/appointments';
import { useCalendarTimeZone } from '../api/calendar-config';
import { useSyncStatus } from '../api/sync';
import { toEvent, type CalendarEvent } from '../appointment-display';
import { hourIn, proposedStart, zonedLocalizer } from '../calendar-time-zone';
import { browserTimeZone } from '../../../lib/time-zone';
import { CreateAppointmentModal } from '../components/create-appointment-modal';
import { EditAppointmentModal } from '../components/edit-appointment-modal';
import { SyncBanner } from '../components/sync-banner';
import { SyncControls, type SyncOutcome } from '../components/sync-controls';

const VIEWS: View[] = [Views.MONTH, Views.WEEK, Views.DAY];
/** Document 001, constants: events are indigo. */
const eventStyle = () => ({ style: { backgroundColor: '#4f46e5', borderColor: '#4338ca' } });

/** Calendar (document 001): the company's appointments, the single source of truth. */
export function CalendarPage() {
  const appointments = useAppointments();
  const zone = useCalendarTimeZone();
  // The company's calendar zone, as the chat and Analytics use it; the browser's only when it cannot be read.
  const timeZone = zone.data ?? (zone.isError ? browserTimeZone() : undefined);
  const [view, setView] = useState<View>(Views.MONTH);
  const [date, setDate] = useState(() => new Date());
  const [slot, setSlot] = useState<Date | null>(null);
  const [editing, setEditing] = useState<Appointment | null>(null);
  const [notice, show] = useTimedNotice<SyncOutcome>(6000);
  // A finished sync (this page's or a scheduled one) says how it went; the appointments reload. One
  // that failed is told by the banner alone, which keeps saying so until a sync succeeds.
  const sync = useSyncStatus(
    useCallback(
      (finished: SyncStatus) => {
        if (!finished.last_failed) show({ tone: 'success', text: finished.last_message || CALENDAR_TEXTS.syncDone });
      },
      [show],
    ),
  );
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
        <SyncBanner status={status} count={count} timeZone={timeZone} />
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        {appointments.isPending || !timeZone ? (
          <LoadingState label="Loading appointments..." />
        ) : (
          <ZonedCalendar
            timeZone={timeZone}
            events={events}
            view={view}
            onView={setView}
            date={date}
            onNavigate={setDate}
            onSelectSlot={(start) => setSlot(proposedStart(start, timeZone))}
            onSelectEvent={setEditing}
          />
        )}
      </div>
      {timeZone ? (
        <>
          <CreateAppointmentModal slot={slot} timeZone={timeZone} onClose={() => setSlot(null)} />
          <EditAppointmentModal
            appointment={editing}
            timeZone={timeZone}
            onClose={() => setEditing(null)}
            onDone={(message) => {
              setEditing(null);
              showSuccess(message);
            }}
          />
        </>
      ) : null}
    </>
  );
}

interface ZonedCalendarProps {
  timeZone: string;
  events: CalendarEvent[];
  view: View;
  onView: (view: View) => void;
  date: Date;
  onNavigate: (date: Date) => void;
  onSelectSlot: (start: Date) => void;
  onSelectEvent: (appointment: Appointment) => void;
}

// In the week and day grids an appointment is labelled with its start only: its height shows how
// long it is, and its title fits beside the time where a range would leave it two letters.
// The gutter names whole hours ("8 AM", as Google Calendar does), which leaves a phone's seven day
// columns room for their headers.
const FORMATS: Formats = {
  eventTimeRangeFormat: ({ start }, culture, localizer) => localizer?.format(start, 't', culture) ?? '',
  // One that crosses midnight: its start on its first day, as any other ("– 2:00 AM" on the next).
  eventTimeRangeStartFormat: ({ start }, culture, localizer) => localizer?.format(start, 't', culture) ?? '',
  timeGutterFormat: 'h a',
};

/** The month, week and day views, in the company's calendar zone (labelled), whatever the browser's. */
function ZonedCalendar({ timeZone, onSelectSlot, onSelectEvent, ...props }: ZonedCalendarProps) {
  const localizer = useMemo(() => zonedLocalizer(timeZone), [timeZone]);
  // The end, which the grids show only as an appointment's height, is in its tooltip, which is also
  // what a screen reader describes it by.
  const tooltip = useCallback(
    (event: CalendarEvent) => CALENDAR_TEXTS.until(event.title, localizer.format(event.end, 't')),
    [localizer],
  );
  // Week and day views open on the working morning rather than at midnight; only the time is read.
  const scrollToMorning = useMemo(() => hourIn(timeZone, 8), [timeZone]);
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">{CALENDAR_TEXTS.timesIn(timeZone)}</p>
      {/* The view names a class for calendar-overrides.css: a phone's week columns label an appointment by its name alone. */}
      <div className={`calendar-${props.view} h-[600px] rounded-lg border border-slate-200 bg-white p-2 shadow-sm sm:p-4`}>
        <Calendar<CalendarEvent>
          localizer={localizer}
          formats={FORMATS}
          tooltipAccessor={tooltip}
          views={VIEWS}
          popup
          selectable
          step={30}
          timeslots={2}
          scrollToTime={scrollToMorning}
          // One that crosses midnight (22:00 to 02:00) shows at its hours on both days, not in the all-day row.
          showMultiDayTimes
          longPressThreshold={250}
          eventPropGetter={eventStyle}
          onSelectSlot={({ start }) => onSelectSlot(start)}
          onSelectEvent={(event) => onSelectEvent(event.appointment)}
          {...props}
        />
      </div>
    </div>
  );
}
