// Static browser code shipped with every site. It is written by hand in ES2017 without
// dependencies, is the same for every site (cache-friendly), and reads everything it needs from
// data attributes, so no model text is ever placed into a script. Its words come from the page's
// `#z-l10n` JSON block (the renderer's dictionary in the site's language), so the same script
// speaks every language.

/**
 * `script.js`: mobile navigation, one-open-at-a-time FAQ, the forms (`data-zform`: contact and
 * newsletter, posted to their `action` with a form token, and a proof of work when the server
 * asks for one during a flood), then the accessibility toolbar
 * ~100 ms after start.
 * Every part checks that its elements exist, so a page without them runs without errors.
 */
export const SITE_SCRIPT = `(function () {
  'use strict';
  var d = document;
  var words = {};
  try { words = JSON.parse(d.getElementById('z-l10n').textContent) || {}; } catch (e) { words = {}; }
  var toggle = d.querySelector('.nav-toggle');
  var menu = d.getElementById('z-menu');
  function setMenu(open) {
    if (!toggle || !menu) return;
    toggle.setAttribute('aria-expanded', open ? 'true' : 'false');
    menu.classList.toggle('open', open);
  }
  if (toggle && menu) {
    toggle.addEventListener('click', function () {
      setMenu(toggle.getAttribute('aria-expanded') !== 'true');
    });
    menu.addEventListener('click', function (e) {
      if (e.target && e.target.closest && e.target.closest('a')) setMenu(false);
    });
    d.addEventListener('keydown', function (e) {
      if (e.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
        setMenu(false);
        toggle.focus();
      }
    });
  }
  Array.prototype.forEach.call(d.querySelectorAll('[data-accordion]'), function (group) {
    group.addEventListener('toggle', function (e) {
      var opened = e.target;
      if (!opened.open) return;
      Array.prototype.forEach.call(group.querySelectorAll('details[open]'), function (other) {
        if (other !== opened) other.open = false;
      });
    }, true);
  });
  // A proof of work the server asks for while a site is flooded (428 with the bits wanted): the
  // first counter whose SHA-256 of '<token>:<counter>' starts with that many zero bits, hashed in
  // batches so the page stays responsive.
  function zeroBits(buffer) {
    var bytes = new Uint8Array(buffer), bits = 0;
    for (var i = 0; i < bytes.length; i++) {
      if (bytes[i]) return bits + Math.clz32(bytes[i]) - 24;
      bits += 8;
    }
    return bits;
  }
  function prove(token, bits) {
    var encoder = new TextEncoder(), from = 0;
    function batch() {
      var hashes = [];
      for (var i = 0; i < 512; i++) hashes.push(crypto.subtle.digest('SHA-256', encoder.encode(token + ':' + (from + i))));
      return Promise.all(hashes).then(function (done) {
        for (var j = 0; j < done.length; j++) if (zeroBits(done[j]) >= bits) return String(from + j);
        from += 512;
        return batch();
      });
    }
    return batch();
  }
  var canProve = !!(window.crypto && crypto.subtle && window.TextEncoder && Math.clz32);
  // Forms posting to the hosting server (contact, newsletter): a form token fetched on first
  // focus, then a urlencoded POST asking for JSON. Without fetch the browser posts natively, and
  // so it does when a proof of work is asked and this browser cannot compute one (the server then
  // answers with a page to confirm on).
  Array.prototype.forEach.call(d.querySelectorAll('form[data-zform]'), function (form) {
    if (!window.fetch || !window.FormData || !window.URLSearchParams) return;
    var status = form.querySelector('[role=status]');
    var subscribe = form.getAttribute('data-zform') === 'subscribe';
    var field = form.querySelector('input[name=_zt]');
    var own = (form.getAttribute('action') || '').indexOf('/_zappy/') === 0;
    var pending = null;
    var fetched = false;
    function say(text) { if (status) status.textContent = text || ''; }
    function token() {
      if (!own || !field || fetched) return pending || Promise.resolve();
      fetched = true;
      pending = fetch('/_zappy/form-token', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
        .then(function (r) { return r.ok ? r.json() : {}; })
        .then(function (j) { if (j && typeof j.token === 'string') field.value = j.token; })
        .catch(function () { /* the post then says what went wrong */ });
      return pending;
    }
    // Posts the form (with a proof when one was found); asked for a proof, finds one and posts
    // again, at most three times (the flood may grow meanwhile). Resolves to the last answer, or
    // to null when the browser posts natively instead.
    function send(proof, round) {
      var body = new URLSearchParams(new FormData(form));
      if (proof) body.set('_pow', proof);
      return fetch(form.action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: body.toString()
      }).then(function (r) {
        if (r.status !== 428 || round > 2) return r;
        return r.json().catch(function () { return {}; }).then(function (j) {
          var bits = j && j.proof && j.proof.bits;
          if (!canProve || !field || typeof bits !== 'number') { form.submit(); return null; }
          return prove(field.value, bits).then(function (found) { return send(found, round + 1); });
        });
      });
    }
    form.addEventListener('focusin', token);
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      if (form.checkValidity && !form.checkValidity()) { form.reportValidity(); return; }
      var failed = subscribe ? words.subscribeFailed : words.failed;
      say(words.sending);
      token()
        .then(function () { return send('', 0); })
        .then(function (r) {
          if (!r) return;
          if (r.ok) {
            say(subscribe ? words.subscribed : words.sent);
            form.reset();
            // A token serves one message: the next one fetches its own.
            if (field) field.value = '';
            fetched = false;
            pending = null;
            return;
          }
          return r.json()
            .catch(function () { return {}; })
            .then(function (j) { say(j && typeof j.error === 'string' && j.error ? j.error : failed); });
        })
        .catch(function () { say(failed); });
    });
  });
  var root = d.documentElement;
  var a11y = root.getAttribute('data-a11y');
  if (a11y) {
    setTimeout(function () {
      var s = d.createElement('script');
      s.src = 'accessibility.js';
      s.defer = true;
      d.body.appendChild(s);
    }, 100);
  }
})();
`;

/**
 * Styles of the accessibility toolbar and of the adjustments it applies. A launcher at the bottom
 * keeps what is scrolled into view (a focused link, a form's button) clear of it.
 */
export const ACCESSIBILITY_CSS = `html[data-a11y^=bottom]{scroll-padding-bottom:5rem}
.a11y{position:fixed;z-index:60;bottom:1rem;right:1rem;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#111}
.a11y.bottom-left{right:auto;left:1rem}.a11y.top-right{bottom:auto;top:5rem}.a11y.top-left{bottom:auto;top:5rem;right:auto;left:1rem}
.a11y-btn{display:grid;place-items:center;width:3rem;height:3rem;border-radius:50%;border:2px solid #fff;background:#1d3fbb;color:#fff;font-size:1.5rem;cursor:pointer;box-shadow:0 4px 14px rgb(0 0 0 / 30%)}
.a11y-btn:focus-visible,.a11y-panel button:focus-visible{outline:3px solid #111;outline-offset:2px;box-shadow:0 0 0 6px #fff}
.a11y-panel{position:absolute;bottom:3.5rem;right:0;width:min(20rem,calc(100vw - 2rem));max-height:70vh;overflow:auto;padding:1rem;background:#fff;border:1px solid #6b7280;border-radius:12px;box-shadow:0 12px 32px rgb(0 0 0 / 25%)}
.a11y.bottom-left .a11y-panel,.a11y.top-left .a11y-panel{right:auto;left:0}.a11y.top-right .a11y-panel,.a11y.top-left .a11y-panel{bottom:auto;top:3.5rem}
.a11y-panel[hidden]{display:none}
.a11y-panel h2{margin:0 0 .75rem;font:700 1rem/1.3 inherit;letter-spacing:0;text-transform:none;color:#111}
.a11y-grid{display:grid;grid-template-columns:1fr 1fr;gap:.5rem}
.a11y-panel button.opt{min-height:3rem;padding:.4rem .5rem;border:1px solid #6b7280;border-radius:8px;background:#fff;color:#111;font:inherit;font-size:.85rem;cursor:pointer;text-align:center}
.a11y-panel button.opt[aria-pressed=true]{background:#1d3fbb;border-color:#1d3fbb;color:#fff}
.a11y-panel button.reset{margin-top:.75rem;width:100%;min-height:2.75rem;border:0;border-radius:8px;background:#111;color:#fff;font:inherit;cursor:pointer}
.a11y-guide{position:fixed;left:0;right:0;top:0;height:.6rem;background:rgb(29 63 187 / 35%);pointer-events:none;z-index:59}
.a11y.dark .a11y-btn{background:#111;border-color:#fff}
.a11y.dark .a11y-panel{background:#1f2937;border-color:#9ca3af;color:#fff}
.a11y.dark .a11y-panel h2{color:#fff}
.a11y.dark .a11y-panel button.opt{background:#111827;border-color:#9ca3af;color:#fff}
.a11y.dark .a11y-panel button.opt[aria-pressed=true]{background:#bfdbfe;border-color:#bfdbfe;color:#111}
.a11y.dark .a11y-panel button.reset{background:#fff;color:#111}
.a11y.dark .a11y-btn:focus-visible,.a11y.dark .a11y-panel button:focus-visible{outline-color:#fff;box-shadow:0 0 0 6px #111}
.a11y.light .a11y-btn{background:#fff;border-color:#1d3fbb;color:#1d3fbb}
html.a11y-invert{filter:invert(1) hue-rotate(180deg)}
html.a11y-invert img{filter:invert(1) hue-rotate(180deg)}
html.a11y-gray{filter:grayscale(1)}
html.a11y-links a{text-decoration:underline!important}
html.a11y-sp1 body *{letter-spacing:.05em!important;word-spacing:.12em!important}
html.a11y-sp2 body *{letter-spacing:.1em!important;word-spacing:.24em!important}
html.a11y-lh1 body *{line-height:1.9!important}
html.a11y-lh2 body *{line-height:2.3!important}
html.a11y-cursor,html.a11y-cursor *{cursor:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='48' height='48'%3E%3Cpath d='M4 2l18 40 5-16 16-5z' fill='%23000' stroke='%23fff' stroke-width='2'/%3E%3C/svg%3E") 4 2,auto!important}
html.a11y-still *,html.a11y-still *::before,html.a11y-still *::after{animation:none!important;transition:none!important;scroll-behavior:auto!important}
`;

/**
 * `accessibility.js`: a small, dependency-free, keyboard-accessible toolbar, labelled in the
 * page's language from its `#z-l10n` block. Settings persist in
 * localStorage. Invert colours and gray hues exclude each other; text to speech cycles
 * off, normal, fast, slow. It makes no requests except for its own stylesheet.
 */
export const ACCESSIBILITY_SCRIPT = `(function () {
  'use strict';
  var d = document, root = d.documentElement, KEY = 'zappy-a11y';
  if (d.querySelector('.a11y')) return;
  var position = root.getAttribute('data-a11y') || 'bottom-right';
  var theme = root.getAttribute('data-a11y-theme');
  var tools = root.getAttribute('data-a11y-tools');
  var css = d.createElement('link');
  css.rel = 'stylesheet';
  css.href = 'accessibility.css';
  d.head.appendChild(css);
  var words = {};
  try { words = JSON.parse(d.getElementById('z-l10n').textContent) || {}; } catch (e) { words = {}; }
  var state = {};
  try { state = JSON.parse(localStorage.getItem(KEY) || '{}') || {}; } catch (e) { state = {}; }
  var steps = { size: 4, spacing: 3, line: 3, speech: 4 };
  var speechNames = [words.speechOff, words.speechNormal, words.speechFast, words.speechSlow];
  var options = [
    ['size', 'step'], ['spacing', 'step'], ['line', 'step'], ['invert', 'flag'], ['gray', 'flag'],
    ['links', 'flag'], ['cursor', 'flag'], ['guide', 'flag'], ['speech', 'step'], ['still', 'flag']
  ];
  // The owner may offer only some tools; a setting saved for a tool no longer offered is dropped.
  if (tools) {
    var offered = tools.split(' ');
    options = options.filter(function (o) { return offered.indexOf(o[0]) >= 0; });
    Object.keys(state).forEach(function (k) { if (offered.indexOf(k) < 0) delete state[k]; });
  }
  var guide = null;
  function save() { try { localStorage.setItem(KEY, JSON.stringify(state)); } catch (e) { /* private mode */ } }
  function apply() {
    var sizes = ['', '112.5%', '125%', '140%'];
    root.style.fontSize = sizes[state.size || 0] || '';
    root.classList.toggle('a11y-sp1', state.spacing === 1);
    root.classList.toggle('a11y-sp2', state.spacing === 2);
    root.classList.toggle('a11y-lh1', state.line === 1);
    root.classList.toggle('a11y-lh2', state.line === 2);
    root.classList.toggle('a11y-invert', !!state.invert);
    root.classList.toggle('a11y-gray', !!state.gray);
    root.classList.toggle('a11y-links', !!state.links);
    root.classList.toggle('a11y-cursor', !!state.cursor);
    root.classList.toggle('a11y-still', !!state.still);
    if (state.guide && !guide) {
      guide = d.createElement('div');
      guide.className = 'a11y-guide';
      guide.setAttribute('aria-hidden', 'true');
      d.body.appendChild(guide);
    } else if (!state.guide && guide) { guide.remove(); guide = null; }
    if (!state.speech && window.speechSynthesis) window.speechSynthesis.cancel();
  }
  d.addEventListener('mousemove', function (e) { if (guide) guide.style.transform = 'translateY(' + (e.clientY - 5) + 'px)'; });
  d.addEventListener('click', function (e) {
    if (!state.speech || !window.speechSynthesis || !e.target || e.target.closest('.a11y')) return;
    var text = (e.target.innerText || '').trim();
    if (!text) return;
    var u = new SpeechSynthesisUtterance(text.slice(0, 500));
    u.lang = root.lang || 'en';
    u.rate = [1, 1, 1.5, 0.7][state.speech] || 1;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(u);
  });
  var box = d.createElement('aside');
  box.className = 'a11y ' + position + (theme === 'dark' || theme === 'light' ? ' ' + theme : '');
  box.setAttribute('aria-label', words.toolbar);
  var btn = d.createElement('button');
  btn.type = 'button';
  btn.className = 'a11y-btn';
  btn.setAttribute('aria-expanded', 'false');
  btn.setAttribute('aria-controls', 'a11y-panel');
  btn.setAttribute('aria-label', words.toolbarOpen);
  btn.textContent = '\\u267F';
  var panel = d.createElement('div');
  panel.id = 'a11y-panel';
  panel.className = 'a11y-panel';
  panel.hidden = true;
  var title = d.createElement('h2');
  title.textContent = words.toolbarTitle;
  panel.appendChild(title);
  var grid = d.createElement('div');
  grid.className = 'a11y-grid';
  panel.appendChild(grid);
  var buttons = {};
  function label(key, kind) {
    var v = state[key] || 0;
    var name = words[key];
    if (kind === 'flag') return name;
    if (key === 'speech') return name + ': ' + speechNames[v];
    return name + (v ? ': ' + (v + 1) + '/' + steps[key] : '');
  }
  function refresh() {
    options.forEach(function (o) {
      var b = buttons[o[0]];
      b.textContent = label(o[0], o[1]);
      b.setAttribute('aria-pressed', state[o[0]] ? 'true' : 'false');
    });
  }
  options.forEach(function (o) {
    var b = d.createElement('button');
    b.type = 'button';
    b.className = 'opt';
    b.addEventListener('click', function () {
      var key = o[0];
      if (o[1] === 'flag') state[key] = !state[key];
      else state[key] = ((state[key] || 0) + 1) % steps[key];
      if (key === 'invert' && state.invert) state.gray = false;
      if (key === 'gray' && state.gray) state.invert = false;
      save(); apply(); refresh();
    });
    buttons[o[0]] = b;
    grid.appendChild(b);
  });
  var reset = d.createElement('button');
  reset.type = 'button';
  reset.className = 'reset';
  reset.textContent = words.reset;
  reset.addEventListener('click', function () { state = {}; save(); apply(); refresh(); });
  panel.appendChild(reset);
  function open(v) { panel.hidden = !v; btn.setAttribute('aria-expanded', v ? 'true' : 'false'); }
  btn.addEventListener('click', function () { open(panel.hidden); });
  box.addEventListener('keydown', function (e) { if (e.key === 'Escape' && !panel.hidden) { open(false); btn.focus(); } });
  box.appendChild(btn);
  box.appendChild(panel);
  d.body.appendChild(box);
  apply(); refresh();
})();
`;
