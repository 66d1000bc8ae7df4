import {
  ANALYTICS_TEXTS,
  LEAD_SCORING_HELP,
  type BusinessIntelligence,
  type LeadQuality,
  type ScoredLead,
} from '@frontdesk/contracts/analytics';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { StatCard } from '../../../components/ui/stat-card';
import { counted } from '@frontdesk/contracts/counted';

const QUALITY_TONE: Record<LeadQuality, BadgeTone> = { Hot: 'danger', Warm: 'warning', Cold: 'brand', Low: 'neutral' };

function contactOf(lead: ScoredLead): string {
  return [lead.email, lead.phone].filter(Boolean).join(' · ') || ANALYTICS_TEXTS.noContact;
}

/** Document 001, the leads table: User, Contact Info, Engagement, Lead Score (bar and number), Quality. */
export function LeadScoringPanel({ leads }: { leads: ScoredLead[] }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{LEAD_SCORING_HELP}</p>
      {leads.length === 0 ? (
        <p className="text-sm text-slate-600">{ANALYTICS_TEXTS.noLeads}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-2 pr-3 font-medium">User</th>
                <th className="py-2 pr-3 font-medium">Contact Info</th>
                <th className="py-2 pr-3 font-medium">Engagement</th>
                <th className="py-2 pr-3 font-medium">Lead Score</th>
                <th className="py-2 font-medium">Quality</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {leads.map((lead) => (
                <tr key={lead.session_id}>
                  <td className="py-2 pr-3 text-slate-900">{lead.name || ANALYTICS_TEXTS.anonymous}</td>
                  <td className="py-2 pr-3 break-all text-slate-700">{contactOf(lead)}</td>
                  <td className="py-2 pr-3 text-slate-700 tabular-nums">
                    {counted(lead.message_count, 'message')} · {Math.round(lead.session_duration / 60)} min
                  </td>
                  <td className="py-2 pr-3">
                    <div className="flex items-center gap-2">
                      <div className="h-2 w-24 rounded-full bg-slate-200" aria-hidden>
                        <div className="bg-brand-600 h-2 rounded-full" style={{ width: `${lead.score}%` }} />
                      </div>
                      <span className="tabular-nums">{lead.score}</span>
                    </div>
                  </td>
                  <td className="py-2">
                    <Badge tone={QUALITY_TONE[lead.quality]}>{lead.quality}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** Document 001, Conversion tab: the funnel's counts and its rates in percent. */
export function ConversionPanel({ metrics }: { metrics: BusinessIntelligence['conversionMetrics'] }) {
  const steps = [
    { label: 'Visitors', value: metrics.visitors },
    { label: 'Started Chat', value: metrics.chatStarts },
    { label: 'Provided Contact', value: metrics.contactProvided },
    { label: 'High Engagement', value: metrics.highEngagement },
  ];
  const widest = Math.max(1, ...steps.map((step) => step.value));
  return (
    <div className="space-y-6">
      <ol className="space-y-3">
        {steps.map((step) => (
          <li key={step.label}>
            <div className="flex justify-between text-sm">
              <span className="font-medium text-slate-800">{step.label}</span>
              <span className="text-slate-700 tabular-nums">{step.value.toLocaleString('en-US')}</span>
            </div>
            <div className="mt-1 h-3 rounded-full bg-slate-100" aria-hidden>
              <div className="bg-brand-600 h-3 rounded-full" style={{ width: `${(step.value / widest) * 100}%` }} />
            </div>
          </li>
        ))}
      </ol>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Chat Conversion" value={`${metrics.chatConversionRate}%`} hint={ANALYTICS_TEXTS.chatConversionHint} />
        <StatCard
          label="Contact Conversion"
          value={`${metrics.contactConversionRate}%`}
          hint={ANALYTICS_TEXTS.contactConversionHint}
        />
        <StatCard label="Engagement Rate" value={`${metrics.engagementRate}%`} hint="3+ messages and 3+ minutes" />
      </div>
    </div>
  );
}

/** Document 001, Performance tab, measured: answer times stored per answer, session length, completion. */
export function PerformancePanel({ metrics }: { metrics: BusinessIntelligence['performanceMetrics'] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label="Average Response Time"
        value={`${metrics.avgResponseTime.toFixed(2)}s`}
        hint={`From a visitor's message to the end of the answer, over ${metrics.answers.toLocaleString('en-US')} answers`}
      />
      <StatCard label="User Satisfaction" value={`${metrics.satisfactionScore}%`} hint="Sessions that lasted at least a minute" />
      <StatCard label="Chat Completion" value={`${metrics.completionRate}%`} hint="Sessions with 3+ messages" />
    </div>
  );
}
