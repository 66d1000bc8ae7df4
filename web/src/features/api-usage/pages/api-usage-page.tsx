import { useEffect, useState } from 'react';
import {
  API_USAGE_TEXTS,
  API_USAGE_TIMEFRAMES,
  DEFAULT_TIMEFRAME,
  RECENT_CALLS_SHOWN,
  type ApiUsageStats,
  type ApiUsageTimeframe,
} from '@frontdesk/contracts/api-usage';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { StatCard } from '../../../components/ui/stat-card';
import { LoadingState } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useApiUsageStats, useRecentApiCalls } from '../api/api-usage';

const EMPTY: ApiUsageStats = { total_requests: 0, avg_response_time: 0, error_count: 0, success_rate: 0, by_service: [] };

export function ApiUsagePage() {
  const [timeframe, setTimeframe] = useState<ApiUsageTimeframe>(DEFAULT_TIMEFRAME);
  const stats = useApiUsageStats(timeframe);
  const recent = useRecentApiCalls();
  // Document 001: a failed load is only logged; the page shows empty figures.
  useEffect(() => {
    if (stats.error) console.warn('Could not load API usage', stats.error);
    if (recent.error) console.warn('Could not load recent API calls', recent.error);
  }, [stats.error, recent.error]);
  const figures = stats.data ?? EMPTY;
  const noCalls = figures.total_requests === 0;
  const calls = (recent.data ?? []).slice(0, RECENT_CALLS_SHOWN);

  return (
    <>
      <PageHeader
        title="API Usage Analytics"
        description="Every call Frontdesk makes for you: the AI model, speech, your e-mail server, calendars and integrations."
        actions={
          <SelectField
            label="Timeframe"
            value={timeframe}
            onChange={(event) => setTimeframe(event.target.value as ApiUsageTimeframe)}
            options={API_USAGE_TIMEFRAMES.map((value) => ({ value, label: API_USAGE_TEXTS.timeframeLabels[value] }))}
          />
        }
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Requests" value={figures.total_requests.toLocaleString('en-US')} />
        {/* No calls have no average and no rate: "0 ms" and "0%" would read as figures. */}
        <StatCard label="Avg Response Time" value={noCalls ? '—' : `${figures.avg_response_time.toLocaleString('en-US')} ms`} />
        <StatCard label="Errors" value={figures.error_count.toLocaleString('en-US')} />
        <StatCard label="Success Rate" value={noCalls ? '—' : `${figures.success_rate}%`} />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Card title="Usage by Service">
          {stats.isPending ? (
            <LoadingState label="Loading usage..." />
          ) : figures.by_service.length === 0 ? (
            <p className="text-sm text-slate-600">No calls in this timeframe.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-slate-600">
                  <tr>
                    <th className="py-2 pr-3 font-medium">Service</th>
                    <th className="py-2 pr-3 text-right font-medium">Requests</th>
                    <th className="py-2 pr-3 text-right font-medium">Avg time</th>
                    <th className="py-2 text-right font-medium">Errors</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {figures.by_service.map((row) => (
                    <tr key={row.service_name}>
                      <td className="py-2 pr-3 break-words text-slate-900">{row.service_name}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{row.request_count}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{row.avg_response_time} ms</td>
                      <td className="py-2 text-right tabular-nums">{row.error_count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
        <Card title="Recent API Calls">
          {recent.isPending ? (
            <LoadingState label="Loading recent calls..." />
          ) : calls.length === 0 ? (
            <p className="text-sm text-slate-600">{API_USAGE_TEXTS.noRecent}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {calls.map((call) => (
                <li key={`${call.timestamp}-${call.endpoint}`} className="flex items-start justify-between gap-3 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">
                      {call.method} {call.endpoint}
                    </p>
                    <p className="text-slate-600">
                      {call.service} · {formatDateTime(call.timestamp)} · {call.duration_ms} ms
                    </p>
                  </div>
                  <Badge tone={call.status_code > 0 && call.status_code < 400 ? 'success' : 'danger'}>
                    {call.status_code || 'no answer'}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
