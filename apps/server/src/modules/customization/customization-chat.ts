import { randomUUID } from 'node:crypto';
import type { Brain, CustomizationState } from '@zappy/ai/brain';
import { CustomizationStateSchema } from '@zappy/ai/brain';
import type {
  CustomizationContinueRequest,
  CustomizationStartRequest,
  EditSubject,
} from '@zappy/contract/customization';
import type { Widget, WidgetResponse } from '@zappy/contract/widgets';
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

export interface CustomizationChatDeps {
  db: Db;
  brain: Brain;
  customization: Pick<CustomizationService, 'current'>;
  previews: PreviewTokens;
}

const SESSION_NOT_FOUND = 'Customization session not found';

/** What the owner answered a widget with, as the words the Brain reads. */
function widgetAnswerText(response: WidgetResponse): string {
  if (response.values) return response.values.join(', ');
  return String(response.value ?? '');
}

/**
 * The customization chat (spec section 7, `start` and `continue`): each turn asks the Brain with
 * the site's current model and the session's state, and answers the reply, a widget, and, when
 * the change is complete, `readyToApply` with its `customizationData` for the client to apply.
 */
export function createCustomizationChat(deps: CustomizationChatDeps) {
  const { db, brain, customization, previews } = deps;

  /**
   * A widget as the browser can show it: the site's images at addresses the owner's browser can
   * load (the sandboxed preview files of the current version), the business editor bound to the
   * website and filled with its current details.
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
    return {
      ...widget,
      images: widget.images.map((image) => ({
        ...image,
        url: absolute(image.url),
        currentImageUrl: absolute(image.currentImageUrl ?? image.url),
      })),
    };
  }

  async function turn(
    userId: string,
    websiteId: string,
    message: string,
    state: CustomizationState | null,
    subject: EditSubject | undefined,
  ) {
    const { model, versionNumber } = await customization.current(userId, websiteId);
    const { value } = await brain.customize(model, message, state, subject ? { subject } : {});
    return {
      state: value.state,
      body: {
        messageId: randomUUID(),
        response: value.reply,
        widget: forClient(value.widget, websiteId, versionNumber, model),
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
        request.initialPrompt,
        null,
        request.subject,
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
      const message =
        request.messageType === 'text' ? request.message : widgetAnswerText(request.message);
      const subject = request.messageType === 'text' ? request.subject : undefined;
      const { state, body } = await turn(
        userId,
        request.websiteId,
        message,
        stored.success ? stored.data : null,
        subject,
      );
      await saveCustomizationState(db, session.id, state);
      return body;
    },
  };
}

export type CustomizationChat = ReturnType<typeof createCustomizationChat>;
