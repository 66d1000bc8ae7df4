import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CALENDAR_TEXTS } from '@frontdesk/contracts/calendar';
import { GOOGLE_TAB_TEXTS } from '@frontdesk/contracts/calendar-connections';
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
import { googleOAuthOutcome } from '../google-oauth-return';

type TabKey = 'email' | 'calendar' | 'google';

/** Google Integrations (document 000, section 2.10): outgoing e-mail, booking rules, the Google Calendar connection. */
export function GoogleIntegrationsPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Back from Google's consent in this tab (a popup has handed it to its opener and closed, see
  // main.tsx): the Google Calendar tab shows the outcome, once; the address loses it.
  const [outcome] = useState(() => googleOAuthOutcome(search));
  const [tab, setTab] = useState<TabKey>(outcome ? 'google' : 'email');
  useEffect(() => {
    if (googleOAuthOutcome(search)) void navigate(pathname, { replace: true });
  }, [navigate, pathname, search]);
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
            label: GOOGLE_TAB_TEXTS.tab,
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
