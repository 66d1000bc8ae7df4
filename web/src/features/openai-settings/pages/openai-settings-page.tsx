import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { mapError } from '../../../lib/error-mapper';
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
            <OpenaiSettingsForm settings={settings.data} />
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
