import { useCallback, useState } from 'react';
import type { DateRangeQuery } from '@frontdesk/contracts/analytics';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { TextField } from '../../../components/ui/text-field';
import { ExportButtons, InsightTabs } from '../components/insights';

/** Advanced analytics: the tabs Leads (default), Conversion, Performance and A/B Tests over chosen dates. */
export function AdvancedAnalyticsPage() {
  // Nothing asked for at first: the server's default, the last 30 days in the company's time zone
  // (the browser's today may be another day), whose dates then fill the fields.
  const [range, setRange] = useState<Required<DateRangeQuery>>({ from: '', to: '' });
  const [applied, setApplied] = useState<DateRangeQuery>({});
  const served = useCallback(
    (shown: Required<DateRangeQuery>) => setRange((now) => (now.from === '' && now.to === '' ? shown : now)),
    [],
  );
  const invalid = range.from !== '' && range.to !== '' && range.from > range.to;
  // Only a complete, ordered range is asked for; the last good one stays while the dates are edited.
  function change(next: Required<DateRangeQuery>) {
    setRange(next);
    if (next.from && next.to && next.from <= next.to) setApplied(next);
  }
  return (
    <>
      <PageHeader
        title="Advanced Analytics"
        description="Scored leads, the conversion funnel, performance and A/B tests over the dates you choose (your calendar's time zone)."
        actions={<ExportButtons range={applied} />}
      />
      <Card>
        <div className="mb-4 flex flex-wrap gap-3">
          <TextField
            label="From"
            type="date"
            value={range.from}
            max={range.to || undefined}
            onChange={(event) => change({ ...range, from: event.target.value })}
            error={invalid ? 'From must not be after To' : undefined}
          />
          <TextField
            label="To"
            type="date"
            value={range.to}
            min={range.from || undefined}
            onChange={(event) => change({ ...range, to: event.target.value })}
          />
        </div>
        <InsightTabs
          range={applied}
          onServed={served}
          label="Advanced analytics"
          labels={{ leads: 'Leads', conversion: 'Conversion', performance: 'Performance', ab: 'A/B Tests' }}
        />
      </Card>
    </>
  );
}
