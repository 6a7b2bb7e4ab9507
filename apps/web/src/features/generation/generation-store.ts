import { create } from 'zustand';
import type { DeploymentStatusInfo } from '@zappy/contract/deployment';
import type { GenerateResponse, ProgressMessage } from '@zappy/contract/generation';
import type { GenerationStep } from '@zappy/contract/generation-steps';
import type { WebsiteDetail } from '@zappy/contract/website';

/*
 * Types only from the contract: its runtime values live next to zod schemas, and this store is
 * loaded with the app shell (the wizard route reads it), which must stay free of zod.
 */

/** Spec section 3, "Website state", plus what the progress modals show. */
export interface WebsiteState {
  currentWebsite: WebsiteDetail | null;
  websites: WebsiteDetail[];
  loading: boolean;
  error: string | null;
  generating: boolean;
  previewUrl: string | null;
  generationSessionId: string | null;
  showProgress: boolean;
  pendingWebsiteId: string | null;
  deploying: boolean;
  showDeploymentProgress: boolean;
  deploymentStatus: DeploymentStatusInfo | null;

  /** The latest message from the progress socket. */
  generationProgress: ProgressMessage | null;
  /** The last step reached before an error, so the modal can mark where it stopped. */
  failedStep: GenerationStep | null;
  /** When the owner pressed Generate (the mm:ss timer counts from here). */
  generationStartedAt: number | null;
  /** True while the job is a new version of an existing site rather than a new site. */
  isRegeneration: boolean;

  beginGeneration: (sessionId: string, now?: number) => void;
  /** Regenerate pressed in the preview: the site is known, its new session is not yet. */
  beginRegeneration: (websiteId: string, now?: number) => void;
  receiveGenerateResponse: (response: GenerateResponse) => void;
  receiveProgress: (message: ProgressMessage) => void;
  /** A failed start (or a completed site that could not be loaded): the modal closes. */
  failGeneration: (message: string) => void;
  completeGeneration: (website: WebsiteDetail, previewUrl?: string | null) => void;
  updateDeployment: (info: DeploymentStatusInfo) => void;
  closeProgress: () => void;
  closeDeploymentProgress: () => void;
  reset: () => void;
}

const initialState = {
  currentWebsite: null,
  websites: [],
  loading: false,
  error: null,
  generating: false,
  previewUrl: null,
  generationSessionId: null,
  showProgress: false,
  pendingWebsiteId: null,
  deploying: false,
  showDeploymentProgress: false,
  deploymentStatus: null,
  generationProgress: null,
  failedStep: null,
  generationStartedAt: null,
  isRegeneration: false,
} satisfies Partial<WebsiteState>;

function withLiveUrl(website: WebsiteDetail, info: DeploymentStatusInfo): WebsiteDetail {
  return { ...website, deployment: info, liveUrl: info.liveUrl ?? website.liveUrl };
}

/** Spec section 4, "Generation" and "Deployment". */
export const useWebsiteStore = create<WebsiteState>()((set) => ({
  ...initialState,

  beginGeneration: (sessionId, now = Date.now()) => {
    set({
      generating: true,
      showProgress: true,
      generationSessionId: sessionId,
      pendingWebsiteId: null,
      error: null,
      generationProgress: null,
      failedStep: null,
      generationStartedAt: now,
      isRegeneration: false,
      deploying: false,
      showDeploymentProgress: false,
      deploymentStatus: null,
    });
  },

  beginRegeneration: (websiteId, now = Date.now()) => {
    set({
      generating: true,
      showProgress: true,
      // The progress socket opens once the server has answered with the new session id.
      generationSessionId: null,
      pendingWebsiteId: websiteId,
      error: null,
      generationProgress: null,
      failedStep: null,
      generationStartedAt: now,
      isRegeneration: true,
      deploying: false,
      showDeploymentProgress: false,
      deploymentStatus: null,
    });
  },

  receiveGenerateResponse: (response) => {
    // The server always answers 'generating': the site arrives through the progress socket.
    set({ pendingWebsiteId: response.websiteId, generationSessionId: response.sessionId });
  },

  receiveProgress: (message) => {
    set((state) => {
      const { pendingWebsiteId } = state;
      // A reused wizard session may replay an older site's last state first.
      if (pendingWebsiteId !== null && message.websiteId !== pendingWebsiteId) return {};
      if (message.type === 'error') {
        const previous = state.generationProgress?.step ?? null;
        return {
          generationProgress: message,
          generating: false,
          failedStep: previous === 'error' || previous === 'completed' ? null : previous,
          error: message.message,
        };
      }
      return { generationProgress: message };
    });
  },

  failGeneration: (message) => {
    set({ generating: false, showProgress: false, error: message });
  },

  completeGeneration: (website, previewUrl) => {
    set((state) => {
      const deployment = website.deployment;
      // Deployment starts right after generation; its first status may not be stored yet.
      const isDeploymentFinal = deployment?.finalStatus ?? false;
      return {
        currentWebsite: website,
        // Spec section 4: a new site goes to the front; a regenerated one keeps its place.
        websites:
          state.isRegeneration && state.websites.some((w) => w.websiteId === website.websiteId)
            ? state.websites.map((w) => (w.websiteId === website.websiteId ? website : w))
            : [website, ...state.websites.filter((w) => w.websiteId !== website.websiteId)],
        previewUrl: previewUrl ?? website.previewUrl,
        generating: false,
        showProgress: false,
        pendingWebsiteId: null,
        error: null,
        deploymentStatus: deployment,
        deploying: !isDeploymentFinal,
        showDeploymentProgress: deployment?.status !== 'live',
      };
    });
  },

  updateDeployment: (info) => {
    set((state) => {
      const isLive = info.status === 'live';
      const website = state.currentWebsite && withLiveUrl(state.currentWebsite, info);
      return {
        deploymentStatus: info,
        // Final statuses end the deploying flag; a timeout may still complete.
        deploying: !info.finalStatus,
        // Completion hides the progress; a failure stays on screen until dismissed.
        showDeploymentProgress: isLive ? false : state.showDeploymentProgress,
        currentWebsite: website,
        websites: website
          ? state.websites.map((w) => (w.websiteId === website.websiteId ? website : w))
          : state.websites,
      };
    });
  },

  closeProgress: () => {
    set({ showProgress: false, generating: false, generationProgress: null, failedStep: null });
  },

  closeDeploymentProgress: () => {
    set({ showDeploymentProgress: false });
  },

  reset: () => {
    set(initialState);
  },
}));
