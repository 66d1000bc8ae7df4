import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trophy } from 'lucide-react';
import {
  AB_TEXTS,
  createAbTestBodySchema,
  type AbTest,
  type CreateAbTestBody,
  type CreateAbTestInput,
} from '@frontdesk/contracts/experiments';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { FormError } from '../../../components/ui/form-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSubmitError } from '../../../lib/use-submit-error';
import { formatDateTime } from '../../../lib/format';
import { mapError } from '../../../lib/error-mapper';
import { useAbTests, useStartAbTest, useStopAbTest } from '../api/analytics';

const FIELDS = ['name', 'variant_a', 'variant_b'] as const;

/** The A/B Testing tab, for real: two welcome messages, visitors split between them, conversions counted. */
/** `timeZone`: the company's, as the insights' range is read. */
export function AbTestsPanel({ timeZone }: { timeZone: string }) {
  const tests = useAbTests();
  const [notice, setNotice] = useState<string | null>(null);
  if (tests.isPending) return <LoadingState label="Loading A/B tests..." />;
  if (tests.isError) return <Alert tone="error">{mapError(tests.error).message}</Alert>;
  const running = tests.data.find((test) => test.status === 'running');
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {AB_TEXTS.conversionHelp} {AB_TEXTS.significanceHelp}
      </p>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {running ? null : <StartTestForm onStarted={setNotice} />}
      {tests.data.length === 0 ? <p className="text-sm text-slate-600">{AB_TEXTS.empty}</p> : null}
      {tests.data.map((test) => (
        <AbTestCard key={test.id} test={test} timeZone={timeZone} onStopped={setNotice} />
      ))}
    </div>
  );
}

function StartTestForm({ onStarted }: { onStarted: (message: string) => void }) {
  const start = useStartAbTest();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors },
  } = useForm<CreateAbTestBody, unknown, CreateAbTestInput>({
    resolver: zodResolver(createAbTestBodySchema),
    defaultValues: { name: '', variant_a: '', variant_b: '' },
  });
  const failure = useSubmitError(watch, start, (error) => mapError(error).message, FIELDS);
  const onSubmit = handleSubmit((values) =>
    start.mutate(values, {
      onSuccess: (answer) => {
        reset();
        onStarted(answer.message);
      },
      onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-3 rounded-lg border border-slate-200 p-4" noValidate>
      <h3 className="text-sm font-semibold text-slate-900">Start an A/B test</h3>
      {failure ? <FormError key={failure} message={failure} /> : null}
      <TextField label="Test name" error={errors.name?.message} {...register('name')} />
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <TextAreaField label="Welcome message A" rows={3} error={errors.variant_a?.message} {...register('variant_a')} />
        <TextAreaField label="Welcome message B" rows={3} error={errors.variant_b?.message} {...register('variant_b')} />
      </div>
      <Button type="submit" disabled={start.isPending}>
        {start.isPending ? 'Starting...' : 'Start test'}
      </Button>
    </form>
  );
}

function AbTestCard({ test, timeZone, onStopped }: { test: AbTest; timeZone: string; onStopped: (message: string) => void }) {
  const stop = useStopAbTest();
  const stopWith = (keepWinner: boolean) =>
    stop.mutate({ id: test.id, keepWinner }, { onSuccess: (answer) => onStopped(answer.message) });
  return (
    <section className="rounded-lg border border-slate-200 p-4" aria-label={`A/B test ${test.name}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{test.name}</h3>
        <Badge tone={test.status === 'running' ? 'success' : 'neutral'}>
          {test.status === 'running' ? 'Running' : 'Stopped'}
        </Badge>
      </div>
      <p className="mt-1 text-xs text-slate-500">
        Started {formatDateTime(test.started_at, timeZone)}
        {test.stopped_at ? ` · stopped ${formatDateTime(test.stopped_at, timeZone)}` : ''}
        {test.kept ? ` · message ${test.kept} kept` : ''}
      </p>
      <div className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-2">
        {test.variants.map((variant) => (
          <div
            key={variant.variant}
            className={`rounded-md border p-3 ${test.winner === variant.variant ? 'border-emerald-500 bg-emerald-50' : 'border-slate-200'}`}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-semibold text-slate-800">Message {variant.variant}</span>
              {test.winner === variant.variant ? (
                <Badge tone="success">
                  <Trophy aria-hidden className="mr-1 size-3" />
                  Winner
                </Badge>
              ) : null}
            </div>
            <p className="mt-2 text-sm break-words text-slate-700">“{variant.welcome_message}”</p>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
              <div>
                <dt className="text-xs text-slate-500">Visitors</dt>
                <dd className="font-semibold tabular-nums">{variant.visitors}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Conversions</dt>
                <dd className="font-semibold tabular-nums">{variant.conversions}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Rate</dt>
                <dd className="font-semibold tabular-nums">{variant.rate}%</dd>
              </div>
            </dl>
          </div>
        ))}
      </div>
      <p className="mt-3 text-sm text-slate-600">
        {test.p_value === null
          ? 'Not enough data yet to compare the two messages.'
          : test.significant
            ? `The difference is significant (p = ${test.p_value}).`
            : `No significant difference yet (p = ${test.p_value}).`}
      </p>
      {stop.error ? (
        <Alert tone="error" className="mt-3">
          {mapError(stop.error).message}
        </Alert>
      ) : null}
      {test.status === 'running' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {test.winner ? (
            <Button onClick={() => stopWith(true)} disabled={stop.isPending}>
              Stop and keep message {test.winner}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => stopWith(false)} disabled={stop.isPending}>
            Stop test
          </Button>
        </div>
      ) : null}
    </section>
  );
}
