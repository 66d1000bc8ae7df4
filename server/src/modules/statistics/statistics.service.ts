import { ACTIVE_CHAT_WINDOW_MINUTES, RECENT_PAYMENTS_SHOWN, type Statistics } from '@frontdesk/contracts/billing';
import type { BillingService } from '../billing/billing.service';
import type { PublicChatService } from '../public-chat/public-chat.service';

/** The Statistics page: the company's visitors (from the public chat) and its payments (from billing). */
export class StatisticsService {
  constructor(
    private readonly deps: {
      chat: Pick<PublicChatService, 'visitorCounts'>;
      billing: Pick<BillingService, 'payments'>;
    },
  ) {}

  async forCompany(companyId: string): Promise<Statistics> {
    const [visitors, payments] = await Promise.all([
      this.deps.chat.visitorCounts(companyId, ACTIVE_CHAT_WINDOW_MINUTES),
      this.deps.billing.payments(companyId, RECENT_PAYMENTS_SHOWN),
    ]);
    return {
      activeChats: visitors.active,
      totalUsers: visitors.total,
      totalPayments: payments.totalPaid,
      recentPayments: payments.recent,
    };
  }
}
