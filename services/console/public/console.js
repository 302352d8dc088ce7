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
        if (next && target) target.replaceChildren(...next.childNodes);
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
