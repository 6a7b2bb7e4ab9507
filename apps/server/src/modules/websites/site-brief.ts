import { RequirementsSchema, type Requirements } from '@zappy/contract/requirements';
import { parseSiteModel } from '@zappy/site-model/migrate';
import { isSameValue } from '@zappy/site-model/rebase';
import type { BusinessInfo, SiteModel } from '@zappy/site-model/schema';
import { z } from 'zod';
import type { VersionsService } from '../versions/versions.service';

/**
 * What a site is generated from, kept on the website (`websites.brief`) with each generated
 * version: a regeneration starts from it, and the fidelity report reads the page against it.
 */
export const SiteBriefSchema = z.object({
  /** What the owner has said so far: the wizard's brief, updated by each feedback's facts. */
  requirements: RequirementsSchema,
  /** Every feedback so far, oldest first; already read into `requirements`. */
  improvements: z.string().optional(),
  seed: z.number().int(),
  /**
   * The model the last generation wrote, before the owner's edits were carried onto it: the
   * live model's difference from it is what the owner edited (decision 023).
   */
  generated: z.unknown().optional(),
});
export type SiteBrief = z.infer<typeof SiteBriefSchema>;

/**
 * What a regeneration re-bases on: the live model, and the model the last generation wrote
 * before any edit was carried onto it (`websites.brief.generated`), so their difference is
 * everything the owner edited, including edits earlier regenerations kept.
 */
export interface EditBase {
  current: SiteModel | undefined;
  generated: SiteModel | undefined;
}

export async function findEditBase(
  versions: Pick<VersionsService, 'find'>,
  website: { id: string; currentVersion: number | null },
  generated: unknown,
): Promise<EditBase> {
  const live =
    website.currentVersion === null
      ? undefined
      : await versions.find(website.id, website.currentVersion);
  const parsed = generated === undefined ? undefined : parseSiteModel(generated);
  return { current: live?.model, generated: parsed?.ok ? parsed.value : undefined };
}

/** The owner changed this part of the business info since generation. */
const changed = (base: EditBase, pick: (business: BusinessInfo) => unknown): boolean =>
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
    ...(changed(base, (b) => b.byAppointment) ? { byAppointment: business.byAppointment } : {}),
  };
}
