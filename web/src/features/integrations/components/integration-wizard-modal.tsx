import { useState, type FormEvent } from 'react';
import { CircleCheck, ExternalLink, Search } from 'lucide-react';
import {
  PLATFORM_NAMES,
  WIZARD_TEXTS,
  type DetectPlatformResponse,
  type GenerateCodeResponse,
} from '@frontdesk/contracts/integration-wizard';
import type { BrandSettings } from '@frontdesk/contracts/branding';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { serverMessageOr } from '../../../lib/api-error';
import { useDetectPlatform, useGenerateCode, useVerifyIntegration } from '../api/integration-wizard';

type Step = 1 | 2 | 3 | 4;

/** Document 001: the Integration wizard, four steps from a website address to a working chat button. */
export function IntegrationWizardModal({
  open,
  onClose,
  slug,
  brand,
}: {
  open: boolean;
  onClose: () => void;
  slug: string;
  brand: Pick<BrandSettings, 'primary_color' | 'chat_position'>;
}) {
  const [step, setStep] = useState<Step>(1);
  const [websiteUrl, setWebsiteUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [detected, setDetected] = useState<DetectPlatformResponse | null>(null);
  const [code, setCode] = useState<GenerateCodeResponse | null>(null);
  const detect = useDetectPlatform();
  const generate = useGenerateCode();
  const verify = useVerifyIntegration();

  function close() {
    setStep(1);
    setDetected(null);
    setCode(null);
    detect.reset();
    verify.reset();
    onClose();
  }

  function onDetect(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (websiteUrl.trim() === '') {
      setUrlError(WIZARD_TEXTS.urlRequired);
      return;
    }
    setUrlError(null);
    detect.mutate(websiteUrl.trim(), {
      onSuccess: (result) => {
        setDetected(result);
        if (result.platform === 'unknown') return;
        generate.mutate(
          { platform: result.platform, companySlug: slug, color: brand.primary_color, position: brand.chat_position },
          { onSuccess: setCode },
        );
        setStep(2);
      },
    });
  }

  function onVerify() {
    verify.mutate({ websiteUrl: websiteUrl.trim(), companySlug: slug }, { onSuccess: (result) => result.success && setStep(4) });
  }

  const platformName = detected ? PLATFORM_NAMES[detected.platform] : '';
  return (
    <Modal open={open} onClose={close} title={`Add the chat to your website — step ${step} of 4`}>
      {step === 1 ? (
        <form noValidate onSubmit={onDetect} className="space-y-4">
          <p className="text-sm text-slate-600">
            Enter your website address. We look at it to find out what it is built with (about 10 seconds).
          </p>
          <TextField
            label="Website URL"
            type="url"
            placeholder="https://www.example.com"
            value={websiteUrl}
            onChange={(event) => {
              setWebsiteUrl(event.target.value);
              setUrlError(null);
            }}
            error={urlError ?? undefined}
          />
          {detect.isError ? <Alert tone="error">{serverMessageOr(detect.error, WIZARD_TEXTS.detectFailed)}</Alert> : null}
          {detected?.platform === 'unknown' ? <Alert tone="error">{WIZARD_TEXTS.notDetected}</Alert> : null}
          <Button type="submit" disabled={detect.isPending}>
            <Search aria-hidden className="size-4" />
            {detect.isPending ? 'Detecting...' : 'Detect Platform'}
          </Button>
        </form>
      ) : null}

      {step === 2 && detected ? (
        <div className="space-y-4">
          <Alert tone="success" title={`${platformName} detected`}>
            {`We are ${detected.confidence}% sure your site runs on ${platformName}.`}
          </Alert>
          <CodeBlock code={code} failed={generate.isError} />
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setStep(1)}>
              Back
            </Button>
            <Button onClick={() => setStep(3)} disabled={!code}>
              Next
            </Button>
          </div>
        </div>
      ) : null}

      {step === 3 && detected ? (
        <div className="space-y-4">
          {detected.adminUrl ? (
            <a href={detected.adminUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'sm')}>
              <ExternalLink aria-hidden className="size-4" />
              {`Open your ${platformName} admin`}
            </a>
          ) : null}
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
            {(code?.instructions.steps ?? []).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          <CodeBlock code={code} failed={generate.isError} />
          {verify.isError ? <Alert tone="error">{serverMessageOr(verify.error, WIZARD_TEXTS.verifyFailed)}</Alert> : null}
          {verify.data && !verify.data.success ? (
            <Alert tone="error" title={WIZARD_TEXTS.verifyFailed}>
              {verify.data.details.recommendations.join(' ')}
            </Alert>
          ) : null}
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setStep(2)}>
              Back
            </Button>
            <Button onClick={onVerify} disabled={verify.isPending}>
              {verify.isPending ? 'Testing...' : WIZARD_TEXTS.testIntegration}
            </Button>
          </div>
        </div>
      ) : null}

      {step === 4 ? (
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-base font-semibold text-green-800">
            <CircleCheck aria-hidden className="size-5" />
            Your chat is live on your website.
          </p>
          <a href={websiteUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'sm')}>
            <ExternalLink aria-hidden className="size-4" />
            Visit your website
          </a>
          <div>
            <p className="text-sm font-medium text-slate-900">Next steps</p>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
              <li>Customize the appearance under Brand Customization.</li>
              <li>Teach the assistant automated responses on Company Setup and Custom Prompt.</li>
              <li>Connect a calendar so visitors can book appointments in the chat.</li>
            </ul>
          </div>
          <Button onClick={close}>Done</Button>
        </div>
      ) : null}
    </Modal>
  );
}

function CodeBlock({ code, failed }: { code: GenerateCodeResponse | null; failed: boolean }) {
  if (failed) return <Alert tone="error">The code could not be generated. Please try again.</Alert>;
  if (!code) return <p className="text-sm text-slate-500">Preparing your code...</p>;
  return (
    <div className="space-y-2">
      <pre tabIndex={0} aria-label="Embed code" className="overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100">
        <code>{code.code}</code>
      </pre>
      <CopyButton text={code.code} label="Copy code" />
    </div>
  );
}
