// The one script a prerendered page loads while it paints (scripts/prerender.ts puts it in each
// page, deferred). A small classic script: it starts the app only after the page's first paint,
// so the app's JavaScript never competes with the HTML and CSS for a slow connection, and until
// the app has started it keeps the page usable:
// - the mobile menu opens and closes, and the banner's pause button pauses the banner (the header
//   and the banner take their state over when they hydrate);
// - a form is not submitted natively, which would put what the visitor typed into the address;
// - the last button of the page the visitor pressed is pressed again once the page has hydrated;
// - the language the visitor switches to is remembered.
// Its tag names the app's entry (data-entry) and the page's other chunks (data-preload), and on an
// English page, where the same page is in Hindi (data-hindi, the Hindi addresses' prefix): a first visit from a browser that asks
// for Hindi goes there before anything is painted (src/i18n/language.ts). A visitor who has chosen
// a language with the switch keeps it.
(function (document) {
  const tag = document.currentScript;
  if (!tag) return;
  const hindi = tag.dataset.hindi;
  if (hindi && /^hi\b/i.test(navigator.languages?.[0] ?? navigator.language ?? '')) {
    let chosen = 'en';
    try {
      chosen = localStorage.getItem('language');
    } catch {
      // No storage: treated as a choice of the page's language.
    }
    if (!chosen) {
      location.replace(hindi + location.pathname + location.search + location.hash);
      return;
    }
  }
  const entry = tag.dataset.entry;
  const preloads = (tag.dataset.preload ?? '').split(' ').filter(Boolean);

  function setMenu(toggle, open) {
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    toggle.setAttribute('aria-expanded', String(open));
    // The page's words for it, in its language (src/app/shell/Header.tsx).
    const label = toggle.dataset[open ? 'labelClose' : 'labelOpen'];
    if (label) toggle.setAttribute('aria-label', label);
    if (menu) menu.hidden = !open;
  }
  function setPaused(pause, paused) {
    pause.setAttribute('aria-pressed', String(paused));
    pause.closest('.disclaimer-banner')?.classList.toggle('disclaimer-banner--paused', paused);
  }
  function onClick(event) {
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest('.menu-toggle');
    if (toggle) setMenu(toggle, toggle.getAttribute('aria-expanded') !== 'true');
    const pause = target?.closest('.disclaimer-banner-pause');
    if (pause) setPaused(pause, pause.getAttribute('aria-pressed') !== 'true');
  }
  function onKeyDown(event) {
    const open = document.querySelector('.menu-toggle[aria-expanded="true"]');
    if (event.key === 'Escape' && open) setMenu(open, false);
  }
  // A button of the page pressed before the page has hydrated does nothing yet: the last one is
  // pressed again once it has (src/app/RootLayout.tsx announces it).
  let pressed = null;
  function onPress(event) {
    const button = event.target instanceof Element ? event.target.closest('main button') : null;
    if (button) pressed = button;
  }
  // The language switch is remembered as the app would (src/app/shell/LanguageSwitch.tsx): until the
  // switch itself has hydrated, after the page, a browser that asks for Hindi would otherwise be sent
  // straight back from the English page chosen. Kept for good: the app writes the same.
  function onSwitch(event) {
    const language = event.target instanceof Element && event.target.closest('.language-switch')?.hreflang;
    try {
      if (language) localStorage.setItem('language', language);
    } catch {
      // No storage: the page's own language counts as the choice (above), so it holds all the same.
    }
  }
  function onSubmit(event) {
    event.preventDefault();
  }
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('click', onPress);
  document.addEventListener('submit', onSubmit);
  document.addEventListener('click', onSwitch);
  // src/main.tsx announces the app just before it hydrates: the header and the banner are React's
  // from then on.
  document.addEventListener(
    'app:start',
    () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    },
    { once: true },
  );
  document.addEventListener(
    'app:hydrated',
    () => {
      document.removeEventListener('click', onPress);
      document.removeEventListener('submit', onSubmit);
      if (pressed?.isConnected) pressed.click();
    },
    { once: true },
  );

  let started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    // The page's chunks download beside the entry, not one after another as imports are found.
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  }
  // Once the page has painted and everything it shows has loaded (the `load` event). The paint is
  // the browser's own record of it: a frame callback can run before the frame reaches the screen.
  let painted = document.visibilityState === 'hidden'; // a background tab paints nothing until shown
  let loaded = document.readyState === 'complete';
  const startWhenReady = () => {
    if (painted && loaded) setTimeout(start, 0);
  };
  if (!painted && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted = true;
      startWhenReady();
    }).observe({ type: 'paint', buffered: true });
  } else if (!painted) {
    requestAnimationFrame(() => {
      painted = true;
      startWhenReady();
    });
  }
  addEventListener(
    'load',
    () => {
      loaded = true;
      startWhenReady();
    },
    { once: true },
  );
  startWhenReady();
})(document);
