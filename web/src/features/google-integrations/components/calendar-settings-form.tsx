import { useMemo, useState } from 'react';
import {
  BUFFER_TIMES,
  CALENDAR_TEXTS,
  CLOSED,
  isClosed,
  PREFERRED_TIME_ZONES,
  SLOT_DURATIONS,
  WEEKDAYS,
  type CalendarConfig,
  type Weekday,
  type WorkingDay,
} from '@frontdesk/contracts/calendar';
import { NOTICE_MS } from '@frontdesk/contracts/web-ui';
import { Alert, type AlertTone } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { controlClasses } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useTimedNotice } from '../../../hooks/use-timed-notice';
import { ApiError, serverMessageOr } from '../../../lib/api-error';
import { useSaveCalendarConfig } from '../api/calendar-config';

/** Document 000, Working day: unticking Closed restores these hours. */
const OPEN_DAY: WorkingDay = { start: '09:00', end: '17:00' };
const US_ZONE_LABELS: Record<string, string> = {
  'America/Chicago': 'Central Time (America/Chicago)',
  'America/New_York': 'Eastern Time (America/New_York)',
  'America/Denver': 'Mountain Time (America/Denver)',
  'America/Los_Angeles': 'Pacific Time (America/Los_Angeles)',
};

/** The spec's four US zones first, then every zone the browser knows. */
function timeZoneOptions(current: string) {
  const preferred: readonly string[] = PREFERRED_TIME_ZONES;
  const others = Intl.supportedValuesOf('timeZone').filter((zone) => !preferred.includes(zone));
  const zones = [...preferred, ...others];
  if (!zones.includes(current)) zones.push(current);
  return zones.map((zone) => ({ value: zone, label: US_ZONE_LABELS[zone] ?? zone }));
}

const capitalized = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** Calendar Settings (document 000, Google Integrations): when visitors may book, and for how long. */
export function CalendarSettingsForm({ saved }: { saved: CalendarConfig }) {
  const save = useSaveCalendarConfig();
  const [config, setConfig] = useState(saved);
  const [notice, showNotice] = useTimedNotice<{ tone: AlertTone; text: string }>(NOTICE_MS);
  const zones = useMemo(() => timeZoneOptions(saved.timezone), [saved.timezone]);
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};

  const setDay = (day: Weekday, hours: WorkingDay) =>
    setConfig((current) => ({ ...current, working_hours: { ...current.working_hours, [day]: hours } }));

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(config, {
          onSuccess: ({ message }) => showNotice({ tone: 'success', text: message }),
          onError: (error) => showNotice({ tone: 'error', text: serverMessageOr(error, CALENDAR_TEXTS.configSaveFailed) }),
        });
      }}
    >
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Calendar name"
          value={config.calendar_name}
          error={fieldErrors['calendar_name']?.[0]}
          onChange={(event) => setConfig({ ...config, calendar_name: event.target.value })}
        />
        <SelectField
          label="Time zone"
          value={config.timezone}
          options={zones}
          error={fieldErrors['timezone']?.[0]}
          onChange={(event) => setConfig({ ...config, timezone: event.target.value })}
        />
      </div>
      <fieldset className="space-y-4 sm:space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Working hours</legend>
        {WEEKDAYS.map((day) => {
          const hours = config.working_hours[day];
          const closed = isClosed(hours);
          const error = fieldErrors[`working_hours.${day}`]?.[0];
          return (
            <div key={day} className="grid grid-cols-2 items-center gap-2 sm:grid-cols-[8rem_10rem_10rem_auto] sm:gap-4">
              {/* On a phone the day heads its row: two time fields and a label do not fit side by side. */}
              <span className="col-span-2 text-sm font-medium text-slate-800 sm:col-span-1">{capitalized(day)}</span>
              <input
                type="time"
                aria-label={`${capitalized(day)} opens`}
                className={controlClasses(Boolean(error))}
                value={hours.start === CLOSED ? '' : hours.start}
                disabled={closed}
                onChange={(event) => setDay(day, { ...hours, start: event.target.value || CLOSED })}
              />
              <input
                type="time"
                aria-label={`${capitalized(day)} closes`}
                className={controlClasses(Boolean(error))}
                value={hours.end === CLOSED ? '' : hours.end}
                disabled={closed}
                onChange={(event) => setDay(day, { ...hours, end: event.target.value || CLOSED })}
              />
              <Checkbox
                label="Closed"
                aria-label={`${capitalized(day)} closed`}
                className="col-span-2 sm:col-span-1"
                checked={closed}
                onChange={(event) => setDay(day, event.target.checked ? { start: CLOSED, end: CLOSED } : OPEN_DAY)}
              />
              {error ? <p className="col-span-full text-sm text-red-600">{error}</p> : null}
            </div>
          );
        })}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Slot duration"
          value={String(config.slot_duration)}
          options={SLOT_DURATIONS.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))}
          onChange={(event) =>
            setConfig({ ...config, slot_duration: Number(event.target.value) as CalendarConfig['slot_duration'] })
          }
        />
        <SelectField
          label="Buffer time"
          hint={CALENDAR_TEXTS.bufferHint}
          value={String(config.buffer_time)}
          options={BUFFER_TIMES.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))}
          onChange={(event) => setConfig({ ...config, buffer_time: Number(event.target.value) as CalendarConfig['buffer_time'] })}
        />
      </div>
      <Checkbox
        label="Visitors may book appointments in the chat"
        checked={config.is_enabled}
        onChange={(event) => setConfig({ ...config, is_enabled: event.target.checked })}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Calendar Settings'}
        </Button>
      </div>
    </form>
  );
}
