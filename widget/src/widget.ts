/**
 * The embed loader: <script src="{PUBLIC_URL}/widget.js" data-company="{slug}" async></script>.
 * It draws a launcher in the company's colour (in a Shadow DOM, so the host page's CSS
 * cannot reach it and it cannot reach the page) and opens the company's public chat page in an
 * iframe, created on first open. Optional data-color, data-position and data-size override the
 * saved look (the Integrations page's preview uses them).
 */
type Company = { name: string; primary_color: string; chat_position: string; chat_size: string };

const SIZES: Record<string, [number, number]> = { small: [320, 460], medium: [380, 560], large: [440, 680] };
const COLOR = /^#[0-9a-fA-F]{6}$/;
// Where the panel fills the screen (the stylesheet's media query below says the same).
const FULL_SCREEN = '(max-width:480px)';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Kept in the host site's own storage for a chat frame that has none (see keptConversation below).
const VISITOR_KEY = 'frontdesk.widget.visitor';
const CHAT_ICON =
  '<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true"><path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Z"/></svg>';
const CLOSE_ICON =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" d="M6 6l12 12M18 6 6 18"/></svg>';

const script = document.currentScript as HTMLScriptElement | null;
const slug = script?.dataset.company;
if (script && slug) {
  const origin = new URL(script.src).origin;
  fetch(`${origin}/api/public-chat/company/${encodeURIComponent(slug)}`)
    .then((response) => (response.ok ? (response.json() as Promise<{ company: Company }>) : null))
    .then((answer) => answer && mount(answer.company, origin, slug, script.dataset))
    .catch(() => undefined);
}

function mount(company: Company, origin: string, slug: string, options: DOMStringMap): void {
  const color = COLOR.test(options.color ?? '') ? (options.color as string) : company.primary_color;
  const position = options.position ?? company.chat_position;
  const [width, height] = SIZES[options.size ?? company.chat_size] ?? [380, 560];
  const side =
    position === 'bottom-left' ? 'left:20px' : position === 'center' ? 'left:50%;transform:translateX(-50%)' : 'right:20px';
  const panelPlace = position === 'center' ? 'left:50%;top:50%;transform:translate(-50%,-50%)' : `${side};bottom:92px`;

  const host = document.createElement('frontdesk-chat');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>
:host{all:initial!important;position:fixed!important;z-index:2147483000!important;display:block!important}
*{box-sizing:border-box}
button{all:unset;box-sizing:border-box;position:fixed;bottom:20px;${side};width:60px;height:60px;border-radius:50%;background:${color};color:#fff;display:grid;place-items:center;cursor:pointer;box-shadow:0 6px 20px rgba(0,0,0,.25)}
button:focus-visible{outline:3px solid ${color};outline-offset:3px}
.panel{position:fixed;${panelPlace};width:${width}px;height:${height}px;max-height:calc(100vh - 112px);border-radius:16px;overflow:hidden;box-shadow:0 12px 40px rgba(0,0,0,.3);background:#fff}
.panel[hidden]{display:none}
iframe{border:0;width:100%;height:100%;display:block}
@media ${FULL_SCREEN}{.panel{inset:0;width:100%;height:100%;max-height:none;border-radius:0;transform:none}.panel:not([hidden])+button{display:none}}
</style><div class="panel" role="dialog" aria-label="Chat with ${escapeHtml(company.name)}" hidden></div><button type="button" aria-label="Open chat with ${escapeHtml(company.name)}" aria-expanded="false">${CHAT_ICON}</button>`;
  const panel = root.querySelector('.panel') as HTMLDivElement;
  const launcher = root.querySelector('button') as HTMLButtonElement;
  let frame: HTMLIFrameElement | null = null;
  // Until the chat page says it is ready, the frame holds a blank page of another origin, which a
  // message addressed to the chat's origin would not reach (the browser warns on the host's console).
  // A reload of the chat page keeps its origin, so the flag need not fall back.
  let frameReady = false;
  const conversationKey = `frontdesk.widget.${slug}`;

  // On a phone the chat covers the whole page, which is then out of use: a modal dialog, and the page
  // under it inert, so that Tab and a screen reader stay in the chat. Turning the phone or resizing
  // the window can change that while it is open. What the page adds meanwhile (a cookie banner, a
  // pop-up) is made inert too. Only what the widget made inert is given back.
  const fullScreen = window.matchMedia(FULL_SCREEN);
  let madeInert: Element[] | null = null;
  const makeInert = (elements: ArrayLike<Node>) => {
    for (const element of Array.from(elements))
      if (element instanceof Element && element !== host && !element.hasAttribute('inert')) {
        element.setAttribute('inert', '');
        madeInert?.push(element);
      }
  };
  const added = new MutationObserver((changes) => {
    for (const change of changes) makeInert(change.addedNodes);
  });
  const markModal = () => {
    const modal = !panel.hidden && fullScreen.matches;
    if (modal) panel.setAttribute('aria-modal', 'true');
    else panel.removeAttribute('aria-modal');
    if (modal && !madeInert) {
      madeInert = [];
      makeInert(document.body.children);
      added.observe(document.body, { childList: true });
    } else if (!modal && madeInert) {
      added.disconnect();
      for (const element of madeInert) element.removeAttribute('inert');
      madeInert = null;
    }
  };
  fullScreen.addEventListener('change', markModal);

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    markModal();
    launcher.setAttribute('aria-expanded', String(open));
    launcher.setAttribute('aria-label', `${open ? 'Close' : 'Open'} chat with ${company.name}`);
    launcher.innerHTML = open ? CLOSE_ICON : CHAT_ICON;
    if (open && !frame) {
      frame = document.createElement('iframe');
      frame.title = `Chat with ${company.name}`;
      const visitor = stored(() => localStorage, VISITOR_KEY);
      frame.src = `${origin}/public-chat/${encodeURIComponent(slug)}?embed=1${visitor && UUID.test(visitor) ? `&visitor=${visitor}` : ''}`;
      frame.allow = 'microphone';
      panel.append(frame);
    }
    if (open) focusChat();
    else launcher.focus();
  };

  // The chat page puts the visitor in its message box when asked: as it becomes ready, and at each opening after.
  const focusChat = () => {
    frame?.focus();
    if (frameReady) frame?.contentWindow?.postMessage({ type: 'frontdesk:focus' }, origin);
  };

  launcher.addEventListener('click', () => setOpen(panel.hidden));
  root.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && !panel.hidden) setOpen(false);
  });
  // The chat page asks to be closed (its close button, or Escape inside it), or says it is ready;
  // only our own frame is heard. A frame that cannot keep its conversation itself (a browser that
  // keeps third-party frames away from storage) tells this page each change, and gets it back when
  // it is ready on the site's next page: the visitor goes on where they were.
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || !frame || event.source !== frame.contentWindow) return;
    if (event.data?.type === 'frontdesk:close') setOpen(false);
    if (event.data?.type === 'frontdesk:conversation') {
      store(() => sessionStorage, conversationKey, JSON.stringify(event.data.conversation));
      if (typeof event.data.visitor === 'string' && UUID.test(event.data.visitor))
        store(() => localStorage, VISITOR_KEY, event.data.visitor);
    }
    if (event.data?.type === 'frontdesk:ready') {
      frameReady = true;
      const conversation = keptConversation(conversationKey);
      if (conversation) frame.contentWindow?.postMessage({ type: 'frontdesk:restore', conversation }, origin);
      if (!panel.hidden) focusChat();
    }
  });
  document.body.append(host);
}

/** The conversation this site's tab keeps for the chat frame; the frame checks its shape. */
function keptConversation(key: string): unknown {
  try {
    const kept = stored(() => sessionStorage, key);
    return kept === null ? null : JSON.parse(kept);
  } catch {
    return null;
  }
}

// The host site's storage may be switched off too: the widget then works without continuity.
function stored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function store(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Full or switched off: the next page starts a new conversation.
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
