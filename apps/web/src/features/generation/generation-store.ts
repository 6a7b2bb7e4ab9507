import { create } from 'zustand';
import type { DeploymentStatusInfo } from '@zappy/contract/deployment';
import type { GenerateResponse, ProgressMessage } from '@zappy/contract/generation';
import type { GenerationStep } from '@zappy/contract/generation-steps';
import type { WebsiteDetail } from '@zappy/contract/website';

/*
 * Types only from the contract: its runtime values live next to zod schemas, and this store is
 * loaded with the app shell (the wizard route reads it), which must stay free of zod.
 */

/**
 * Spec section 3, "Website state", without the websites themselves: those are server state in
 * the query cache (`lib/get-website.ts`), which the flow writes into. What is left is the flow's
 * own state, plus what the progress modals show.
 */
export interface GenerationState {
  loading: boolean;
  error: string | null;
  generating: boolean;
  generationSessionId: string | null;
  showProgress: boolean;
  pendingWebsiteId: string | null;
  deploying: boolean;
  showDeploymentProgress: boolean;
  deploymentStatus: DeploymentStatusInfo | null;
  /** The finished site whose deployment the flow follows (kept after it ends). */
  deploymentWebsiteId: string | null;
  /** Its version: the stream may open on the previous version's deployment. */
  deploymentVersion: number;

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
  completeGeneration: (website: WebsiteDetail) => void;
  updateDeployment: (info: DeploymentStatusInfo) => void;
  closeProgress: () => void;
  closeDeploymentProgress: () => void;
  reset: () => void;
}

const initialState = {
  loading: false,
  error: null,
  generating: false,
  generationSessionId: null,
  showProgress: false,
  pendingWebsiteId: null,
  deploying: false,
  showDeploymentProgress: false,
  deploymentStatus: null,
  deploymentWebsiteId: null,
  deploymentVersion: 0,
  generationProgress: null,
  failedStep: null,
  generationStartedAt: null,
  isRegeneration: false,
} satisfies Partial<GenerationState>;

/** Spec section 4, "Generation" and "Deployment". */
export const useGenerationStore = create<GenerationState>()((set) => ({
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
      deploymentWebsiteId: null,
      deploymentVersion: 0,
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
      deploymentWebsiteId: null,
      deploymentVersion: 0,
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

  completeGeneration: (website) => {
    const deployment = website.deployment;
    // Deployment starts right after generation; its first status may not be stored yet.
    const isDeploymentFinal = deployment?.finalStatus ?? false;
    set({
      generating: false,
      showProgress: false,
      pendingWebsiteId: null,
      error: null,
      deploymentStatus: deployment,
      deploying: !isDeploymentFinal,
      showDeploymentProgress: deployment?.status !== 'live',
      deploymentWebsiteId: website.websiteId,
      deploymentVersion: website.currentVersion ?? 0,
    });
  },

  updateDeployment: (info) => {
    set((state) => ({
      deploymentStatus: info,
      // Final statuses end the deploying flag; a timeout may still complete.
      deploying: !info.finalStatus,
      // Completion hides the progress; a failure stays on screen until dismissed.
      showDeploymentProgress: info.status === 'live' ? false : state.showDeploymentProgress,
    }));
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
