// The inbox's own script (CSP: script-src 'self', nothing inline). The pages work without it;
// it adds what plain HTML cannot: a tapped Call, Text or Email is recorded (time to first
// contact) before the phone opens the app, times are shown in the phone's own zone, the unread
// count follows new leads, and a deletion asks first.
(() => {
  const post = (url, body) =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);

  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-contact]') : null;
    if (link) void post(link.dataset.post, { way: link.dataset.contact });
  });

  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && form.dataset.confirm && !window.confirm(form.dataset.confirm))
      event.preventDefault();
  });

  const local = new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
  for (const time of document.querySelectorAll('time[data-local]')) {
    const date = new Date(time.getAttribute('datetime'));
    if (!Number.isNaN(date.getTime())) time.textContent = local.format(date);
  }

  const badge = document.querySelector('[data-unread]');
  const inbox = document.body.dataset.inbox;
  if (badge && inbox) {
    const refresh = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const res = await fetch(`${inbox}api/summary`, { credentials: 'same-origin' });
        if (!res.ok) return;
        const { unread } = await res.json();
        badge.textContent = `${unread} new`;
        badge.classList.toggle('none', !unread);
      } catch {
        /* offline: the count stays as it was */
      }
    };
    setInterval(refresh, 30_000);
    document.addEventListener('visibilitychange', refresh);
  }
})();
