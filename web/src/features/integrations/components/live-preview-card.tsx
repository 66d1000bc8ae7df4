import { ExternalLink } from 'lucide-react';
import { TEXTS } from '@frontdesk/contracts/texts';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { BrandDraft } from './brand-customization-card';
import { widgetSnippet } from './widget-snippet';

/**
 * The real widget on a sample page, with the brand choices not saved yet (colour, position and
 * size); the conversation inside shows the saved name, logo and greeting.
 */
export function LivePreviewCard({ slug, draft }: { slug: string; draft: BrandDraft }) {
  const origin = window.location.origin;
  const page = `<!doctype html><html><head><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;font:14px system-ui,sans-serif;color:#475569;background:#f8fafc">
<div style="padding:24px"><div style="height:14px;width:40%;background:#e2e8f0;border-radius:4px;margin-bottom:12px"></div>
<div style="height:10px;width:80%;background:#e2e8f0;border-radius:4px;margin-bottom:8px"></div>
<div style="height:10px;width:70%;background:#e2e8f0;border-radius:4px"></div></div>
${widgetSnippet(origin, slug, { color: draft.primary_color, position: draft.chat_position, size: draft.chat_size })}
</body></html>`;
  const link = `${origin}/public-chat/${encodeURIComponent(slug)}`;
  return (
    <Card
      title="Live Preview"
      description="Your website with the chat button, as visitors will see it. Click it to try the chat."
    >
      <iframe
        key={`${draft.primary_color}${draft.chat_position}${draft.chat_size}`}
        title="Live preview of the chat widget"
        srcDoc={page}
        className="h-[28rem] w-full rounded-md border border-slate-200"
      />
      <a href={link} target="_blank" rel="noopener noreferrer" className={`${buttonClasses('secondary')} mt-4`}>
        <ExternalLink aria-hidden className="size-4" />
        {TEXTS.integrations.testChat}
      </a>
    </Card>
  );
}
