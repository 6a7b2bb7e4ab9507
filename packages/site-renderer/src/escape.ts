// Characters that are parse errors or invisible traps in HTML text: C0/C1 controls (but tab,
// newline, carriage return), lone surrogates and noncharacters. Dropping them keeps every page
// valid whatever text the model holds (the fixture matrix feeds the Big List of Naughty Strings).
const UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Removes characters that must never reach HTML, XML or JSON output.
 *
 * @example cleanText('a\u0000b') // 'ab'
 */
export function cleanText(value: string): string {
  return value.replace(UNSAFE, '');
}

/**
 * Escapes text for HTML element content and quoted attribute values.
 *
 * @example escapeHtml('<script>') // '&lt;script&gt;'
 */
export function escapeHtml(value: string): string {
  return cleanText(value).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/**
 * Keeps only link targets that cannot run code: in-page anchors, relative paths, http(s),
 * mailto and tel. Anything else (javascript:, data:, vbscript:…) becomes `#`.
 *
 * @example safeHref('javascript:alert(1)') // '#'
 */
export function safeHref(value: string): string {
  const v = cleanText(value).trim();
  if (v === '') return '#';
  if (/^#[\w-]*$/.test(v)) return v;
  if (/^(https?:\/\/|mailto:|tel:)[^\s<>"'`]+$/i.test(v)) return v;
  // Relative paths: no scheme, no protocol-relative `//host`.
  if (/^(\.{0,2}\/)?[\w\-./?=&%~+]+$/.test(v) && !v.startsWith('//')) return v;
  return '#';
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<` is escaped so no text can close
 * the element, and U+2028/2029 so old parsers stay happy.
 *
 * @example jsonForScript({ a: '</script>' }) // '{"a":"\\u003c/script>"}'
 */
export function jsonForScript(value: unknown): string {
  return cleanText(JSON.stringify(value))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Escapes text for XML (sitemap) content.
 *
 * @example escapeXml('a&b') // 'a&amp;b'
 */
export function escapeXml(value: string): string {
  return escapeHtml(value);
}
