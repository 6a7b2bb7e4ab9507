import type { SiteModel } from '@zappy/site-model/schema';
import { cleanText } from './escape';
import { fill, messagesFor } from './i18n';
import { visibleSections } from './sections';

/**
 * The export's `README.md`, in the site's language: the business, its sections and style, its
 * files, and how to host the site elsewhere. Owner text is escaped for Markdown.
 */
export function buildReadme(model: SiteModel, files: readonly string[], siteUrl: string): string {
  const b = model.business;
  const { readme: r } = messagesFor(model.locale.language);
  const md = (t: string) =>
    cleanText(t)
      .replace(/([\\`*_[\]<>#|])/g, '\\$1')
      .replace(/\s+/g, ' ')
      .trim();
  const sections = visibleSections(model)
    .map((s) => `- **${s.type}** (${s.layout})${s.heading.trim() ? `: ${md(s.heading)}` : ''}`)
    .join('\n');
  const intro = fill(r.intro, {
    name: md(b.companyName),
    industry: b.industry.trim() ? ` (${md(b.industry)})` : '',
  });
  return `# ${md(b.companyName)}

${md(b.tagline || b.description)}

${intro}
${siteUrl ? `\n${fill(r.live, { url: siteUrl })}\n` : ''}
## ${r.sections}

${sections}

${fill(r.style, { style: model.brand.style })}

## ${r.files}

${files.map((f) => `- \`${f}\``).join('\n')}

- \`index.html\`: ${r.fileIndex}
- \`styles.css\`: ${r.fileStyles}
- \`script.js\`: ${r.fileScript}
- \`images/\`: ${r.fileImages}

## ${r.hosting}

${r.hostingText}

${r.moving}

${r.forms}
`;
}
