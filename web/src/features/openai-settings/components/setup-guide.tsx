import { ShieldCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card';

const STEPS = [
  <>
    Sign in at{' '}
    <a
      href="https://platform.openai.com/api-keys"
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 underline"
    >
      platform.openai.com/api-keys
    </a>
    .
  </>,
  'Press “Create new secret key” and copy the key (it begins with sk-).',
  'Paste it into the API key field here.',
  'Press Test Connection to check that the key and model answer.',
  'Press Save Settings. Your assistant uses your key from the next message on.',
];

export function SetupGuide() {
  return (
    <div className="space-y-6">
      <Card title="Setup steps">
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
          {STEPS.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
      </Card>
      <Card>
        <div className="flex gap-3">
          <ShieldCheck aria-hidden className="size-6 shrink-0 text-green-600" />
          <div className="text-sm text-slate-700">
            <h2 className="font-semibold text-slate-900">Security</h2>
            <p className="mt-1">Your key is encrypted with AES-256 and never shown again.</p>
            <p className="mt-1">
              Only your admins, and users they allow on this page, can change it; usage is billed to your OpenAI account.
            </p>
          </div>
        </div>
      </Card>
    </div>
  );
}
