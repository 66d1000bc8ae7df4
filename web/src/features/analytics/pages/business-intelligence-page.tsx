import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ExportButtons, InsightTabs } from '../components/insights';

const NO_RANGE = {};

/** Document 001, Business Intelligence: Export CSV / Excel and the four tabs, over the last 30 days. */
export function BusinessIntelligencePage() {
  return (
    <>
      <PageHeader
        title="Business Intelligence"
        description={
          <>
            Your leads, funnel and performance over the last 30 days. Choose other dates in{' '}
            <Link to="/advanced-analytics" className="text-brand-700 font-medium underline">
              advanced analytics
            </Link>
            .
          </>
        }
        actions={<ExportButtons range={NO_RANGE} />}
      />
      <Card>
        <InsightTabs
          range={NO_RANGE}
          label="Business intelligence"
          labels={{
            leads: 'Lead Scoring',
            conversion: 'Conversion Tracking',
            performance: 'Performance Metrics',
            ab: 'A/B Testing',
          }}
        />
      </Card>
    </>
  );
}
