import { randomInt, randomUUID } from 'node:crypto';
import type {
  Brain,
  ConversationInput,
  ConversationState,
  ConversationTurn,
  QuestionAnswer,
} from '@zappy/ai/brain';
import { ConversationStateSchema } from '@zappy/ai/brain';
import type {
  BriefEdit,
  NotUsedResolution,
  NotUsedResolveRequest,
  WizardBrief,
} from '@zappy/contract/brief';
import { BRIEF_MESSAGES, NotUsedResolutionSchema } from '@zappy/contract/brief';
import type { Requirements } from '@zappy/contract/requirements';
import { RequirementsSchema } from '@zappy/contract/requirements';
import type { Widget, WidgetImage, WidgetResponse } from '@zappy/contract/widgets';
import { WidgetSchema } from '@zappy/contract/widgets';
import type {
  ConversationContinueRequest,
  ConversationContinueResponse,
  ConversationStartResponse,
  WizardProgress,
  WizardQuestion,
  WizardSession,
} from '@zappy/contract/wizard';
import { WizardChatMessageSchema } from '@zappy/contract/wizard';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findWizardSession,
  insertWizardSession,
  updateWizardSession,
  type WizardSessionChanges,
  type WizardSessionRow,
} from './wizard.repository';
import { applyBriefEdit, applyNotUsed } from './brief-edits';
import { briefView } from './brief-view';
import { notUsedItems } from './not-used';
import type { IncomingImage } from '../customization/images.service';
import type { ImageOwner, WizardImageChoice, WizardImages } from './wizard-images.service';

/** Who is calling: the browser (always) and the signed-in user (when there is one). */
export interface WizardCaller {
  browserHash: string;
  userId: string | null;
}

export const WIZARD_ERRORS = {
  notFound: 'Wizard session not found',
  notReady: 'The wizard needs a few more answers before your website can be generated',
  wrongFlow: 'This wizard session belongs to the other wizard flow',
  noPendingWidget: 'There is no question waiting for an answer; send a text message instead',
  conflict: 'This conversation changed in another tab. Please reload the page.',
  staleQuestion: 'That question is not the current one. Please reload the wizard.',
  alreadyCompleted: 'This wizard is already complete',
  noImageStep: 'Photos can be added when the wizard asks for an image',
} as const;

const MessagesSchema = z.array(WizardChatMessageSchema);
const AnswersSchema = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]));
const ResolutionsSchema = z.array(NotUsedResolutionSchema);

/** Stored JSON is ours, but it crosses a process boundary: parse it rather than trust a cast. */
function readRow(row: WizardSessionRow) {
  return {
    messages: MessagesSchema.parse(row.messages),
    currentWidget: row.currentWidget ? WidgetSchema.parse(row.currentWidget) : null,
    requirements: RequirementsSchema.parse(row.requirements),
    answers: AnswersSchema.parse(row.answers),
    resolutions: ResolutionsSchema.parse(row.briefResolutions),
  };
}

/** The brief as the owner sees it: the requirements and the words no field holds yet. */
function toBrief(row: WizardSessionRow): WizardBrief {
  const { messages, requirements, resolutions } = readRow(row);
  return {
    requirements,
    notUsed: notUsedItems(messages, requirements, resolutions),
    ...briefView(messages, requirements),
  };
}

/** How the user's widget answer reads in the transcript: the options' labels, not their values. */
export function describeWidgetResponse(response: WidgetResponse, widget: Widget | null): string {
  const labelOf = (value: string) =>
    widget?.options?.find((option) => option.value === value)?.label ??
    widget?.palettes?.find((palette) => palette.name === value)?.name ??
    widget?.images?.find((image) => image.id === value)?.label ??
    value;
  if (response.values) return response.values.map(labelOf).join(', ');
  if (typeof response.value === 'number') {
    if (response.type === 'rating') return `${response.value} out of ${widget?.max ?? 5}`;
    return `${response.value}${widget?.unit ? ` ${widget.unit}` : ''}`;
  }
  return labelOf(response.value ?? '');
}

/** The widget with other images, in the turn's reply and in the Brain's pending question alike. */
function withImages(turn: ConversationTurn, images: WidgetImage[]): ConversationTurn {
  if (!turn.widget) return turn;
  const widget = { ...turn.widget, images };
  const pending = turn.state.pending && { ...turn.state.pending, widget };
  return { ...turn, widget, state: { ...turn.state, pending } };
}

export function createWizardService(deps: {
  db: Db;
  brain: Brain;
  /** Photos for the image step (decision 032); left out, it offers the Brain's art alone. */
  images?: WizardImages | undefined;
  now?: () => Date;
  seed?: () => number;
}) {
  const { db, brain, images } = deps;
  const now = deps.now ?? (() => new Date());
  const newSeed = deps.seed ?? (() => randomInt(1, 2 ** 31 - 1));

  function message(type: 'user' | 'ai', content: string, widget: Widget | null = null) {
    return { id: randomUUID(), type, content, timestamp: now().toISOString(), widget };
  }

  /**
   * Edited requirements for both the session and the Brain's state, so a later turn continues
   * from the owner's brief instead of writing the old one back.
   */
  function requirementChanges(row: WizardSessionRow, requirements: Requirements) {
    const state = ConversationStateSchema.safeParse(row.brainState);
    return {
      requirements,
      ...(state.success ? { brainState: { ...state.data, requirements } } : {}),
    };
  }

  /** The session, if this caller may see it; hands an anonymous session to a user who signed in. */
  async function loadOwned(caller: WizardCaller, id: string): Promise<WizardSessionRow> {
    const row = await findWizardSession(db, id);
    const mayAccess =
      row && (row.userId ? row.userId === caller.userId : row.browserHash === caller.browserHash);
    if (!row || !mayAccess) throw new AppError(404, WIZARD_ERRORS.notFound);
    if (!row.userId && caller.userId) {
      return save(row, { userId: caller.userId });
    }
    return row;
  }

  async function save(
    row: WizardSessionRow,
    changes: WizardSessionChanges,
  ): Promise<WizardSessionRow> {
    const updated = await updateWizardSession(db, row.id, row.version, changes);
    if (!updated) throw new AppError(409, WIZARD_ERRORS.conflict);
    return updated;
  }

  function toSession(row: WizardSessionRow): WizardSession {
    const stored = readRow(row);
    return {
      sessionId: row.id,
      flow: row.flow,
      messages: stored.messages,
      currentWidget: stored.currentWidget,
      readyToGenerate: row.readyToGenerate,
      requirements: stored.requirements,
      answers: stored.answers,
      progress: brain.questionProgress(stored.answers),
      completed: row.completed,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  const ownerOf = (row: WizardSessionRow): ImageOwner => ({
    sessionId: row.id,
    browserHash: row.browserHash,
  });

  /**
   * A turn whose question is the image step, with a photo service's photos instead of the art
   * when one is set and answers; otherwise the turn as the Brain wrote it.
   */
  async function withPhotoCandidates(
    row: WizardSessionRow,
    turn: ConversationTurn,
  ): Promise<ConversationTurn> {
    if (turn.widget?.type !== 'image_selector' || !images?.hasPhotoService) return turn;
    const r = turn.state.requirements;
    const offered = await images.offerPhotos(ownerOf(row), {
      industry: turn.state.industryKey,
      city: r.contactDetails?.address.city,
      language: r.inputLanguage ?? r.language,
    });
    return offered ? withImages(turn, offered) : turn;
  }

  function questionState(answers: Record<string, QuestionAnswer>): {
    question: WizardQuestion | null;
    progress: WizardProgress;
  } {
    return { question: brain.nextQuestion(answers), progress: brain.questionProgress(answers) };
  }

  return {
    async startConversation(
      caller: WizardCaller,
      initialPrompt: string,
      language?: string,
    ): Promise<ConversationStartResponse> {
      const { value: first } = await brain.startConversation(initialPrompt, {
        seed: newSeed(),
        language,
      });
      const user = message('user', initialPrompt);
      const stored = (turn: ConversationTurn) => ({
        brainState: turn.state,
        messages: [user, message('ai', turn.reply, turn.widget)],
        currentWidget: turn.widget,
        requirements: turn.state.requirements,
        readyToGenerate: turn.readyToGenerate,
      });
      let row = await insertWizardSession(db, {
        flow: 'chat',
        browserHash: caller.browserHash,
        userId: caller.userId,
        ...stored(first),
      });
      // Photos are stored under the session, so it exists before they are fetched.
      const turn = await withPhotoCandidates(row, first);
      if (turn !== first) row = await save(row, stored(turn));
      return {
        sessionId: row.id,
        response: turn.reply,
        widget: turn.widget,
        readyToGenerate: turn.readyToGenerate,
      };
    },

    async continueConversation(
      caller: WizardCaller,
      request: ConversationContinueRequest,
    ): Promise<ConversationContinueResponse> {
      const row = await loadOwned(caller, request.sessionId);
      if (row.flow !== 'chat') throw new AppError(400, WIZARD_ERRORS.wrongFlow);
      const stored = readRow(row);
      const state: ConversationState = ConversationStateSchema.parse(row.brainState);

      let input: ConversationInput;
      let userText: string;
      let isChoice = false;
      if (request.messageType === 'widget_response') {
        if (!stored.currentWidget) throw new AppError(400, WIZARD_ERRORS.noPendingWidget);
        input = { type: 'widget_response', response: request.message };
        userText = describeWidgetResponse(request.message, stored.currentWidget);
        isChoice = stored.currentWidget.type !== 'text_input';
      } else {
        input = { type: 'text', text: request.message };
        userText = request.message;
      }

      const { value: answered } = await brain.continueConversation(state, input);
      const turn = await withPhotoCandidates(row, answered);
      await save(row, {
        brainState: turn.state,
        messages: [
          ...stored.messages,
          { ...message('user', userText), ...(isChoice ? { isChoice } : {}) },
          message('ai', turn.reply, turn.widget),
        ],
        currentWidget: turn.widget,
        requirements: turn.state.requirements,
        readyToGenerate: turn.readyToGenerate,
      });
      return { response: turn.reply, widget: turn.widget, readyToGenerate: turn.readyToGenerate };
    },

    async startQuestions(caller: WizardCaller, sessionId: string | null) {
      if (sessionId) {
        const row = await loadOwned(caller, sessionId);
        if (row.flow !== 'questions') throw new AppError(400, WIZARD_ERRORS.wrongFlow);
        return { sessionId: row.id, ...questionState(readRow(row).answers) };
      }
      const row = await insertWizardSession(db, {
        flow: 'questions',
        browserHash: caller.browserHash,
        userId: caller.userId,
        brainState: { seed: newSeed() },
      });
      return { sessionId: row.id, ...questionState({}) };
    },

    async answerQuestion(
      caller: WizardCaller,
      input: { sessionId: string; questionId: string; answer: QuestionAnswer },
    ) {
      const row = await loadOwned(caller, input.sessionId);
      if (row.flow !== 'questions') throw new AppError(400, WIZARD_ERRORS.wrongFlow);
      if (row.completed) throw new AppError(409, WIZARD_ERRORS.alreadyCompleted);
      const { answers } = readRow(row);
      const current = brain.nextQuestion(answers);
      if (current?.id !== input.questionId) throw new AppError(409, WIZARD_ERRORS.staleQuestion);

      const answer =
        current.type === 'multi_select' && typeof input.answer === 'string'
          ? [input.answer]
          : input.answer;
      const nextAnswers = { ...answers, [input.questionId]: answer };
      const next = questionState(nextAnswers);
      const completed = next.question === null;
      const summary: Requirements | null = completed ? brain.summarize(nextAnswers).value : null;
      await save(row, {
        answers: nextAnswers,
        completed,
        readyToGenerate: completed,
        ...(summary ? { requirements: summary } : {}),
      });
      return { ...next, completed, summary };
    },

    async getSession(caller: WizardCaller, id: string): Promise<WizardSession> {
      return toSession(await loadOwned(caller, id));
    },

    async getBrief(caller: WizardCaller, id: string): Promise<WizardBrief> {
      return toBrief(await loadOwned(caller, id));
    },

    async editBrief(caller: WizardCaller, id: string, edit: BriefEdit): Promise<WizardBrief> {
      const row = await loadOwned(caller, id);
      const requirements = applyBriefEdit(readRow(row).requirements, edit);
      return toBrief(await save(row, requirementChanges(row, requirements)));
    },

    /** Puts one "Not used yet" item where the owner chose, and keeps it out of the list. */
    async resolveNotUsed(
      caller: WizardCaller,
      id: string,
      request: NotUsedResolveRequest,
    ): Promise<WizardBrief> {
      const row = await loadOwned(caller, id);
      const item = toBrief(row).notUsed.find(
        (candidate) =>
          candidate.messageId === request.messageId &&
          candidate.start === request.start &&
          candidate.end === request.end,
      );
      if (!item) throw new AppError(404, BRIEF_MESSAGES.notUsedGone);
      const stored = readRow(row);
      const resolutions: NotUsedResolution[] = [...stored.resolutions, request];
      const requirements = applyNotUsed(stored.requirements, item, request.action);
      return toBrief(
        await save(row, {
          ...requirementChanges(row, requirements),
          briefResolutions: resolutions,
        }),
      );
    },

    /**
     * What generation needs from a session the caller owns and that is ready, with the photos
     * the owner chose or gave in the image step.
     */
    async requireReadySession(caller: WizardCaller, id: string) {
      const row = await loadOwned(caller, id);
      if (!row.readyToGenerate) throw new AppError(400, WIZARD_ERRORS.notReady);
      const seed = z.object({ seed: z.number().int() }).safeParse(row.brainState).data?.seed;
      const { requirements } = readRow(row);
      const chosen: WizardImageChoice | undefined = images
        ? await images.choiceFor(row.id, requirements.heroImageId)
        : undefined;
      const hasChoice =
        chosen !== undefined && (chosen.hero !== undefined || chosen.others.length > 0);
      return {
        sessionId: row.id,
        requirements,
        seed: seed ?? 1,
        ...(hasChoice ? { images: chosen } : {}),
      };
    },

    /**
     * The owner's own photos for the pending image step: stored under the session and added to
     * its choices (the widget and the Brain's pending question), so picking one answers it.
     */
    async uploadImages(
      caller: WizardCaller,
      id: string,
      files: readonly IncomingImage[],
      alt: string,
    ): Promise<WidgetImage[]> {
      const row = await loadOwned(caller, id);
      const { currentWidget, messages } = readRow(row);
      if (!images || row.flow !== 'chat' || currentWidget?.type !== 'image_selector') {
        throw new AppError(400, WIZARD_ERRORS.noImageStep);
      }
      const payer = caller.userId ? `user:${caller.userId}` : `browser:${caller.browserHash}`;
      const added = await images.upload({ ...ownerOf(row), sessionId: row.id }, payer, files, alt);
      const widget: Widget = {
        ...currentWidget,
        images: [...(currentWidget.images ?? []), ...added],
      };
      const state = ConversationStateSchema.parse(row.brainState);
      const asked = messages.findLastIndex((m) => m.widget !== null);
      await save(row, {
        currentWidget: widget,
        brainState: { ...state, pending: state.pending && { ...state.pending, widget } },
        messages: messages.map((m, at) => (at === asked ? { ...m, widget } : m)),
      });
      return added;
    },

    /** The preview of an image of the caller's session (404 for another browser's). */
    async imagePreview(caller: WizardCaller, id: string, imageId: string): Promise<Uint8Array> {
      const row = await loadOwned(caller, id);
      if (!images) throw new AppError(404, WIZARD_ERRORS.notFound);
      return images.preview(ownerOf(row), imageId);
    },

    async palettesForSession(caller: WizardCaller, id: string) {
      const { requirements } = readRow(await loadOwned(caller, id));
      return brain.suggestPalettes({
        industry: requirements.industry,
        style: requirements.style,
        businessName: requirements.businessName,
        colors: requirements.palette?.colors,
        language: requirements.inputLanguage ?? requirements.language,
      }).value;
    },
  };
}

export type WizardService = ReturnType<typeof createWizardService>;
