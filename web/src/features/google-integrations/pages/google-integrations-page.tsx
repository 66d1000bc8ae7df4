import { useState } from 'react';
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

type TabKey = 'email' | 'calendar';

/**
 * Google Integrations (document 000, section 2.10): the company's outgoing e-mail and its booking
 * rules. The Google Calendar connection is not built yet, so its tab is not shown.
 */
export function GoogleIntegrationsPage() {
  const [tab, setTab] = useState<TabKey>('email');
  return (
    <>
      <PageHeader title="Google Integrations" description="Your outgoing e-mail and the hours visitors may book." />
      <Tabs<TabKey>
        label="Google Integrations"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'email', label: 'Email Configuration', panel: <EmailConfigCard /> },
          { key: 'calendar', label: 'Calendar Settings', panel: <CalendarSettingsCard /> },
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
