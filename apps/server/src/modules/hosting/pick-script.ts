/**
 * Point and edit: the script the owner's preview page carries (never a live site) so that a click
 * on a heading, a text, an image or a section tells the app what "this" is.
 *
 * The page runs in an opaque origin (CSP sandbox), so it knows nothing of the app. The app turns
 * picking on with `{ type: 'zappy:pick-mode', on }`, sent from the parent window; the page answers
 * only the window and origin that sent it, with `{ type: 'zappy:pick', sectionId, text,
 * imageSlot, tag }`. While picking, clicks select instead of following links, the element under
 * the pointer (or keyboard focus) is outlined, and Enter or Space picks the focused element.
 */
export const PICK_SCRIPT = `(function () {
  var on = false, appOrigin = null, marked = null;
  var style = document.createElement('style');
  style.textContent = '[data-zappy-pick]{outline:3px solid #4f46e5 !important;outline-offset:2px !important;cursor:crosshair !important}';
  document.head.appendChild(style);
  function pickable(node) {
    if (!node || !node.closest) return null;
    return node.closest('img,h1,h2,h3,h4,h5,h6,p,li,blockquote,figcaption,dt,dd,a,button,label,td,th') ||
      node.closest('section[id],footer[id]');
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
    var section = el.closest('section[id],footer[id]');
    var image = el.tagName === 'IMG' ? el : null;
    window.parent.postMessage({
      type: 'zappy:pick',
      sectionId: section ? section.id : '',
      text: image ? '' : (el.matches('section,footer') ? '' : words(el)),
      imageSlot: image ? (image.getAttribute('data-slot') || '') : '',
      tag: el.tagName.toLowerCase()
    }, appOrigin);
  }
  // Keyboard owners pick too: while picking, texts, images and sections take focus, and Enter or
  // Space on one picks it.
  var FOCUSABLE = 'h1,h2,h3,h4,h5,h6,p,li,blockquote,figcaption,img,section[id],footer[id]';
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
