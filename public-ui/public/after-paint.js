// Loads the app into a page the server rendered (api/src/modules/ssr) once the browser has painted it:
// the page shows without script, and scripts fetched and run before the first paint would hold it up.
// The server names the entry and the modules to preload in this element's data attributes.
(() => {
  const me = document.currentScript;
  // A button pressed before React has taken over the page would do nothing (a link needs no help: until
  // then it is a plain page load). The press is kept and given again once the page is hydrated.
  const pressed = [];
  const keep = (event) => {
    const control = event.target instanceof Element && event.target.closest('button, [role="button"], [role="tab"], label, input');
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    pressed.push(control);
  };
  document.addEventListener('click', keep, true);
  addEventListener('app:hydrated', () => {
    document.removeEventListener('click', keep, true);
    for (const control of pressed) if (control.isConnected) control.click();
  }, { once: true });
  requestAnimationFrame(() => setTimeout(() => {
    for (const href of me.dataset.preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = me.dataset.entry;
    document.body.append(entry);
  }));
})();
