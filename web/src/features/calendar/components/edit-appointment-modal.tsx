import { useState } from 'react';
import { CALENDAR_TEXTS, type Appointment } from '@frontdesk/contracts/calendar';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { useDeleteAppointment, useUpdateAppointment } from '../api/appointments';
import { appointmentFailure } from '../calendar-errors';
import { fromZonedInput, toZonedInput } from '../calendar-time-zone';

interface EditAppointmentModalProps {
  appointment: Appointment | null;
  /** The company's calendar zone: Start Time and End Time show and take its wall clock. */
  timeZone: string;
  onClose: () => void;
  /** What the page says once the change is saved. */
  onDone: (message: string) => void;
}

/** 'Edit Appointment' (document 001), with the GHL and Local badges. */
export function EditAppointmentModal({ appointment, ...props }: EditAppointmentModalProps) {
  return appointment ? <EditAppointmentDialog key={appointment.id} appointment={appointment} {...props} /> : null;
}

function EditAppointmentDialog({
  appointment,
  timeZone,
  onClose,
  onDone,
}: EditAppointmentModalProps & { appointment: Appointment }) {
  const update = useUpdateAppointment();
  const remove = useDeleteAppointment();
  const [title, setTitle] = useState(appointment.title);
  // What the time fields showed at first: a field left as it was saves the instant it came with.
  const [shown] = useState(() => ({
    start: toZonedInput(appointment.start_time, timeZone),
    end: toZonedInput(appointment.end_time, timeZone),
  }));
  const [start, setStart] = useState(shown.start);
  const [end, setEnd] = useState(shown.end);
  const [clientName, setClientName] = useState(appointment.client_name);
  const [email, setEmail] = useState(appointment.client_email);
  const [description, setDescription] = useState(appointment.description);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  /**
   * The instant a time field means: the stored one while it shows what it showed at first (a wall
   * clock read back could land in the other copy of the hour repeated when the clocks go back); a
   * typed one at the offset the stored time had, when that is one of its readings.
   */
  function instant(value: string, initial: string, stored: string): string | null {
    return value && value === initial ? stored : fromZonedInput(value, timeZone, stored);
  }

  /** A changed time answers the refusal of the one before (a taken time), which no longer shows. */
  function changeTime(set: (value: string) => void, value: string) {
    set(value);
    if (update.isError) update.reset();
  }

  function save() {
    const startTime = instant(start, shown.start, appointment.start_time);
    const endTime = instant(end, shown.end, appointment.end_time);
    if (!clientName.trim() || !email.trim()) return setProblem(CALENDAR_TEXTS.fillClient);
    if (!startTime || !endTime) return setProblem('Please enter a start and an end time.');
    setProblem(null);
    update.mutate(
      {
        id: appointment.id,
        body: { title, client_name: clientName, client_email: email, start_time: startTime, end_time: endTime, description },
      },
      { onSuccess: () => onDone(CALENDAR_TEXTS.updated) },
    );
  }

  const failure = update.isError
    ? appointmentFailure(update.error, CALENDAR_TEXTS.updateFailed, CALENDAR_TEXTS.updateError)
    : remove.isError
      ? appointmentFailure(remove.error, CALENDAR_TEXTS.deleteFailed, CALENDAR_TEXTS.deleteError)
      : null;

  return (
    <>
      <Modal
        open={!confirming}
        onClose={onClose}
        title="Edit Appointment"
        footer={
          <>
            <Button variant="danger" className="mr-auto" onClick={() => setConfirming(true)} disabled={remove.isPending}>
              Delete
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={save} disabled={update.isPending}>
              {update.isPending ? 'Updating...' : 'Update'}
            </Button>
          </>
        }
      >
        <div className="space-y-4">
          <div className="flex gap-2">
            {appointment.ghl_appointment_id ? <Badge tone="warning">GHL</Badge> : null}
            {appointment.created_source === 'internal' ? <Badge tone="brand">Local</Badge> : null}
            {appointment.created_source === 'chat' ? <Badge tone="success">Booked in chat</Badge> : null}
          </div>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Start Time"
              type="datetime-local"
              value={start}
              hint={CALENDAR_TEXTS.timesIn(timeZone)}
              onChange={(event) => changeTime(setStart, event.target.value)}
            />
            <TextField
              label="End Time"
              type="datetime-local"
              value={end}
              hint={CALENDAR_TEXTS.timesIn(timeZone)}
              onChange={(event) => changeTime(setEnd, event.target.value)}
            />
            <TextField label="Client Name *" value={clientName} onChange={(event) => setClientName(event.target.value)} />
            <TextField label="Email *" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </div>
          <TextAreaField
            label="Description"
            rows={3}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          {/* What was written when it was made (Schedule New Appointment's Notes, a visitor's booking card). */}
          {appointment.notes ? (
            <div className="text-sm">
              <p className="font-medium text-slate-700">Notes</p>
              <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-600">{appointment.notes}</p>
            </div>
          ) : null}
        </div>
      </Modal>
      <ConfirmDialog
        open={confirming}
        title="Delete appointment"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(appointment.id, {
            onSuccess: () => onDone(CALENDAR_TEXTS.deleted),
            onSettled: () => setConfirming(false),
          })
        }
      >
        <p>{CALENDAR_TEXTS.confirmDelete}</p>
      </ConfirmDialog>
    </>
  );
}
