import { createHash, randomBytes } from 'node:crypto';
import type {
  ApplyCustomizationRequest,
  BusinessInfo,
  CustomizationHistoryEntry,
  EditableElements,
} from '@zappy/contract/customization';
import { listEditableElements } from '@zappy/site-model/elements';
import { photoNameFromFile, photosWithoutDescription } from '@zappy/site-model/image-text';
import type { SiteEdit } from '@zappy/site-model/patch';
import { applySiteEdits } from '@zappy/site-model/patch';
import { SiteModelSchema, type SiteModel } from '@zappy/site-model/schema';
import { renderSite } from '@zappy/site-renderer/render';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { contentTypeFor } from '../../lib/content-type';
import type { SitePublisher } from '../versions/site-publisher';
import type { VersionsService } from '../versions/versions.service';
import { updateWebsite, type WebsiteRow } from '../websites/websites.repository';
import type { WebsitesService } from '../websites/websites.service';
import { customizationEdits, describeCustomization, type ImageEdit } from './customization-data';
import { findPreview, insertPreview } from './customization.repository';
import { findUpload, readUploadFiles } from './uploads.repository';
import { modelVariants } from './upload-variants';

export interface CustomizationServiceDeps {
  db: Db;
  websites: Pick<WebsitesService, 'requireOwned'>;
  versions: Pick<VersionsService, 'find' | 'file' | 'list'>;
  publisher: Pick<SitePublisher, 'publishSite' | 'check'>;
  /** Self-hosted analytics hosts a preview may load scripts from (SITE_SCRIPT_HOSTS). */
  scriptHosts: readonly string[];
  now?: () => Date;
}

const NO_VERSION = 'This website has no finished version yet';
const PREVIEW_TTL_MS = 15 * 60 * 1000;
const RENDERED_PREVIEWS_KEPT = 16;

type RenderedFiles = ReturnType<typeof renderSite>['files'];

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The owner's edits to a generated site: each one a new version (rendered from the edited model,
 * checked by the quality gate and published like any other, so the versions panel can undo it);
 * someone else's site is a 404, a refused change leaves everything as it was.
 */
export function createCustomizationService(deps: CustomizationServiceDeps) {
  const { db, websites, versions, publisher } = deps;
  const now = deps.now ?? (() => new Date());

  // A preview page asks for a dozen files at once, and the model behind a token never changes:
  // it is rendered once. A few recent previews are kept; the database still decides whether a
  // token is valid, so any process can answer any preview.
  const renderedPreviews = new Map<string, RenderedFiles>();
  function previewFiles(tokenHash: string, storedModel: unknown): RenderedFiles {
    const cached = renderedPreviews.get(tokenHash);
    if (cached) return cached;
    const { files } = renderSite(SiteModelSchema.parse(storedModel), {
      scriptHosts: deps.scriptHosts,
    });
    renderedPreviews.set(tokenHash, files);
    const oldest = renderedPreviews.keys().next().value;
    if (renderedPreviews.size > RENDERED_PREVIEWS_KEPT && oldest) renderedPreviews.delete(oldest);
    return files;
  }

  async function currentOf(userId: string, websiteId: string) {
    const website = await websites.requireOwned(userId, websiteId);
    const version =
      website.currentVersion === null
        ? undefined
        : await versions.find(website.id, website.currentVersion);
    if (!version) throw new AppError(409, NO_VERSION);
    return { website, model: version.model, versionNumber: version.number };
  }

  /**
   * Publishes an edited model as the site's next version (rendered, gated, with its uploads);
   * `alongside` writes the caller's own rows in the same transaction.
   */
  async function publishEdit(
    website: WebsiteRow,
    model: SiteModel,
    reason: string,
    alongside?: (tx: Tx, versionNumber: number) => Promise<void>,
  ) {
    const version = await publisher.publishSite({
      websiteId: website.id,
      model,
      reason,
      alongside: async (tx, saved) => {
        await updateWebsite(tx, website.id, { name: model.business.companyName });
        await alongside?.(tx, saved.number);
      },
    });
    return version.number;
  }

  /** The uploads a customization names, as image replacements (each one this site's own). */
  async function imageReplacements(
    websiteId: string,
    request: ApplyCustomizationRequest,
  ): Promise<ImageEdit[]> {
    const wanted: { uploadId: string; slot: string; alt?: string | undefined }[] = [
      ...(request.uploadedImages ?? []).map((u) => ({
        uploadId: u.id,
        slot: u.dataSlot,
        alt: u.alt,
      })),
      ...(request.images ?? []).map((i) => ({ uploadId: i.uploadId, slot: i.slot, alt: i.alt })),
    ];
    const replacements: ImageEdit[] = [];
    for (const [index, want] of wanted.entries()) {
      const upload = await findUpload(db, websiteId, want.uploadId);
      if (!upload) throw new AppError(400, `Image ${index + 1} was not uploaded to this website`);
      const widest = upload.variants.at(-1);
      replacements.push({
        op: 'replaceImage',
        slot: want.slot,
        url: widest?.path ?? '',
        width: upload.width,
        height: upload.height,
        variants: modelVariants(upload.variants),
        // The photo's own words: its owner's description, or none yet (the answer asks for one).
        name: photoNameFromFile(upload.name),
        ...(want.alt ? { alt: want.alt } : {}),
      });
    }
    return replacements;
  }

  /** A customization applied to the current model, or a 400 with every reason it can't be. */
  async function customized(userId: string, websiteId: string, request: ApplyCustomizationRequest) {
    const current = await currentOf(userId, websiteId);
    const edits = customizationEdits(request, await imageReplacements(websiteId, request));
    const result = applySiteEdits(current.model, edits);
    if (!result.ok) throw new AppError(400, result.errors.join('; '));
    return {
      ...current,
      edited: result.value,
      summary: describeCustomization(current.model, edits),
    };
  }

  return {
    /** The business info the editor panel starts from: the current version's. */
    async extractBusinessInfo(userId: string, websiteId: string): Promise<BusinessInfo> {
      const { model } = await currentOf(userId, websiteId);
      const { companyName, contactDetails, businessHours } = model.business;
      return { companyName, contactDetails, businessHours };
    },

    /**
     * Saves the editor panel's business info as a new version. The panel always sends seven days:
     * a site whose owner never gave hours keeps showing none unless the week was changed, so
     * saving a new phone number never publishes the schema's default hours.
     */
    async updateBusinessInfo(userId: string, websiteId: string, info: BusinessInfo) {
      const { website, model } = await currentOf(userId, websiteId);
      const hoursChanged =
        JSON.stringify(info.businessHours) !== JSON.stringify(model.business.businessHours);
      const edited = applySiteEdits(model, [
        {
          op: 'updateBusinessInfo',
          patch: {
            companyName: info.companyName.trim(),
            contactDetails: info.contactDetails,
            businessHours: info.businessHours,
            hoursGiven: model.business.hoursGiven || hoursChanged,
          },
        },
      ]);
      if (!edited.ok) throw new AppError(400, edited.errors[0] ?? 'Invalid business information');
      return publishEdit(website, edited.value, 'Business info updated');
    },

    /** Typed edits (an image replacement, a chat patch) as one new version, and its model. */
    async applyEdits(userId: string, websiteId: string, edits: SiteEdit[], reason: string) {
      const { website, model } = await currentOf(userId, websiteId);
      const result = applySiteEdits(model, edits);
      if (!result.ok) throw new AppError(400, result.errors.join('; '));
      const versionNumber = await publishEdit(website, result.value, reason);
      return { versionNumber, model: result.value };
    },

    /**
     * Spec section 7 `apply`: validated, one new version, deployed. The version it was made from
     * comes back too, so the chat can offer to undo the change by restoring it, and the photos
     * still without a description, so the owner is asked for them.
     */
    async apply(userId: string, websiteId: string, request: ApplyCustomizationRequest) {
      const {
        website,
        edited,
        summary,
        versionNumber: previousVersion,
      } = await customized(userId, websiteId, request);
      const versionNumber = await publishEdit(website, edited, `Customized: ${summary}`);
      return {
        versionNumber,
        summary,
        previousVersion,
        photosWithoutDescription: photosWithoutDescription(edited),
      };
    },

    /**
     * A dry run of `apply`: the edited site is checked and kept for a few minutes behind an
     * unguessable address, so the owner can look before applying. Nothing else is stored.
     */
    async preview(userId: string, websiteId: string, request: ApplyCustomizationRequest) {
      const { edited } = await customized(userId, websiteId, request);
      await publisher.check(websiteId, edited);
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now().getTime() + PREVIEW_TTL_MS);
      await insertPreview(db, { tokenHash: hashToken(token), websiteId, model: edited, expiresAt });
      return {
        previewUrl: `/api/customization/preview/${websiteId}/${token}/`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** One file of an unsaved preview, or undefined when the address is unknown or expired. */
    async previewFile(websiteId: string, token: string, path: string) {
      const tokenHash = hashToken(token);
      const row = await findPreview(db, tokenHash, websiteId, now());
      if (!row) return undefined;
      const body = previewFiles(tokenHash, row.model)[path];
      if (body !== undefined) {
        return {
          data: typeof body === 'string' ? Buffer.from(body) : Buffer.from(body),
          contentType: contentTypeFor(path),
        };
      }
      const uploads = await readUploadFiles(db, websiteId, [path]);
      const bytes = uploads.get(path);
      return bytes ? { data: Buffer.from(bytes), contentType: contentTypeFor(path) } : undefined;
    },

    /** Each change the site went through: when, what, the version it made (newest first). */
    async history(userId: string, websiteId: string): Promise<CustomizationHistoryEntry[]> {
      const website = await websites.requireOwned(userId, websiteId);
      return (await versions.list(website.id)).map((version) => ({
        versionNumber: version.number,
        createdAt: version.createdAt.toISOString(),
        change: version.reason,
        isCurrent: version.number === website.currentVersion,
      }));
    },

    /** Everything the owner can change, as the customization UI and the AI address it. */
    async elements(userId: string, websiteId: string): Promise<EditableElements> {
      const { model } = await currentOf(userId, websiteId);
      const listed = listEditableElements(model);
      const pricing = model.sections.find((s) => s.type === 'pricing');
      return {
        ...listed,
        sections: model.sections.map((s) => ({
          id: s.id,
          type: s.type,
          heading: s.heading,
          navLabel: s.navLabel,
        })),
        colors: model.brand.palette,
        style: model.brand.style,
        plans: pricing?.type === 'pricing' ? pricing.plans : [],
        currency: pricing?.type === 'pricing' ? pricing.currency : 'USD',
        billingPeriod: pricing?.type === 'pricing' ? pricing.billingPeriod : 'monthly',
        contact: model.business.contactDetails,
        hours: model.business.businessHours,
      };
    },

    /** The current version's README (what the site is and how to host it). */
    async readme(userId: string, websiteId: string): Promise<string> {
      const { website, versionNumber } = await currentOf(userId, websiteId);
      const file = await versions.file(website.id, versionNumber, 'README.md');
      return file ? file.data.toString('utf8') : '';
    },

    /**
     * Any other module's change to an owned site's model (an integration applied or removed),
     * through the same gate and publish as the owner's own edits.
     */
    async publishModel(
      userId: string,
      websiteId: string,
      edit: (model: SiteModel) => SiteModel,
      reason: string,
      alongside?: (tx: Tx, versionNumber: number) => Promise<void>,
    ) {
      const { website, model } = await currentOf(userId, websiteId);
      return publishEdit(website, edit(model), reason, alongside);
    },

    /** The current model of an owned site (the chat reads it). */
    current: currentOf,
  };
}

export type CustomizationService = ReturnType<typeof createCustomizationService>;
