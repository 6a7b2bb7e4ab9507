import type { SiteModel } from '@zappy/site-model/schema';
import { cleanText } from './escape';
import { imageUrl } from './image-tags';
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
  // A credit's address is https without spaces or quotes (the schema's rule); brackets end a link.
  const mdUrl = (url: string) => url.replace(/\(/g, '%28').replace(/\)/g, '%29');
  const sections = visibleSections(model)
    .map((s) => `- **${s.type}** (${s.layout})${s.heading.trim() ? `: ${md(s.heading)}` : ''}`)
    .join('\n');
  // The photo services' terms ask for their photographers' credit wherever the photos go.
  const credits = model.images.flatMap((image) =>
    image.source === 'provider' && image.credit
      ? [
          `- \`${imageUrl(image)}\`: [${md(image.credit.name)}](${mdUrl(image.credit.url)}) / [${md(image.credit.provider)}](${mdUrl(image.credit.providerUrl)})`,
        ]
      : [],
  );
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
${credits.length > 0 ? `\n## ${r.credits}\n\n${credits.join('\n')}\n` : ''}
## ${r.hosting}

${r.hostingText}

${r.moving}

${r.forms}
`;
}
