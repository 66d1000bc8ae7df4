import { decodeConversation, keptPart, type StoredConversation } from './chat-storage';

/*
 * A chat framed by another site, in a browser that keeps third-party frames away from storage,
 * would forget its conversation at each page of that site. The widget's loader then keeps it: it
 * runs on the host page, with that site's own storage. The frame tells it every change, and the
 * loader hands the conversation back when the next page's frame is ready.
 *
 * Only such a frame speaks of its conversation to its parent: one that has storage of its own may
 * hold a conversation begun elsewhere, which is not the embedding page's to read.
 */

/** Tells the loader the conversation as it now is, with the visitor's id, to keep for the next page. */
export function tellHost(conversation: StoredConversation, visitorId: string | undefined): void {
  window.parent.postMessage({ type: 'frontdesk:conversation', visitor: visitorId, conversation: keptPart(conversation) }, '*');
}

/** The conversation the loader hands back; null for any other message, or one from elsewhere than the frame's parent. */
export function conversationFromHost(event: MessageEvent<unknown>): StoredConversation | null {
  const { data } = event;
  if (event.source !== window.parent || typeof data !== 'object' || data === null) return null;
  if (!('type' in data) || data.type !== 'frontdesk:restore' || !('conversation' in data)) return null;
  return decodeConversation(data.conversation);
}
