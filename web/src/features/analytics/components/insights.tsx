import { useEffect, useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import type { DateRangeQuery, ExportFormat } from '@frontdesk/contracts/analytics';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { mapError } from '../../../lib/error-mapper';
import { exportAnalytics, useBusinessIntelligence } from '../api/analytics';
import { AbTestsPanel } from './ab-tests-panel';
import { ConversionPanel, LeadScoringPanel, PerformancePanel } from './insight-panels';

export type InsightTab = 'leads' | 'conversion' | 'performance' | 'ab';

/** Document 001: Export CSV and Export Excel, as analytics-report.{csv,xlsx} of the range shown. */
export function ExportButtons({ range }: { range: DateRangeQuery }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  async function download(format: ExportFormat) {
    setBusy(format);
    setFailed(null);
    try {
      await exportAnalytics(format, range);
    } catch (error) {
      console.warn('Export failed', error);
      setFailed(mapError(error).message);
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void download('csv')} disabled={busy !== null}>
          <Download aria-hidden className="size-4" />
          {busy === 'csv' ? 'Exporting...' : 'Export CSV'}
        </Button>
        <Button variant="secondary" onClick={() => void download('xlsx')} disabled={busy !== null}>
          <Download aria-hidden className="size-4" />
          {busy === 'xlsx' ? 'Exporting...' : 'Export Excel'}
        </Button>
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {failed}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The four tabs of Business Intelligence and advanced analytics: scored leads, the funnel,
 * performance and A/B tests, over a range of the company's days.
 */
export function InsightTabs({
  range,
  labels,
  label,
  onServed,
}: {
  range: DateRangeQuery;
  labels: Record<InsightTab, string>;
  label: string;
  /** The days the figures shown are of, as the server read the range (in the company's time zone). */
  onServed?: (range: Required<DateRangeQuery>) => void;
}) {
  const [tab, setTab] = useState<InsightTab>('leads');
  const insights = useBusinessIntelligence(range);
  useEffect(() => {
    if (insights.error) console.warn('Could not load business intelligence', insights.error);
  }, [insights.error]);
  const servedFrom = insights.data?.range.from;
  const servedTo = insights.data?.range.to;
  useEffect(() => {
    if (servedFrom && servedTo) onServed?.({ from: servedFrom, to: servedTo });
  }, [servedFrom, servedTo, onServed]);

  const data = insights.data;
  const loadingOr = (panel: (value: NonNullable<typeof data>) => ReactNode) =>
    data ? (
      panel(data)
    ) : insights.isError ? (
      <Alert tone="error">
        {mapError(insights.error).message}{' '}
        <Button size="sm" variant="secondary" onClick={() => void insights.refetch()}>
          Retry
        </Button>
      </Alert>
    ) : (
      <LoadingState label="Loading business intelligence..." />
    );

  return (
    <div className="space-y-2">
      {data ? (
        <p className="text-xs text-slate-500">
          {data.range.from} to {data.range.to} ({data.range.timezone})
        </p>
      ) : null}
      <Tabs
        label={label}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'leads', label: labels.leads, panel: loadingOr((value) => <LeadScoringPanel leads={value.leadScoring} />) },
          {
            key: 'conversion',
            label: labels.conversion,
            panel: loadingOr((value) => <ConversionPanel metrics={value.conversionMetrics} />),
          },
          {
            key: 'performance',
            label: labels.performance,
            panel: loadingOr((value) => <PerformancePanel metrics={value.performanceMetrics} />),
          },
          { key: 'ab', label: labels.ab, panel: loadingOr((value) => <AbTestsPanel timeZone={value.range.timezone} />) },
        ]}
      />
    </div>
  );
}
