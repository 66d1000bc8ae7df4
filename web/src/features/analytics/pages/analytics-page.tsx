import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Activity, Clock, MessageSquare, Smartphone, Target, TrendingUp, UserPlus, Users } from 'lucide-react';
import {
  ANALYTICS_RANGES,
  ANALYTICS_TEXTS,
  DEFAULT_ANALYTICS_RANGE,
  formatDuration,
  type Analytics,
  type AnalyticsRange,
} from '@frontdesk/contracts/analytics';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { LoadingState } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { counted } from '@frontdesk/contracts/counted';
import { formatDateTime } from '../../../lib/format';
import { usePageAccess } from '../../../lib/session/page-access';
import { useAnalytics } from '../api/analytics';
import { DailyActivityChart, DeviceChart } from '../components/activity-charts';

const count = (value: number) => value.toLocaleString('en-US');

/** Document 001, Analytics Dashboard: range selector, metric cards, devices, daily activity, recent activity. */
export function AnalyticsPage() {
  const [range, setRange] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  const analytics = useAnalytics(range);
  const canOpen = usePageAccess();
  useEffect(() => {
    if (analytics.error) console.warn('Could not load analytics', analytics.error);
  }, [analytics.error]);

  return (
    <>
      <PageHeader
        title="Analytics"
        description={
          canOpen('/advanced-analytics') ? (
            <>
              {ANALYTICS_TEXTS.descriptionLead}{' '}
              <Link to="/advanced-analytics" className="text-brand-700 font-medium underline">
                {ANALYTICS_TEXTS.advancedLink}
              </Link>
              .
            </>
          ) : (
            ANALYTICS_TEXTS.description
          )
        }
        actions={
          <SelectField
            label="Range"
            value={range}
            onChange={(event) => setRange(event.target.value as AnalyticsRange)}
            options={ANALYTICS_RANGES.map((value) => ({ value, label: ANALYTICS_TEXTS.rangeLabels[value] }))}
          />
        }
      />
      {analytics.data ? (
        <AnalyticsView figures={analytics.data} />
      ) : analytics.isError ? (
        <Alert tone="error">
          Failed to load analytics. Please try again.{' '}
          <Button size="sm" variant="secondary" onClick={() => void analytics.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : (
        <LoadingState label="Loading analytics..." />
      )}
    </>
  );
}

function AnalyticsView({ figures }: { figures: Analytics }) {
  const devices = figures.deviceBreakdown.mobile + figures.deviceBreakdown.desktop;
  const share = (part: number) => (devices === 0 ? 0 : Math.round((part / devices) * 100));
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard icon={Users} label="Total Users" value={count(figures.totalUsers)} hint="Every chat session so far" />
        <StatCard
          icon={Activity}
          label="Users in Period"
          value={count(figures.periodUsers)}
          hint="Sessions started in the range"
        />
        <StatCard
          icon={UserPlus}
          label="Leads Captured"
          value={count(figures.leadsCapture)}
          // Leads include visitors who booked without chatting; the rate is of the chat sessions.
          hint={`${figures.leadConversionRate}% of sessions left contact details`}
        />
        <StatCard
          icon={Target}
          label="Chat Conversion"
          value={`${figures.chatConversionRate}%`}
          hint={`${counted(figures.chatVisitors, 'visitor')} who chatted, of ${counted(figures.visits, 'visit')}`}
        />
        <StatCard icon={Clock} label="Avg Session Duration" value={formatDuration(figures.avgSessionDuration)} />
        <StatCard
          icon={MessageSquare}
          label="Avg Messages"
          value={String(figures.avgMessages)}
          hint={counted(figures.totalMessages, 'visitor message')}
        />
        <StatCard
          icon={TrendingUp}
          label="Engagement Rate"
          value={`${figures.engagementRate}%`}
          hint="3+ messages and 3+ minutes"
        />
        <StatCard
          icon={Smartphone}
          label="Mobile Share"
          value={`${share(figures.deviceBreakdown.mobile)}%`}
          hint="Phones and tablets"
        />
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card title="Device Breakdown" className="min-w-0">
          <DeviceChart devices={figures.deviceBreakdown} />
          <ul className="mt-2 space-y-1 text-sm">
            <li className="flex justify-between">
              <span>Mobile</span>
              <span className="tabular-nums">
                {count(figures.deviceBreakdown.mobile)} ({share(figures.deviceBreakdown.mobile)}%)
              </span>
            </li>
            <li className="flex justify-between">
              <span>Desktop</span>
              <span className="tabular-nums">
                {count(figures.deviceBreakdown.desktop)} ({share(figures.deviceBreakdown.desktop)}%)
              </span>
            </li>
          </ul>
        </Card>
        <Card title="Daily Activity" className="min-w-0 lg:col-span-2" description={`Days in ${figures.timezone}`}>
          <DailyActivityChart days={figures.dailyStats} />
          {/* A table ignores sr-only's 1px box and would widen a phone's page; the wrapper does not. */}
          <div className="sr-only">
            <table>
              <caption>Sessions, messages and average duration per day</caption>
              <thead>
                <tr>
                  <th>Date</th>
                  <th>Sessions</th>
                  <th>Messages</th>
                  <th>Average duration</th>
                </tr>
              </thead>
              <tbody>
                {figures.dailyStats.map((day) => (
                  <tr key={day.date}>
                    <td>{day.date}</td>
                    <td>{day.users}</td>
                    <td>{day.messages}</td>
                    <td>{formatDuration(day.avgDuration)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      </div>

      <Card title="Recent Activity" description={ANALYTICS_TEXTS.timesIn(figures.timezone)}>
        {figures.recentActivity.length === 0 ? (
          <p className="text-sm text-slate-600">{ANALYTICS_TEXTS.noActivity}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th className="py-2 pr-3 font-medium">Visitor</th>
                  <th className="py-2 pr-3 font-medium">Device</th>
                  <th className="py-2 pr-3 text-right font-medium">Messages</th>
                  <th className="py-2 pr-3 text-right font-medium">Duration</th>
                  <th className="py-2 font-medium">Started</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {figures.recentActivity.map((row) => (
                  <tr key={`${row.created_at}-${row.name}`}>
                    <td className="py-2 pr-3 text-slate-900">{row.name}</td>
                    <td className="py-2 pr-3">{row.device_type === 'mobile' ? 'Mobile' : 'Desktop'}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{row.message_count}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatDuration(row.session_duration)}</td>
                    <td className="py-2 whitespace-nowrap">{formatDateTime(row.created_at, figures.timezone)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>

      <Card title="How these figures are counted" collapsible={{ defaultOpen: false }}>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {ANALYTICS_TEXTS.definitions.map((definition) => (
            <li key={definition}>{definition}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
