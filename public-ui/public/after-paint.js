// Loads the app into a page the server rendered (api/src/modules/ssr) once the browser has painted it:
// the page shows without script, and scripts fetched and run before the first paint would hold it up.
// The server names the entry and the modules to preload in this element's data attributes.
(() => {
  const me = document.currentScript;
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
