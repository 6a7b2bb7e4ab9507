/**
 * Point and edit: the script the owner's preview page carries (never a live site) so that a click
 * on a heading, a text, an image or a section tells the app what "this" is.
 *
 * The page runs in an opaque origin (CSP sandbox), so it knows nothing of the app. The app turns
 * picking on with `{ type: 'zappy:pick-mode', on }`, sent from the parent window; the page answers
 * only the window and origin that sent it, with `{ type: 'zappy:pick', sectionId, path, text,
 * imageSlot, tag }`. `path` is the path the pick page marked the clicked text with
 * (`data-zappy-path`, a button's names its label and link), '' on an unmarked page; `text` is
 * what the element says, for the app to match when there is no path. While picking, clicks
 * select instead of following links, the element under the pointer (or keyboard focus) is
 * outlined, and Enter or Space picks the focused element.
 */
export const PICK_SCRIPT = `(function () {
  var on = false, appOrigin = null, marked = null;
  var style = document.createElement('style');
  style.textContent = '[data-zappy-pick]{outline:3px solid #4f46e5 !important;outline-offset:2px !important;cursor:crosshair !important}';
  document.head.appendChild(style);
  var SECTION = 'section[id],footer[id],footer[data-zappy-section]';
  // A marked text is picked whole: a click on a button's icon picks the button.
  function pickable(node) {
    if (!node || !node.closest) return null;
    return node.closest('img') || node.closest('[data-zappy-path]') ||
      node.closest('h1,h2,h3,h4,h5,h6,p,li,blockquote,figcaption,dt,dd,a,button,label,td,th') ||
      node.closest(SECTION);
  }
  function mark(el) {
    if (marked) marked.removeAttribute('data-zappy-pick');
    marked = el;
    if (el) el.setAttribute('data-zappy-pick', '');
  }
  function words(el) {
    return (el.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 500);
  }
  function send(el) {
    if (!appOrigin) return;
    var section = el.closest(SECTION);
    var image = el.tagName === 'IMG' ? el : null;
    var marked = image ? null : el.closest('[data-zappy-path]');
    window.parent.postMessage({
      type: 'zappy:pick',
      sectionId: section ? (section.getAttribute('data-zappy-section') || section.id) : '',
      path: marked ? marked.getAttribute('data-zappy-path') : '',
      text: image ? '' : (el.matches('section,footer') ? '' : words(el)),
      imageSlot: image ? (image.getAttribute('data-slot') || '') : '',
      tag: el.tagName.toLowerCase()
    }, appOrigin);
  }
  // Keyboard owners pick too: while picking, texts, images and sections take focus, and Enter or
  // Space on one picks it.
  var FOCUSABLE = '[data-zappy-path],h1,h2,h3,h4,h5,h6,p,li,blockquote,figcaption,img,' + SECTION;
  function focusable(yes) {
    document.querySelectorAll(yes ? FOCUSABLE : '[data-zappy-tab]').forEach(function (el) {
      if (yes && !el.hasAttribute('tabindex')) {
        el.setAttribute('tabindex', '0');
        el.setAttribute('data-zappy-tab', '');
      } else if (!yes) {
        el.removeAttribute('tabindex');
        el.removeAttribute('data-zappy-tab');
      }
    });
  }
  function key(event) {
    if (!on || (event.key !== 'Enter' && event.key !== ' ')) return;
    var el = pickable(event.target);
    if (!el) return;
    event.preventDefault();
    event.stopPropagation();
    send(el);
  }
  function over(event) { if (on) mark(pickable(event.target)); }
  function choose(event) {
    if (!on) return;
    var el = pickable(event.target);
    if (!el) return;
    event.preventDefault();
    event.stopPropagation();
    send(el);
  }
  document.addEventListener('mouseover', over, true);
  document.addEventListener('focusin', over, true);
  document.addEventListener('click', choose, true);
  document.addEventListener('keydown', key, true);
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || !event.data || event.data.type !== 'zappy:pick-mode') return;
    appOrigin = event.origin;
    on = event.data.on === true;
    focusable(on);
    if (!on) mark(null);
  });
})();`;
