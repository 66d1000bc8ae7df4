import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { serverMessageOr } from '../../../lib/api-error';
import { usePageAccess } from '../../../lib/session/page-access';
import { useOpenaiSettings } from '../../openai-settings/api/get-openai-settings';
import { useCurrentPrompt } from '../api/get-current-prompt';
import { PromptRules } from '../components/prompt-rules';
import { PromptWorkspace } from '../components/prompt-workspace';

export function CustomPromptPage() {
  const current = useCurrentPrompt();
  // Only those who may open OpenAI Settings read them; for anyone else the note is simply not shown.
  const ai = useOpenaiSettings({ enabled: usePageAccess()('/openai-settings') });
  const builtin = ai.data ? !ai.data.has_api_key && !ai.data.uses_platform_key : false;
  return (
    <>
      <PageHeader title="Custom AI Prompt" description="Decide how your assistant speaks to your visitors." />
      <div className="space-y-6">
        <Alert tone="info" title="How the prompt works">
          The prompt is the standing instruction your assistant follows in every conversation. The default prompt suits most
          businesses; a custom prompt lets you set the tone, what to ask visitors and what to avoid. Your Company Setup entries
          and the enabled rules below are always added to it.
        </Alert>
        {builtin ? (
          <Alert tone="info" title={TEXTS.prompt.builtinTitle}>
            {TEXTS.prompt.builtinApplies}
          </Alert>
        ) : null}
        {current.data ? (
          <PromptWorkspace current={current.data} />
        ) : current.isError ? (
          <>
            <Alert tone="error">
              <p>{serverMessageOr(current.error, TEXTS.prompt.loadFailed)}</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void current.refetch()}>
                Try again
              </Button>
            </Alert>
            <PromptRules />
          </>
        ) : (
          <LoadingState label="Loading your prompt..." />
        )}
      </div>
    </>
  );
}
