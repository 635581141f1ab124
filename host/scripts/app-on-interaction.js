// A public job page opened by a visitor who is not signed in (issue 31, docs/job-boards.md) is a
// whole document: the API wrote the job into it and its links (Apply now, Sign in, the menu's
// pages) work as plain links. The app (/main.js, which then loads the remotes) is fetched at the
// visitor's first key, tap, click or focus, and takes over the page as it does everywhere; a
// reader or a crawler that only reads runs no script. Copied into dist/ by scripts/prerender.mjs.
(function () {
  var events = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  var loaded = false;
  function loadApp() {
    if (loaded) return;
    loaded = true;
    events.forEach(function (name) {
      removeEventListener(name, loadApp, true);
    });
    var script = document.createElement('script');
    script.src = '/main.js';
    document.head.appendChild(script);
  }
  events.forEach(function (name) {
    addEventListener(name, loadApp, { capture: true, passive: true });
  });
})();
