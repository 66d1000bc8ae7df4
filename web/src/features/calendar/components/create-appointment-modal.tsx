import { useState } from 'react';
import { CALENDAR_TEXTS, DEFAULT_APPOINTMENT_MINUTES } from '@frontdesk/contracts/calendar';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { useCreateAppointment } from '../api/appointments';
import { appointmentFailure } from '../calendar-errors';
import { dayAndTimeIn, fromZonedInput } from '../calendar-time-zone';

interface CreateAppointmentModalProps {
  slot: Date | null;
  /** The company's calendar zone: the date and time are read and taken in it. */
  timeZone: string;
  onClose: () => void;
}

/** 'Schedule New Appointment' (document 001): the slot's date is fixed, its time can change. */
export function CreateAppointmentModal({ slot, timeZone, onClose }: CreateAppointmentModalProps) {
  return slot ? <CreateAppointmentDialog key={slot.getTime()} slot={slot} timeZone={timeZone} onClose={onClose} /> : null;
}

function CreateAppointmentDialog({ slot, timeZone, onClose }: CreateAppointmentModalProps & { slot: Date }) {
  const create = useCreateAppointment();
  const slotIn = dayAndTimeIn(slot, timeZone);
  const [time, setTime] = useState(slotIn.time);
  const [clientName, setClientName] = useState('');
  const [email, setEmail] = useState('');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit() {
    if (!clientName.trim() || !email.trim()) {
      setProblem(CALENDAR_TEXTS.fillClient);
      return;
    }
    // The slot's own instant while its time is kept (its hour may be the second of two when the
    // clocks go back); a typed time on the slot's day, at the slot's offset when that is one of its readings.
    const startTime = time === slotIn.time ? slot.toISOString() : fromZonedInput(`${slotIn.day}T${time}`, timeZone, slot);
    if (!startTime) {
      create.reset();
      return setProblem(CALENDAR_TEXTS.timeRequired);
    }
    const end = new Date(new Date(startTime).getTime() + DEFAULT_APPOINTMENT_MINUTES * 60_000);
    setProblem(null);
    create.mutate(
      {
        title: `Appointment with ${clientName.trim()}`,
        client_name: clientName,
        client_email: email,
        start_time: startTime,
        end_time: end.toISOString(),
        notes,
        status: 'confirmed',
      },
      { onSuccess: onClose },
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Schedule New Appointment"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Appointment'}
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {create.isError ? (
          <Alert tone="error">{appointmentFailure(create.error, CALENDAR_TEXTS.createFailed, CALENDAR_TEXTS.createError)}</Alert>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Date"
            value={new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone }).format(slot)}
            readOnly
          />
          <TextField
            label="Time"
            type="time"
            step={300}
            value={time}
            hint={CALENDAR_TEXTS.timesIn(timeZone)}
            onChange={(event) => {
              setTime(event.target.value);
              // A refusal of the time before (a taken one) no longer applies.
              if (create.isError) create.reset();
            }}
          />
          <TextField
            label="Client Name *"
            value={clientName}
            onChange={(event) => setClientName(event.target.value)}
            autoComplete="off"
          />
          <TextField
            label="Email *"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="off"
          />
        </div>
        <TextAreaField label="Notes" rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}
