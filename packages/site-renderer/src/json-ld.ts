import {
  isOpenAllDay,
  type DayHours,
  type SiteModel,
  type WeekDay,
} from '@zappy/site-model/schema';
import { WEEK_DAYS } from '@zappy/site-model/constants';
import { jsonForScript } from './escape';

/** schema.org day names are English whatever the site's language: `monday` -> `Monday`. */
function schemaDay(day: WeekDay): string {
  return `${day.charAt(0).toUpperCase()}${day.slice(1)}`;
}

/**
 * A day's opening and closing times for schema.org: a day open around the clock is 00:00–23:59,
 * the convention search engines read as open all day (00:00–00:00 would read as closed).
 */
function openCloseOf(day: DayHours): { opens: string; closes: string } {
  return isOpenAllDay(day)
    ? { opens: '00:00', closes: '23:59' }
    : { opens: day.open, closes: day.close };
}

function openingHours(model: SiteModel): string[] {
  const abbr: Record<string, string> = {
    sunday: 'Su',
    monday: 'Mo',
    tuesday: 'Tu',
    wednesday: 'We',
    thursday: 'Th',
    friday: 'Fr',
    saturday: 'Sa',
  };
  return WEEK_DAYS.filter((d) => !model.business.businessHours[d].closed).map((d) => {
    const h = openCloseOf(model.business.businessHours[d]);
    return `${abbr[d] ?? ''} ${h.opens}-${h.closes}`;
  });
}

/**
 * The page's JSON-LD: the business as a schema.org LocalBusiness (address, opening hours, price
 * range, its profiles as `sameAs`), serialised safely for a `<script>` block.
 */
export function localBusinessJsonLd(
  model: SiteModel,
  siteUrl: string,
  heroImage: string,
  profiles: readonly string[] = [],
): string {
  const b = model.business;
  const c = b.contactDetails;
  const a = c.address;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': model.seo.localBusiness.schemaType,
    name: b.companyName,
    description: model.seo.description || b.description || b.tagline,
  };
  if (siteUrl) data['url'] = siteUrl;
  if (siteUrl && heroImage) data['image'] = new URL(heroImage, siteUrl).href;
  if (c.phone.trim()) data['telephone'] = c.phone;
  if (c.email.trim()) data['email'] = c.email;
  if ([a.street, a.city, a.state, a.zip, a.country].some((x) => x.trim() !== '')) {
    data['address'] = {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.state,
      postalCode: a.zip,
      addressCountry: a.country,
    };
  }
  if (b.serviceArea.length > 0)
    data['areaServed'] = b.serviceArea.map((name) => ({ '@type': 'Place', name }));
  // Only hours the owner gave: "by appointment" alone has no times, and none are made up for it.
  if (b.hoursGiven) {
    data['openingHours'] = openingHours(model);
    data['openingHoursSpecification'] = WEEK_DAYS.filter((d) => !b.businessHours[d].closed).map(
      (d) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${schemaDay(d)}`,
        ...openCloseOf(b.businessHours[d]),
      }),
    );
  }
  if (model.seo.localBusiness.priceRange.trim())
    data['priceRange'] = model.seo.localBusiness.priceRange;
  const sameAs = [
    ...(c.website.trim() && /^https?:\/\//i.test(c.website) ? [c.website] : []),
    ...profiles,
  ];
  if (sameAs.length > 0) data['sameAs'] = [...new Set(sameAs)];
  return jsonForScript(data);
}
