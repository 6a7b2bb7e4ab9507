import { randomUUID } from 'node:crypto';
import type { Brain, CustomizationState } from '@zappy/ai/brain';
import { CustomizationStateSchema } from '@zappy/ai/brain';
import type {
  CustomizationContinueRequest,
  CustomizationStartRequest,
  EditSubject,
  SearchPhotosResponse,
} from '@zappy/contract/customization';
import type { PhotoFailure } from '@zappy/contract/photos';
import type { Widget, WidgetResponse } from '@zappy/contract/widgets';
import { byLanguage } from '@zappy/locales/languages';
import { languageOf } from '@zappy/locales/names';
import type { PhotoSearchProblem } from '@zappy/locales/types';
import { photosWithoutDescription } from '@zappy/site-model/image-text';
import type { SiteModel } from '@zappy/site-model/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PreviewTokens } from '../../lib/preview-token';
import {
  findCustomizationSession,
  insertCustomizationSession,
  saveCustomizationState,
} from './customization.repository';
import type { CustomizationService } from './customization.service';

/**
 * Photos the owner can search for from the chat's image widget (decision 040): a port, so this
 * module does not depend on the photos module, which implements it.
 */
export interface ChatPhotos {
  /** Whether a photo service or an image generator is set up on this Zappy. */
  isOn: boolean;
  /** Photos of the words to choose from for the site, offered to it; or none, and why. */
  offer(
    websiteId: string,
    model: SiteModel,
    search: { query: string; language: string; slots: readonly string[] },
  ): Promise<SearchPhotosResponse>;
}

export interface CustomizationChatDeps {
  db: Db;
  brain: Brain;
  customization: Pick<CustomizationService, 'current'>;
  previews: PreviewTokens;
  photos: ChatPhotos;
}

const SESSION_NOT_FOUND = 'Customization session not found';

const REPLIES = byLanguage((locale) => locale.customize.replies);

/** How the owner is told a search gave nothing to choose from ("no results" has its own words). */
const PROBLEMS: Readonly<Record<Exclude<PhotoFailure, 'no_results'>, PhotoSearchProblem>> = {
  unauthorized: 'unauthorized',
  rate_limited: 'rate_limited',
  timeout: 'unavailable',
  unreachable: 'unavailable',
  not_an_image: 'unusable',
  too_large: 'unusable',
  unreadable: 'unusable',
};

type WidgetDone = 'image_replaced' | 'business_saved';

/**
 * What the owner answered a widget with: a change finished in the widget itself (an image
 * replaced, business info saved: already live, so the chat only acknowledges it), or the words
 * the Brain reads.
 */
function widgetInput(response: WidgetResponse): { message: string } | { done: WidgetDone } {
  if (response.type === 'image_replace' && response.action === 'replaced') {
    return { done: 'image_replaced' };
  }
  if (response.type === 'business_editor' && response.action === 'saved') {
    return { done: 'business_saved' };
  }
  if (response.values) return { message: response.values.join(', ') };
  return { message: String(response.value ?? '') };
}

/**
 * The customization chat (spec section 7, `start` and `continue`): each turn asks the Brain with
 * the site's current model and the session's state, and answers the reply, a widget, and, when
 * the change is complete, `readyToApply` with its `customizationData` for the client to apply.
 */
export function createCustomizationChat(deps: CustomizationChatDeps) {
  const { db, brain, customization, previews, photos } = deps;

  /**
   * A widget as the browser can show it: the site's images at addresses the owner's browser can
   * load (the sandboxed preview files of the current version), each photo nobody has described
   * marked so the widget asks for its words, the business editor bound to the website and filled
   * with its current details.
   */
  function forClient(
    widget: Widget | null,
    websiteId: string,
    versionNumber: number,
    model: SiteModel,
  ): Widget | null {
    if (!widget) return null;
    if (widget.type === 'business_editor') {
      const { companyName, contactDetails, businessHours } = model.business;
      return {
        ...widget,
        websiteId,
        extractedBusinessInfo: widget.extractedBusinessInfo ?? {
          companyName,
          contactDetails,
          businessHours,
        },
      };
    }
    if (widget.type !== 'image_replace' || !widget.images) return widget;
    const base = `/api/website/preview-files/${encodeURIComponent(previews.issue(websiteId, versionNumber))}/`;
    const absolute = (url: string) => (url.startsWith('images/') ? `${base}${url}` : url);
    const undescribed = new Set(photosWithoutDescription(model));
    return {
      ...widget,
      images: widget.images.map((image) => ({
        ...image,
        url: absolute(image.url),
        currentImageUrl: absolute(image.currentImageUrl ?? image.url),
        ...(undescribed.has(image.dataSlot ?? image.id) ? { needsDescription: true } : {}),
      })),
    };
  }

  /**
   * An image widget with its photo search as this Zappy can run it (decision 040): the photos
   * of the words the Brain read, or only the search box; without any photo source, the upload
   * widget alone and the truthful reply. A search that gives nothing to choose from says why in
   * the conversation's language, and changes nothing.
   */
  async function withPhotoSearch(
    websiteId: string,
    model: SiteModel,
    turned: { reply: string; widget: Widget | null; language: string },
  ): Promise<{ reply: string; widget: Widget | null }> {
    const { reply, widget } = turned;
    if (widget?.type !== 'image_replace') return turned;
    const query = widget.photoSearch?.query ?? '';
    const t = REPLIES[languageOf(turned.language) ?? 'en'];
    // The widget's question said what was found; with nothing found, the reply says why instead.
    const nothing = (text: string) => ({
      reply: reply === widget.question ? text : `${reply} ${text}`,
      question: t.imageQuestion,
    });
    if (!photos.isOn) {
      if (!query) return { reply, widget: { ...widget, photoSearch: undefined } };
      const off = nothing(t.photoSearch.off);
      return {
        reply: off.reply,
        widget: { ...widget, question: off.question, photoSearch: undefined },
      };
    }
    if (!query) return { reply, widget: { ...widget, photoSearch: { query, photos: [] } } };
    const slots = (widget.images ?? []).map((image) => image.dataSlot ?? image.id);
    const offered = await photos.offer(websiteId, model, {
      query,
      language: turned.language,
      slots,
    });
    const searched = { ...widget, photoSearch: { query, photos: offered.photos } };
    if (!offered.failure) return { reply, widget: searched };
    const problem = nothing(
      offered.failure === 'no_results'
        ? t.photoSearch.none(query)
        : t.photoSearch.failed[PROBLEMS[offered.failure]],
    );
    return { reply: problem.reply, widget: { ...searched, question: problem.question } };
  }

  async function turn(
    userId: string,
    websiteId: string,
    input: { message: string; subject?: EditSubject | undefined } | { done: WidgetDone },
    state: CustomizationState | null,
  ) {
    const { model, versionNumber } = await customization.current(userId, websiteId);
    const value =
      'done' in input
        ? brain.customizationDone(model, state, input.done)
        : (
            await brain.customize(
              model,
              input.message,
              state,
              input.subject ? { subject: input.subject } : {},
            )
          ).value;
    const { reply, widget } = await withPhotoSearch(websiteId, model, {
      reply: value.reply,
      widget: value.widget,
      // The words are in the language the owner wrote them in, which the reply speaks.
      language: value.state.language ?? model.locale.language,
    });
    return {
      state: value.state,
      body: {
        messageId: randomUUID(),
        response: reply,
        widget: forClient(widget, websiteId, versionNumber, model),
        readyToApply: value.readyToApply && value.edits.length > 0,
        customizationData:
          value.readyToApply && value.edits.length > 0 ? { edits: value.edits } : null,
      },
    };
  }

  return {
    async start(userId: string, request: CustomizationStartRequest) {
      const { state, body } = await turn(
        userId,
        request.websiteId,
        { message: request.initialPrompt, subject: request.subject },
        null,
      );
      const session = await insertCustomizationSession(db, {
        websiteId: request.websiteId,
        userId,
        state,
      });
      return { sessionId: session.id, ...body };
    },

    async continue(userId: string, request: CustomizationContinueRequest) {
      const session = await findCustomizationSession(
        db,
        request.sessionId,
        request.websiteId,
        userId,
      );
      if (!session) throw new AppError(404, SESSION_NOT_FOUND);
      const stored = CustomizationStateSchema.safeParse(session.state);
      const input =
        request.messageType === 'text'
          ? { message: request.message, subject: request.subject }
          : widgetInput(request.message);
      const { state, body } = await turn(
        userId,
        request.websiteId,
        input,
        stored.success ? stored.data : null,
      );
      await saveCustomizationState(db, session.id, state);
      return body;
    },
  };
}

export type CustomizationChat = ReturnType<typeof createCustomizationChat>;
