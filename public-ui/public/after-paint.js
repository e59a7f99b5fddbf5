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
  // Text typed before then is not in React's state (which starts empty), and React may empty the field: it is
  // kept and typed again. The field is first emptied through React's own tracker, then given the text through
  // the element's native setter, so the input event is a change React passes to the page's onChange.
  const typed = new Map();
  const keepText = (event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, field.value);
  };
  document.addEventListener('input', keepText, true);
  addEventListener('app:hydrated', () => {
    document.removeEventListener('click', keep, true);
    document.removeEventListener('input', keepText, true);
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // in a task of their own, once the text's state is rendered
    setTimeout(() => {
      for (const control of pressed) if (control.isConnected) control.click();
    });
  }, { once: true });
  // Each link costs the main thread a millisecond or more on a phone (the request is made as it is added), and
  // the page's 30-odd at once made a task long enough to hold up a tap: a few in each task instead.
  const preload = (hrefs) => {
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  requestAnimationFrame(() => setTimeout(() => {
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = me.dataset.entry;
    document.body.append(entry);
    const hrefs = me.dataset.preload.split(' ').filter(Boolean);
    for (let i = 0; i < hrefs.length; i += 3) setTimeout(() => preload(hrefs.slice(i, i + 3)));
  }));
})();
