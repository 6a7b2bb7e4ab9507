// The page the hosting server answers with when a site's form was posted without JavaScript
// (script.js posts with fetch and shows the result in the form itself). Same language,
// direction and styles as the site; no script at all.
import type { SiteModel } from '@zappy/site-model/schema';
import { cleanText, escapeHtml } from './escape';
import { messagesFor, textDirection } from './i18n';
import { CONTACT_ACTION } from './sections';

export type FormPageState = 'sent' | 'subscribed' | 'error' | 'confirm';

export type FormPageOptions = {
  state: FormPageState;
  /** The text shown (e.g. an error's reason); the state's own words when absent. */
  message?: string;
  /** `confirm`: the fields the visitor sent, posted again as hidden inputs. */
  fields?: Record<string, string>;
  /** `confirm`: a fresh form token, posted as `_zt`. */
  token?: string;
  /** `confirm`: where the form posts; a site-relative path (default `/_zappy/contact`). */
  action?: string;
};

/** The form fields a confirmation carries again, in the order they are shown. */
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** Only a site-relative path: the confirmation never posts a visitor's words elsewhere. */
function sitePath(action: string | undefined): string {
  const v = cleanText(action ?? '').trim();
  return /^\/(?!\/)[\w\-./]*$/.test(v) ? v : CONTACT_ACTION;
}

/**
 * A full HTML page for a form posted without JavaScript: sent, subscribed, an error, or (when the
 * post had no form token) a confirmation form that posts the same fields again with a fresh
 * token. Everything is escaped; the page links back to `/` and uses the site's `/styles.css`.
 *
 * @example
 * renderFormResponsePage(model, { state: 'sent' });
 * renderFormResponsePage(model, {
 *   state: 'confirm',
 *   fields: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' },
 *   token: 'abc',
 *   action: '/_zappy/contact',
 * });
 */
export function renderFormResponsePage(model: SiteModel, options: FormPageOptions): string {
  const language = model.locale.language;
  const t = messagesFor(language);
  const dir = textDirection(language, model.locale.direction);
  const p = t.formPage;
  const title = {
    sent: p.sentTitle,
    subscribed: p.subscribedTitle,
    error: p.errorTitle,
    confirm: p.confirmTitle,
  }[options.state];
  const own = {
    sent: t.script.sent,
    subscribed: t.newsletter.subscribed,
    error: p.errorText,
    confirm: p.confirmText,
  }[options.state];
  const message = cleanText(options.message ?? '').trim() || own;
  const role = options.state === 'error' ? 'alert' : 'status';
  let body = `<p role="${role}">${escapeHtml(message)}</p>`;
  if (options.state === 'confirm') {
    const labels: Record<(typeof FIELDS)[number], string> = {
      name: t.formName,
      email: t.formEmail,
      subject: t.formSubject,
      message: t.formMessage,
    };
    const fields = FIELDS.flatMap((key) => {
      const value = options.fields?.[key];
      return typeof value === 'string' ? [[key, cleanText(value)] as const] : [];
    });
    const summary = fields
      .filter(([, value]) => value.trim() !== '')
      .map(([key, value]) => `<dt>${escapeHtml(labels[key])}</dt><dd>${escapeHtml(value)}</dd>`)
      .join('');
    const hidden = [...fields, ['website', ''] as const, ['_zt', options.token ?? ''] as const]
      .map(([key, value]) => `<input type="hidden" name="${key}" value="${escapeHtml(value)}">`)
      .join('');
    body +=
      (summary ? `<dl>${summary}</dl>` : '') +
      `<form class="form" method="post" action="${escapeHtml(sitePath(options.action))}">${hidden}<button class="btn" type="submit">${escapeHtml(p.confirmButton)}</button></form>`;
  }
  const name = cleanText(model.business.companyName).trim();
  const pageTitle = name ? `${title} | ${name}` : title;
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(language)}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(pageTitle.length > 70 ? title : pageTitle)}</title>` +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/styles.css"></head>` +
    // The site's own header and a card, in its stylesheet: the visitor stays on the business's site.
    `<body><header class="hdr"><div class="wrap nav-row"><a class="brand" href="/"><span>${escapeHtml(name || title)}</span></a></div></header>` +
    `<main id="z-main" class="sec"><div class="wrap"><div class="card"><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">${escapeHtml(t.notFound.home)}</a></p></div></div></main></body></html>`
  );
}
