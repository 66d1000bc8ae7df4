import { Activity, CreditCard, Users } from 'lucide-react';
import { ACTIVE_CHAT_WINDOW_MINUTES, formatUsd, STATISTICS_TEXTS, type Statistics } from '@frontdesk/contracts/billing';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useStatistics } from '../api/statistics';

const PAYMENT_STATUS: Record<Statistics['recentPayments'][number]['status'], { label: string; tone: BadgeTone }> = {
  succeeded: { label: 'Succeeded', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  other: { label: 'Cancelled', tone: 'neutral' },
};

/** Document 001, Statistics Dashboard. */
export function StatisticsPage() {
  const statistics = useStatistics();
  return (
    <>
      <PageHeader title="Statistics" description="Your visitors' conversations and your payments at a glance." />
      {statistics.isPending ? (
        <LoadingState label="Loading statistics..." />
      ) : statistics.isError ? (
        <Alert tone="error">
          {statistics.error instanceof ApiError && statistics.error.status === 401
            ? STATISTICS_TEXTS.authRequired
            : STATISTICS_TEXTS.loadFailed}
        </Alert>
      ) : (
        <StatisticsView figures={statistics.data} />
      )}
    </>
  );
}

function StatisticsView({ figures }: { figures: Statistics }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          icon={Activity}
          label="Active Chats"
          value={figures.activeChats.toLocaleString('en-US')}
          hint={`Visitors who wrote in the last ${ACTIVE_CHAT_WINDOW_MINUTES} minutes`}
        />
        <StatCard
          icon={Users}
          label="Total Users"
          value={figures.totalUsers.toLocaleString('en-US')}
          hint="Visitors who chatted"
        />
        <StatCard icon={CreditCard} label="Total Payments" value={formatUsd(figures.totalPayments)} hint="Bills paid" />
      </div>
      <Card title="Recent Payments">
        {figures.recentPayments.length === 0 ? (
          <p className="text-sm text-slate-600">{STATISTICS_TEXTS.noRecentPayments}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {figures.recentPayments.map((payment) => (
              <li key={`${payment.date}-${payment.amount}`} className="flex items-center justify-between gap-3 py-2 text-sm">
                <div>
                  <p className="font-medium text-slate-900 tabular-nums">{formatUsd(payment.amount)}</p>
                  <p className="text-slate-600">{formatDateTime(payment.date)}</p>
                </div>
                <Badge tone={PAYMENT_STATUS[payment.status].tone}>{PAYMENT_STATUS[payment.status].label}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
