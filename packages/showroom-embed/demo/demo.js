// The host page's own script (an external file: the page runs under a strict CSP).
// 1. The BrandShowroom stub, so commands given before the loader arrives are queued.
window.BrandShowroom =
  window.BrandShowroom ||
  function () {
    window.BrandShowroom.q = window.BrandShowroom.q || [];
    // biome-ignore lint/complexity/noArguments: the documented stub keeps `arguments`
    window.BrandShowroom.q.push(arguments);
  };

function log(text) {
  const list = document.getElementById('event-log');
  if (!list) return;
  const item = document.createElement('li');
  item.textContent = text;
  list.append(item);
}

// 2. Listening through the queue (before the widget has loaded).
window.BrandShowroom('on', 'ready', (event) => {
  log(`ready ${event.detail.showroom} ${event.detail.companyName}`);
});
window.BrandShowroom('on', 'cart-change', (event) => {
  log(`cart-change ${event.detail.showroom} ${event.detail.count}`);
});

// 3. Or as DOM events: every element, every namespace.
for (const name of ['ready', 'cart-change', 'checkout', 'error']) {
  document.addEventListener(`brand-showroom:v1:${name}`, (event) => {
    log(`dom ${name} ${event.detail.showroom}`);
  });
}

// 4. CSP violations, if any, are written on the page (the tests read them).
document.addEventListener('securitypolicyviolation', (event) => {
  const p = document.getElementById('csp-log');
  if (p) p.textContent += `${event.violatedDirective} ${event.blockedURI}; `;
});
