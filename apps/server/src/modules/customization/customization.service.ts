import type { BusinessInfo } from '@zappy/contract/customization';
import { updateBusinessInfo } from '@zappy/site-model/edit';
import { SiteModelSchema, type SiteModel } from '@zappy/site-model/schema';
import { renderSite } from '@zappy/site-renderer/render';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SiteUrls } from '../../lib/site-urls';
import type { VersionsService } from '../versions/versions.service';
import { updateWebsite, type WebsiteRow } from '../websites/websites.repository';
import type { WebsitesService } from '../websites/websites.service';

export interface CustomizationServiceDeps {
  db: Db;
  websites: Pick<WebsitesService, 'requireOwned'>;
  versions: VersionsService;
  siteUrls: SiteUrls;
}

const NO_VERSION = 'This website has no finished version yet';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every string in a value, mapped (objects and arrays rebuilt, other values kept). */
function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, map)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]),
    ) as T;
  return value;
}

/**
 * A renamed business says its new name everywhere its old one was written: the copy, the search
 * data and the images' alt texts (the generated copy names the business throughout).
 */
function renameInTexts(model: SiteModel, oldName: string): SiteModel {
  const newName = model.business.companyName;
  if (oldName.trim() === '' || oldName === newName) return model;
  const pattern = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(oldName)}(?![\\p{L}\\d])`, 'gu');
  const rename = (text: string) => text.replace(pattern, newName);
  return SiteModelSchema.parse({
    ...model,
    business: {
      ...model.business,
      tagline: rename(model.business.tagline),
      description: rename(model.business.description),
    },
    sections: mapStrings(model.sections, rename),
    images: model.images.map((image) => ({
      ...image,
      alt: rename(image.alt),
      description: rename(image.description),
    })),
    seo: {
      ...model.seo,
      title: rename(model.seo.title),
      description: rename(model.seo.description),
    },
  });
}

/**
 * The owner's edits to a generated site: each one a new version (rendered from the edited model
 * and published like any other, so the versions panel can undo it); someone else's site is a 404.
 */
export function createCustomizationService(deps: CustomizationServiceDeps) {
  const { websites, versions, siteUrls } = deps;

  async function currentOf(userId: string, websiteId: string) {
    const website = await websites.requireOwned(userId, websiteId);
    const version =
      website.currentVersion === null
        ? undefined
        : await versions.find(website.id, website.currentVersion);
    if (!version) throw new AppError(409, NO_VERSION);
    return { website, model: version.model };
  }

  /** Renders an edited model and publishes it as the site's next version. */
  async function publishEdit(website: WebsiteRow, model: SiteModel, reason: string) {
    const { files } = renderSite(model, { siteUrl: siteUrls.urlFor(website.slug) });
    const version = await versions.publishVersion({
      websiteId: website.id,
      model,
      files: new Map(
        Object.entries(files).map(([path, body]) => [
          path,
          typeof body === 'string' ? new TextEncoder().encode(body) : body,
        ]),
      ),
      reason,
      alongside: async (tx) => {
        await updateWebsite(tx, website.id, { name: model.business.companyName });
      },
    });
    return version.number;
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
      const edited = updateBusinessInfo(model, {
        companyName: info.companyName.trim(),
        contactDetails: info.contactDetails,
        businessHours: info.businessHours,
        hoursGiven: model.business.hoursGiven || hoursChanged,
      });
      if (!edited.ok) throw new AppError(400, edited.errors[0] ?? 'Invalid business information');
      const renamed = renameInTexts(edited.value, model.business.companyName);
      return publishEdit(website, renamed, 'Business info updated');
    },
  };
}

export type CustomizationService = ReturnType<typeof createCustomizationService>;
