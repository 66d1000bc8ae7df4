import { RESPONDER_LABELS, type Onboarding } from '@frontdesk/contracts/onboarding';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { PageLink } from '../../../components/page-link';

const OUTCOMES: Record<string, string> = {
  error: 'the model answered with an error',
  timeout: 'the model did not answer in time',
  circuit_open: 'calls were paused for 30 seconds after the model failed',
};

/** Who answers visitors now, how the model has fared this week, and today's conversations and leads. */
export function AssistantHealthCard({ health }: { health: Onboarding['health'] }) {
  const figures = [
    {
      label: 'Answers with',
      value: health.model ? `${RESPONDER_LABELS[health.responder]} (${health.model})` : RESPONDER_LABELS[health.responder],
    },
    { label: 'Knowledge entries', value: String(health.knowledge_entries) },
    { label: 'Conversations today', value: String(health.conversations_today) },
    { label: 'Leads today', value: String(health.leads_today) },
  ];
  return (
    <Card title="Assistant health">
      <dl className="grid grid-cols-2 gap-4">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-sm text-slate-600">{figure.label}</dt>
            <dd className="mt-1 font-semibold break-words text-slate-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {health.last_model_error ? (
        <Alert tone="error" className="mt-4">
          Last model failure {formatDateTime(health.last_model_error.at)}:{' '}
          {OUTCOMES[health.last_model_error.outcome] ?? health.last_model_error.outcome}. The built-in responder answered visitors
          instead; check your key in{' '}
          <PageLink to="/openai-settings" className="font-medium underline">
            OpenAI Settings
          </PageLink>
          .
        </Alert>
      ) : (
        <p className="mt-4 text-sm text-slate-600">
          {health.responder === 'builtin'
            ? 'The built-in responder answers from your knowledge entries, free of charge.'
            : 'No failed model calls in the last 7 days.'}
        </p>
      )}
    </Card>
  );
}
