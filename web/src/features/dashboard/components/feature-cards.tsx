import { Link } from 'react-router';
import { BarChart3, Building2, CreditCard, MessageCircle, Plug, Sparkles, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { focusRing } from '../../../components/ui/button';
import { usePageAccess } from '../../../lib/session/page-access';

interface Feature {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

/** The workspace's main areas (document 000, section 2.8); only those the user may open are shown. */
const FEATURES: readonly Feature[] = [
  { title: 'Public Chat Simulator', description: 'Talk to your assistant as a visitor would.', to: '/chat', icon: MessageCircle },
  { title: 'Custom Prompt', description: 'Shape how your assistant answers.', to: '/custom-prompt', icon: Sparkles },
  { title: 'Company Setup', description: 'Tell your assistant about your business.', to: '/company-setup', icon: Building2 },
  { title: 'Billing', description: 'Review your bills and pay for your plan.', to: '/billing', icon: CreditCard },
  { title: 'Integration', description: 'Add the chat widget to your website.', to: '/integration', icon: Plug },
  { title: 'Statistics', description: 'Follow chats, users and payments.', to: '/statistics', icon: BarChart3 },
];

export function FeatureCards() {
  const canOpen = usePageAccess();
  const features = FEATURES.filter((feature) => canOpen(feature.to));
  if (features.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {features.map(({ title, description, to, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className={cn(
              'flex h-full gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md',
              focusRing,
            )}
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
              <Icon aria-hidden className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{title}</span>
              <span className="mt-1 block text-sm text-slate-600">{description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
