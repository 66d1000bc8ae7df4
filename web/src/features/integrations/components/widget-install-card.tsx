import { useState } from 'react';
import { INSTALL_STEPS, PLATFORM_NAMES } from '@frontdesk/contracts/integration-wizard';
import { Card } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { Tabs } from '../../../components/ui/tabs';
import { widgetSnippet } from './widget-snippet';

const TABS = ['wordpress', 'joomla', 'custom'] as const;
type InstallTab = (typeof TABS)[number];

/** Document 001: Chat Widget Integration, a tab per platform with numbered steps and a copyable snippet. */
export function WidgetInstallCard({ slug }: { slug: string }) {
  const [tab, setTab] = useState<InstallTab>('wordpress');
  const snippet = widgetSnippet(window.location.origin, slug);
  return (
    <Card title="Chat Widget Integration" description="Put a chat button on every page of your own website.">
      <Tabs
        label="Website platform"
        selected={tab}
        onSelect={setTab}
        tabs={TABS.map((key) => ({
          key,
          label: PLATFORM_NAMES[key],
          panel: (
            <div className="space-y-4">
              <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
                {INSTALL_STEPS[key].map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <div className="space-y-2">
                <pre
                  tabIndex={0}
                  aria-label="Embed code"
                  className="overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100"
                >
                  <code>{snippet}</code>
                </pre>
                <CopyButton text={snippet} label="Copy code" />
              </div>
            </div>
          ),
        }))}
      />
    </Card>
  );
}
