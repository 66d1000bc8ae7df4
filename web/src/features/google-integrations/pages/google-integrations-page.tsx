import { useState } from 'react';
import { useLocation } from 'react-router';
import { CALENDAR_TEXTS } from '@frontdesk/contracts/calendar';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { serverMessageOr } from '../../../lib/api-error';
import { EmailConfigCard } from '../../integrations/components/email-config-card';
import { useCalendarConfig } from '../api/calendar-config';
import { CalendarSettingsForm } from '../components/calendar-settings-form';
import { GoogleCalendarCard } from '../components/google-calendar-card';
import { googleOAuthOutcome, handOutcomeToOpener } from '../google-oauth-return';

type TabKey = 'email' | 'calendar' | 'google';

/** Google Integrations (document 000, section 2.10): outgoing e-mail, booking rules, the Google Calendar connection. */
export function GoogleIntegrationsPage() {
  const { search } = useLocation();
  // Back from Google's consent: a popup hands the outcome to its opener; a tab shows it itself.
  const [outcome] = useState(() => {
    const result = googleOAuthOutcome(search);
    return result && !handOutcomeToOpener(result) ? result : null;
  });
  const [tab, setTab] = useState<TabKey>(outcome ? 'google' : 'email');
  return (
    <>
      <PageHeader
        title="Google Integrations"
        description="Your outgoing e-mail, the hours visitors may book, and your Google Calendar."
      />
      <Tabs<TabKey>
        label="Google Integrations"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'email', label: 'Email Configuration', panel: <EmailConfigCard /> },
          { key: 'calendar', label: 'Calendar Settings', panel: <CalendarSettingsCard /> },
          {
            key: 'google',
            label: 'Google Calendar',
            panel: (
              <GoogleCalendarCard
                initialNotice={outcome ? { tone: outcome.ok ? 'success' : 'error', text: outcome.message } : null}
              />
            ),
          },
        ]}
      />
    </>
  );
}

function CalendarSettingsCard() {
  const config = useCalendarConfig();
  return (
    <Card title="Calendar Settings" description="Working hours, time zone and slot length for bookings made in your chat.">
      {config.data ? (
        <CalendarSettingsForm saved={config.data} />
      ) : config.isError ? (
        <Alert tone="error">{serverMessageOr(config.error, CALENDAR_TEXTS.configSaveFailed)}</Alert>
      ) : (
        <LoadingState label="Loading calendar settings..." />
      )}
    </Card>
  );
}
