import { z } from 'zod';

export const ONBOARDING_STEPS = ['knowledge', 'simulator', 'shared', 'calendar', 'ai'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const onboardingSchema = z.object({
  steps: z.array(z.object({ key: z.enum(ONBOARDING_STEPS), done: z.boolean() })),
  health: z.object({
    /** Who answers visitors now: the company's model, the operator's, or the built-in responder. */
    responder: z.enum(['company-key', 'platform-key', 'builtin']),
    model: z.string().nullable(),
    /** The newest failed model call of the chat in the last 7 days, if any. */
    last_model_error: z.object({ outcome: z.string(), at: z.string() }).nullable(),
    conversations_today: z.number().int(),
    leads_today: z.number().int(),
    knowledge_entries: z.number().int(),
  }),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

/** The checklist as the dashboard shows it: what to do, why, and the page that does it. */
export const ONBOARDING_TEXTS: Record<OnboardingStep, { title: string; description: string; to: string }> = {
  knowledge: {
    title: 'Teach your assistant about your business',
    description: 'Add your services, prices, hours and policies in Company Setup.',
    to: '/company-setup',
  },
  simulator: {
    title: 'Try your assistant',
    description: 'Ask it a few questions in the Public Chat Simulator, as a visitor would.',
    to: '/chat',
  },
  shared: {
    title: 'Share your chat link or install the widget',
    description: 'Done when a visitor opens your public chat or the widget on your site.',
    to: '/integration',
  },
  calendar: {
    title: 'Connect your calendar',
    description: 'Connect Google Calendar or GoHighLevel, so appointments booked in the chat land where you already look.',
    to: '/google-integrations',
  },
  ai: {
    title: 'Choose how your assistant answers',
    description: 'The built-in responder answers from your knowledge for free; add an OpenAI key for answers in its own words.',
    to: '/openai-settings',
  },
};

export const RESPONDER_LABELS: Record<Onboarding['health']['responder'], string> = {
  'company-key': 'Your OpenAI key',
  'platform-key': "Frontdesk's OpenAI key",
  builtin: 'Built-in responder',
};
