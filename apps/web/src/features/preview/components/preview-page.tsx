import { useCallback, useState, type ReactNode } from 'react';
import {
  ArrowLeft,
  FileX2,
  MessageSquareText,
  MousePointerClick,
  TriangleAlert,
} from 'lucide-react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { WebsiteDetail } from '@zappy/contract/website';
import { BusyBadge } from '../../../components/ui/busy-badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useWebsite, websiteQueryKey } from '../../../lib/get-website';
import { useAppWords } from '../../../lib/use-app-words';
import { CUSTOMIZE_PANEL_ID, CustomizePanel, type CustomizationChatSlot } from './customize-panel';
import { FeedbackPanel } from './feedback-panel';
import { FidelityPanel } from './fidelity-panel';
import { PreviewActions, type IntegrationsSlot } from './preview-actions';
import { PreviewFrame } from './preview-frame';
import { PublishingSection } from './publishing-section';
import { VersionsPanel } from './versions-panel';
import { pickPageUrl, usePointAndEdit } from '../hooks/use-point-and-edit';

export interface PreviewPageProps {
  /**
   * The "Deploying..." indicator with its View Status modal, which the app composes in from the
   * generation feature. `onSettled` reloads the website when the deployment ends.
   */
  renderDeploymentIndicator?: (website: WebsiteDetail, onSettled: () => void) => ReactNode;
  isRegenerating?: boolean;
  /** Starts a regeneration with the owner's improvements (composed in from generation). */
  onRegenerate?: (improvements: string) => Promise<unknown>;
  /** The Customize Website chat in the left third (composed in from customization). */
  renderCustomizationChat?: (chat: CustomizationChatSlot) => ReactNode;
  /**
   * The Integrations button with its panel and dialogs (composed in from integrations). Its
   * `onApplied` reloads the preview, as a customization does.
   */
  renderIntegrations?: (slot: IntegrationsSlot) => ReactNode;
}

function StateMessage({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <title>{`${title} · Zappy`}</title>
      {icon}
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
      <ButtonLink to="/dashboard" className="mt-8">
        Go to Dashboard
      </ButtonLink>
    </section>
  );
}

/**
 * The language the site is written in, from its model's locale; undefined while the first
 * version is generated. The model is read as sent: only the one field is looked at.
 */
function siteLanguageOf(website: WebsiteDetail): string | undefined {
  const content = website.content as { locale?: { language?: unknown } } | null;
  const language = content?.locale?.language;
  return typeof language === 'string' ? language : undefined;
}

/** `/preview/{websiteId}` (spec section 2, "Preview"). */
export function PreviewPage({
  renderDeploymentIndicator,
  isRegenerating = false,
  onRegenerate = () => Promise.resolve(),
  renderCustomizationChat,
  renderIntegrations,
}: PreviewPageProps) {
  const { websiteId = '' } = useParams();
  // Below lg the chat is a slide-over the owner opens; from lg it is always in view.
  const [isCustomizeOpen, setIsCustomizeOpen] = useState(false);
  const query = useWebsite(websiteId);
  const queryClient = useQueryClient();
  // The page's own controls speak the site's language; its spec texts stay English.
  const language = query.data ? siteLanguageOf(query.data) : undefined;
  const words = useAppWords(language).words.preview;
  // A pick names the chat's subject; below lg the chat is a slide-over, so it opens to show it.
  const openCustomize = useCallback(() => {
    setIsCustomizeOpen(true);
  }, []);
  const pointAndEdit = usePointAndEdit(
    websiteId,
    openCustomize,
    words.pointAndEdit,
    query.data?.currentVersion ?? null,
  );

  if (query.isPending) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <title>Website Preview · Zappy</title>
        <Spinner label="Loading your website..." />
      </div>
    );
  }

  if (query.isError) {
    const { error } = query;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return (
        <StateMessage
          title="Website Not Found"
          icon={<FileX2 aria-hidden="true" className="size-12 text-slate-500" />}
        >
          <p className="mt-2 text-slate-700">
            The website you&apos;re looking for doesn&apos;t exist.
          </p>
        </StateMessage>
      );
    }
    return (
      <StateMessage
        title="Error Loading Website"
        icon={<TriangleAlert aria-hidden="true" className="size-12 text-red-700" />}
      >
        <p role="alert" className="mt-2 text-slate-700">
          {error.message}
        </p>
      </StateMessage>
    );
  }

  const website = query.data;
  const frameUrl = website.liveUrl ?? website.previewUrl;
  const pickUrl = website.previewUrl ? pickPageUrl(website.previewUrl) : null;
  const shownUrl = pointAndEdit.usesPickPage && pickUrl ? pickUrl : frameUrl;
  // A new version (regenerated or restored, wherever that happened) or a deployment that moved
  // on is new content behind the same address: the frame loads it afresh.
  const shownContent = `${website.currentVersion ?? 0}-${website.deployment?.versionNumber ?? 0}-${website.deployment?.status ?? 'none'}`;
  const onDeploymentSettled = () => {
    void queryClient.invalidateQueries({ queryKey: websiteQueryKey(websiteId) });
  };

  return (
    <div className="mx-auto flex w-full max-w-[1600px] flex-col px-4 py-6 sm:px-6 lg:px-8">
      <title>{`Website Preview · ${website.name} · Zappy`}</title>
      <header className="flex flex-col gap-4 border-b border-slate-200 pb-5 xl:flex-row xl:items-end xl:justify-between">
        <div className="min-w-0">
          <ButtonLink to="/dashboard" variant="ghost" size="sm" className="-ml-3">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Dashboard
          </ButtonLink>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Website Preview
            </h1>
            {isRegenerating ? <BusyBadge tone="amber" label="Regenerating..." /> : null}
            {renderDeploymentIndicator?.(website, onDeploymentSettled)}
          </div>
          <p className="mt-1 truncate text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{website.name}</span>
            {website.industry ? <> · {website.industry}</> : null}
            {website.currentVersion ? <> · {words.version(website.currentVersion)}</> : null}
          </p>
        </div>
        <PreviewActions
          websiteId={website.websiteId}
          websiteName={website.name}
          siteUrl={frameUrl}
          isRegenerating={isRegenerating}
          onRegenerate={onRegenerate}
          onIntegrationsApplied={onDeploymentSettled}
          renderIntegrations={renderIntegrations}
          language={language}
        />
      </header>

      <Button
        variant="secondary"
        className="mt-6 self-start lg:hidden"
        aria-haspopup="dialog"
        aria-expanded={isCustomizeOpen}
        aria-controls={CUSTOMIZE_PANEL_ID}
        onClick={() => {
          setIsCustomizeOpen(true);
        }}
      >
        <MessageSquareText aria-hidden="true" className="size-4" />
        {words.customize}
      </Button>
      <div className="mt-6 grid min-w-0 flex-1 gap-6 lg:grid-cols-3">
        <CustomizePanel
          websiteId={website.websiteId}
          language={language}
          onUpdated={onDeploymentSettled}
          renderChat={renderCustomizationChat}
          subject={pointAndEdit.subject}
          onClearSubject={pointAndEdit.clearSubject}
          isOpen={isCustomizeOpen}
          onClose={() => {
            setIsCustomizeOpen(false);
          }}
        />
        <div className="min-w-0 lg:col-span-2">
          <p
            role="status"
            dir="auto"
            className="mb-2 min-h-5 text-sm text-slate-700 empty:mb-0 empty:min-h-0"
          >
            {pointAndEdit.isPicking
              ? words.pointAndEdit.picking
              : pointAndEdit.pickError
                ? words.pointAndEdit[pointAndEdit.pickError]
                : ''}
          </p>
          {shownUrl ? (
            <PreviewFrame
              key={`${shownUrl}-${shownContent}`}
              url={shownUrl}
              websiteName={website.name}
              words={words}
              frameRef={pointAndEdit.frameRef}
              onLoad={pointAndEdit.onFrameLoad}
              tools={
                pickUrl ? (
                  <Button
                    variant={pointAndEdit.isPicking ? 'primary' : 'secondary'}
                    size="sm"
                    aria-pressed={pointAndEdit.isPicking}
                    onClick={pointAndEdit.togglePicking}
                  >
                    <MousePointerClick aria-hidden="true" className="size-4" />
                    {words.pointAndEdit.button}
                  </Button>
                ) : null
              }
            />
          ) : (
            <div className="flex h-full min-h-[24rem] items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-700">
              <p dir="auto">{words.noPage}</p>
            </div>
          )}
        </div>
      </div>

      {website.fidelity ? (
        <div className="mt-6 min-w-0">
          <FidelityPanel
            fidelity={website.fidelity}
            currentVersion={website.currentVersion}
            words={words.fidelity}
          />
        </div>
      ) : null}

      <div className="mt-6 grid min-w-0 gap-6 lg:grid-cols-2">
        <VersionsPanel
          websiteId={website.websiteId}
          versions={website.versions}
          isBusy={isRegenerating || website.status === 'generating'}
          language={language}
        />
        <FeedbackPanel
          websiteId={website.websiteId}
          entries={website.feedback}
          language={language}
        />
      </div>

      <div className="mt-6 min-w-0">
        <PublishingSection
          title={words.publishing}
          loadingLabel={words.publishingLoading}
          websiteId={website.websiteId}
          liveUrl={website.liveUrl}
          customDomainUrl={website.customDomainUrl}
          hostedOn={website.hostedOn}
          currentVersion={website.currentVersion}
          language={language}
        />
      </div>
    </div>
  );
}
