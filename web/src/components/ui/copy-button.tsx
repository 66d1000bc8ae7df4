import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { COPIED_LABEL_MS } from '@frontdesk/contracts/constants';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Button, type ButtonVariant } from './button';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // The Clipboard API exists only in secure contexts; plain-http installs still deserve a copy.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copy was refused');
  } finally {
    area.remove();
  }
}

/** Copies `text`; its label reads 'Copied!' for two seconds afterwards. */
export function CopyButton({
  text,
  label = 'Copy',
  variant = 'secondary',
}: {
  text: string;
  label?: string;
  variant?: ButtonVariant;
}) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  return (
    <Button
      variant={variant}
      size="sm"
      onClick={() => {
        copyText(text).then(
          () => setCopied(true),
          (error: unknown) => console.warn('Copy failed', error),
        );
      }}
    >
      {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
      <span aria-live="polite">{copied ? TEXTS.dashboard.copied : label}</span>
    </Button>
  );
}
