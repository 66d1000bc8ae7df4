import { setTimeout as sleep } from 'node:timers/promises';
import { namedBookingDay } from './builtin/booking-day';
import { asksToBookHere } from './builtin/booking-intent';
import { bookingOfferReply, bookingUnavailableReply } from './builtin/builtin-replies';
import { respondFromKnowledge } from './builtin/builtin-responder';
import type { KnowledgeIndex } from './builtin/knowledge-index';
import type { AssistantProvider, ProviderEvent, ProviderRequest } from './provider';

// A built-in answer is ready at once; paced, it appears as a model's would, word by word.
const WORD_DELAY_MS = 15;

/**
 * The built-in responder needs no model and no network: it answers from the company's knowledge
 * index, and streams its reply in word-sized pieces like a model's answer.
 */
export class BuiltinProvider implements AssistantProvider {
  readonly name = 'builtin' as const;
  readonly remote = false;
  readonly model = 'builtin';

  constructor(
    private readonly index: KnowledgeIndex,
    private readonly companyName: string,
    /** Stream at reading pace (a visitor watching) rather than all at once. */
    private readonly pace: boolean,
  ) {}

  async *respond(request: ProviderRequest): AsyncIterable<ProviderEvent> {
    let text: string;
    if (request.booking && asksToBookHere(request.message, this.index, this.companyName)) {
      // The guided exchange: the chat opens its booking card (free times, then name and e-mail).
      text = bookingOfferReply(this.companyName, await request.booking.confirmsByEmail());
      yield { type: 'offers-booking', from: namedBookingDay(request.message, request.booking.today) };
    } else {
      const reply = respondFromKnowledge(this.index, request.message, {
        companyName: this.companyName,
        history: request.history,
      });
      // Booking switched off: what the knowledge says about booking answers; else the visitor is
      // told the chat takes no bookings, rather than that nothing is known about it.
      const bookingOff =
        !request.booking && reply.kind === 'decline' && asksToBookHere(request.message, this.index, this.companyName);
      if (reply.kind === 'decline' || reply.kind === 'contact') yield { type: 'asks-for-contact' };
      if (reply.entryTitles?.length) yield { type: 'used-knowledge', titles: reply.entryTitles };
      if (reply.related?.length && !bookingOff) yield { type: 'related-topics', titles: reply.related };
      text = bookingOff ? bookingUnavailableReply(this.companyName) : reply.text;
    }
    // Word by word only for a visitor watching: a reply read whole goes in one piece.
    const pieces = this.pace ? (text.match(/\S+\s*/g) ?? [text]) : [text];
    for (const [position, piece] of pieces.entries()) {
      if (position > 0) await sleep(WORD_DELAY_MS);
      yield { type: 'delta', text: piece };
    }
    yield { type: 'usage', usage: { promptTokens: 0, completionTokens: 0, model: this.model, estimated: true } };
  }
}
