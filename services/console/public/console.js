// The console's only script: copy buttons and confirmations. Every page works without it.
document.addEventListener('click', async (event) => {
  const button = event.target instanceof Element ? event.target.closest('button[data-copy]') : null;
  if (!button) return;
  const source = document.querySelector(button.getAttribute('data-copy'));
  if (!source) return;
  const text = source.textContent ?? '';
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = 'Copied';
  } catch {
    // No clipboard (plain http on another host): select the text so that a keystroke copies it.
    const range = document.createRange();
    range.selectNodeContents(source);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    button.textContent = 'Selected';
  }
  setTimeout(() => {
    button.textContent = 'Copy';
  }, 2000);
});

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const question = form.getAttribute('data-confirm');
  if (question && !window.confirm(question)) event.preventDefault();
});

// Expiry countdowns: <time data-countdown datetime=...> counts down to "expired".
function leftUntil(at) {
  const s = Math.round((at - Date.now()) / 1000);
  if (s <= 0) return 'expired';
  if (s < 60) return `${s} s left`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s left`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min left`;
}
function tick() {
  for (const el of document.querySelectorAll('time[data-countdown]')) {
    const at = Date.parse(el.getAttribute('datetime') ?? '');
    if (!Number.isNaN(at)) el.textContent = leftUntil(at);
  }
}
if (document.querySelector('time[data-countdown]')) setInterval(tick, 1000);

// Live inbox: the server says "changed" when mail arrives or its code is read; the list is re-read
// through the normal page route and swapped in. Without script (or past the stream limit), reload.
const live = document.querySelector('[data-live-events]');
if (live && 'EventSource' in window) {
  const target = document.querySelector(live.getAttribute('data-live-target'));
  const rowsUrl = live.getAttribute('data-live-rows');
  let reading = null;
  let again = false;
  async function reread() {
    if (reading) {
      again = true;
      return;
    }
    reading = (async () => {
      do {
        again = false;
        const res = await fetch(rowsUrl, { headers: { accept: 'text/html' }, cache: 'no-store', redirect: 'error' });
        if (!res.ok) throw new Error(`status ${res.status}`);
        const html = await res.text();
        const next = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild;
        // Keep the keyboard's place: the message focused before the swap is focused after it.
        const focused = document.activeElement?.closest?.('article.message')?.id;
        if (next && target) target.replaceChildren(...next.childNodes);
        if (focused) document.getElementById(focused)?.querySelector('a.subject')?.focus();
      } while (again);
    })();
    try {
      await reading;
      live.textContent = 'Live: new mail appears here as it arrives.';
    } catch {
      live.textContent = 'Could not refresh the list; reload the page.';
    } finally {
      reading = null;
    }
  }
  const events = new EventSource(live.getAttribute('data-live-events'));
  events.addEventListener('ready', () => {
    live.textContent = 'Live: new mail appears here as it arrives.';
    reread();
  });
  events.addEventListener('changed', () => reread());
  events.addEventListener('error', () => {
    live.textContent = events.readyState === EventSource.CLOSED ? 'Live view stopped; reload the page to see new mail.' : 'Reconnecting…';
  });
}

// Keyboard shortcuts, on the inbox page and a message page (listed in their "Keyboard shortcuts" box):
// j / k the next and previous message, Enter opens it, c copies its code, d deletes it (after the usual
// question), u goes up to the inbox. Never while typing, never with a modifier held.
function messageLinks() {
  return [...document.querySelectorAll('#message-list a.subject')];
}
function deleteMessage(href) {
  const token = document.querySelector('input[name="_csrf"]');
  if (!token || !window.confirm('Delete this message?')) return;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = `${href}/delete`;
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = '_csrf';
  field.value = token.value;
  form.append(field);
  document.body.append(form);
  form.submit();
}
document.addEventListener('keydown', (event) => {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
  const target = event.target;
  if (target instanceof Element && target.closest('input, textarea, select, [contenteditable]')) return;
  const links = messageLinks();
  const current = links.indexOf(document.activeElement);
  const card = (current >= 0 ? links[current] : null)?.closest('article.message') ?? null;
  const onMessage = document.querySelector('[data-message-page]');
  const key = event.key;
  if ((key === 'j' || key === 'k') && links.length) {
    const next = current < 0 ? 0 : Math.min(links.length - 1, Math.max(0, current + (key === 'j' ? 1 : -1)));
    links[next].focus();
    links[next].scrollIntoView({ block: 'nearest' });
  } else if ((key === 'j' || key === 'k') && onMessage) {
    const go = onMessage.getAttribute(key === 'j' ? 'data-next' : 'data-previous');
    if (go) window.location.assign(go);
  } else if (key === 'c') {
    const copy = (card ?? document).querySelector('button[data-copy^="#code-"]');
    copy?.click();
  } else if (key === 'd' || key === 'Delete') {
    if (card) deleteMessage(links[current].getAttribute('href'));
    else if (onMessage) onMessage.querySelector('form[data-confirm] button[type="submit"]')?.click();
    else return;
  } else if (key === 'u' && onMessage) {
    window.location.assign(onMessage.getAttribute('data-inbox'));
  } else {
    return;
  }
  event.preventDefault();
});
