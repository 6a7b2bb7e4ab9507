import type { Requirements } from '@zappy/contract/requirements';
import { isSameValue } from '@zappy/site-model/rebase';
import type { BusinessInfo, SiteModel } from '@zappy/site-model/schema';
import type { VersionsService } from '../versions/versions.service';

/**
 * What a regeneration re-bases on: the live model, and the model the last generation wrote
 * (the brief's `versionNumber`), so their difference is what the owner edited since.
 */
export interface EditBase {
  current: SiteModel | undefined;
  generated: SiteModel | undefined;
}

export async function findEditBase(
  versions: Pick<VersionsService, 'find'>,
  website: { id: string; currentVersion: number | null },
  generatedVersion: number | undefined,
): Promise<EditBase> {
  const model = async (number: number | null | undefined) =>
    number === null || number === undefined
      ? undefined
      : (await versions.find(website.id, number))?.model;
  return {
    current: await model(website.currentVersion),
    generated: await model(generatedVersion),
  };
}

/** The owner changed this part of the business info since generation. */
const changed = <T>(base: EditBase, pick: (business: BusinessInfo) => T): boolean =>
  base.current !== undefined &&
  base.generated !== undefined &&
  !isSameValue(pick(base.current.business), pick(base.generated.business));

/**
 * The brief with the business facts the owner edited on the site (name, contact details,
 * address, hours): they are facts, so they belong in the brief the new site is written from,
 * where the feedback may still change them ("our new number is …") and the fidelity report
 * looks for them on the page.
 */
export function briefWithEdits(requirements: Requirements, base: EditBase): Requirements {
  const business = base.current?.business;
  if (!business) return requirements;
  const hours = (b: BusinessInfo) => [b.hoursGiven, b.businessHours];
  return {
    ...requirements,
    ...(changed(base, (b) => b.companyName) ? { businessName: business.companyName } : {}),
    ...(changed(base, (b) => b.contactDetails) ? { contactDetails: business.contactDetails } : {}),
    ...(changed(base, hours)
      ? { businessHours: business.hoursGiven ? business.businessHours : undefined }
      : {}),
  };
}
