import type { Onboarding } from '@frontdesk/contracts/onboarding';
import type { AiSettingsService } from '../ai-settings/ai-settings.service';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { CalendarService } from '../calendar/calendar.service';
import type { KnowledgeService } from '../knowledge/knowledge.service';

/**
 * The dashboard's first-hour checklist and the assistant's health, computed from what the company
 * has really done: every step reads the state its own page writes.
 */
export class OnboardingService {
  constructor(
    private readonly deps: {
      knowledge: Pick<KnowledgeService, 'list'>;
      analytics: Pick<AnalyticsService, 'activity'>;
      calendar: Pick<CalendarService, 'syncStatus'>;
      aiSettings: Pick<AiSettingsService, 'providerFor' | 'lastModelError'>;
    },
  ) {}

  async forCompany(companyId: string): Promise<Onboarding> {
    const [entries, activity, sync, provider, lastModelError] = await Promise.all([
      this.deps.knowledge.list(companyId),
      this.deps.analytics.activity(companyId),
      this.deps.calendar.syncStatus(companyId),
      this.deps.aiSettings.providerFor(companyId),
      this.deps.aiSettings.lastModelError(companyId),
    ]);
    // Booking in Frontdesk's own calendar is on from the start; the step is connecting the one the
    // company uses, and it is not done while the connection's last sync failed (wrong credentials).
    const calendarConnected = (sync.ghl.enabled || (sync.google.enabled && sync.google.connected)) && !sync.last_failed;
    return {
      steps: [
        { key: 'knowledge', done: entries.length > 0 },
        // Tried by the team (the simulator, or the public page while signed in); a visitor's chat is not the team trying it.
        { key: 'simulator', done: activity.triedByTeam },
        { key: 'shared', done: activity.visited },
        { key: 'calendar', done: calendarConnected },
        { key: 'ai', done: provider.kind === 'openai' },
      ],
      health: {
        responder: provider.kind === 'builtin' ? 'builtin' : provider.source === 'company' ? 'company-key' : 'platform-key',
        model: provider.kind === 'openai' ? provider.model : null,
        last_model_error: lastModelError,
        conversations_today: activity.sessionsToday,
        leads_today: activity.leadsToday,
        knowledge_entries: entries.length,
      },
    };
  }
}
