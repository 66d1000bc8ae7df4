import { MODEL_FAILURE_TEXTS, OPENAI_SETTINGS_TEXTS } from '@frontdesk/contracts/ai-settings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { mapError } from '../../../lib/error-mapper';
import { formatDateTime } from '../../../lib/format';
import { useOpenaiSettings } from '../api/get-openai-settings';
import { OpenaiSettingsForm } from '../components/openai-settings-form';
import { SetupGuide } from '../components/setup-guide';

export function OpenaiSettingsPage() {
  const settings = useOpenaiSettings();
  return (
    <>
      <PageHeader title="OpenAI Settings" description="Use your own OpenAI key for your assistant's answers." />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {settings.data ? (
            <div className="space-y-4">
              {settings.data.last_error ? (
                <Alert tone="info" title={OPENAI_SETTINGS_TEXTS.lastErrorTitle}>
                  {OPENAI_SETTINGS_TEXTS.lastError(
                    MODEL_FAILURE_TEXTS[settings.data.last_error.outcome] ?? settings.data.last_error.outcome,
                    formatDateTime(settings.data.last_error.at),
                  )}
                </Alert>
              ) : null}
              <OpenaiSettingsForm settings={settings.data} />
            </div>
          ) : settings.isError ? (
            <Alert tone="error">
              <p>{mapError(settings.error).message}</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void settings.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : (
            <LoadingState label="Loading OpenAI settings..." />
          )}
        </div>
        <SetupGuide />
      </div>
    </>
  );
}
