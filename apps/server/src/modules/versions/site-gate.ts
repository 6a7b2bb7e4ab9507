import { HtmlValidate } from 'html-validate';

// The gate's one set of rules: tests that prove pages pass it call `htmlProblems` too.
const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });

/**
 * The quality gate every version passes before it is stored: the rendered pages are valid HTML.
 * Accessibility is the renderer's by construction (contrast corrected, landmarks, labels, alt
 * texts from the model) and is proven by the browser tests; markup validity is what a model
 * could still break (a text the renderer places where HTML forbids it), so it is checked at run
 * time, on every version.
 *
 * @example await htmlProblems({ 'index.html': '<!doctype html>…' }) // []
 */
export async function htmlProblems(pages: Readonly<Record<string, string>>): Promise<string[]> {
  const problems: string[] = [];
  for (const [path, html] of Object.entries(pages)) {
    const report = await validator.validateString(html);
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity === 2) problems.push(`${path}: ${message.message}`);
      }
    }
  }
  return problems;
}
