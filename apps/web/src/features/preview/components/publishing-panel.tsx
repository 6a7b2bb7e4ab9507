import type { HostingPlatform } from '@zappy/contract/website';
import { directionOf, languageOf } from '@zappy/locales/names';
import { usePublishingWords } from '../lib/use-publishing-words';
import { DomainsPart } from './domains-part';
import { ExternalAddress, PartHeading } from './publishing-parts';
import { RepositoryPart } from './repository-part';

export interface PublishingPanelProps {
  websiteId: string;
  /** Where Zappy hosts the site; null until it is deployed. */
  liveUrl: string | null;
  /** The owner's verified domain the site is at, if any. */
  customDomainUrl: string | null;
  /** The platform the site is published to. */
  hostedOn: HostingPlatform;
  /** The site's newest version (null while the first is generated). */
  currentVersion: number | null;
  /** The site's language (a BCP 47 tag): the panel's words, dates and direction. */
  language?: string;
}

/** Each platform's own name: a name, the same in every language. */
const PLATFORM_NAMES: Record<HostingPlatform, string> = {
  zappy: 'Zappy',
  netlify: 'Netlify',
  vercel: 'Vercel',
};

/** Hosting, the owner's domains and the code repository (lazily loaded by PublishingSection). */
export function PublishingPanel({
  websiteId,
  liveUrl,
  customDomainUrl,
  hostedOn,
  currentVersion,
  language,
}: PublishingPanelProps) {
  const { words } = usePublishingWords(language);
  const lang = languageOf(language ?? 'en') ?? 'en';
  const siteUrl = customDomainUrl ?? liveUrl;
  return (
    <div lang={lang} dir={directionOf(lang)} className="divide-y divide-slate-200">
      <div className="px-5 py-4">
        <PartHeading>{words.hosting.title}</PartHeading>
        <dl className="mt-2 space-y-1 text-sm text-slate-800">
          <div>
            <dt className="inline">{words.hosting.platform} </dt>
            <dd className="inline font-medium">{PLATFORM_NAMES[hostedOn]}</dd>
          </div>
          {siteUrl ? (
            <div>
              <dt className="inline">{words.hosting.liveAt} </dt>
              <dd className="inline">
                <ExternalAddress href={siteUrl} words={words} />
              </dd>
            </div>
          ) : null}
          {customDomainUrl && liveUrl ? (
            <div>
              <dt className="inline">{words.hosting.zappyAddress} </dt>
              <dd className="inline">
                <ExternalAddress href={liveUrl} words={words} />
              </dd>
            </div>
          ) : null}
        </dl>
        {siteUrl ? null : <p className="mt-2 text-sm text-slate-700">{words.hosting.notLive}</p>}
      </div>
      <DomainsPart websiteId={websiteId} words={words} language={lang} />
      <RepositoryPart
        websiteId={websiteId}
        words={words}
        language={lang}
        currentVersion={currentVersion}
      />
    </div>
  );
}
