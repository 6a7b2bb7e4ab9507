import { MAX_IMAGE_BYTES, MESSAGES } from './constants';

/**
 * The spec's email shape: something@something.tld, no spaces.
 *
 * @example isValidEmail('ana@example.com') // true
 */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/**
 * Spec section 5: the website must start with http(s):// and contain a dot.
 *
 * @example isValidWebsite('https://example.com') // true
 */
export function isValidWebsite(value: string): boolean {
  return /^https?:\/\/\S*\.\S*$/i.test(value);
}

/**
 * Spec section 5 (business editor): blank is fine; otherwise at least 7 of digits, spaces,
 * dashes, parentheses, dots, with an optional leading plus.
 *
 * @example isValidPhone('+1 (555) 010-2000') // true
 */
export function isValidPhone(value: string): boolean {
  return /^\+?[\d\s\-().]{7,}$/.test(value);
}

/** Checks the business fields the customization flow may change; returns the spec's texts. */
export function validateBusinessFields(fields: {
  companyName?: string | undefined;
  email?: string | undefined;
  website?: string | undefined;
}): string[] {
  const errors: string[] = [];
  if (fields.companyName !== undefined && fields.companyName.trim() === '') {
    errors.push(MESSAGES.companyNameRequired);
  }
  if (
    fields.email !== undefined &&
    fields.email.trim() !== '' &&
    !isValidEmail(fields.email.trim())
  ) {
    errors.push(MESSAGES.invalidEmail);
  }
  if (
    fields.website !== undefined &&
    fields.website.trim() !== '' &&
    !isValidWebsite(fields.website.trim())
  ) {
    errors.push(MESSAGES.invalidWebsite);
  }
  return errors;
}

/**
 * Pricing plans need a name and a non-negative price; N in the message is 1-based.
 *
 * @example validatePricingPlans([{ name: '', price: -1 }]) // two messages for plan 1
 */
export function validatePricingPlans(
  plans: readonly { name?: string | undefined; price?: number | undefined }[],
): string[] {
  const errors: string[] = [];
  plans.forEach((plan, index) => {
    if (!plan.name || plan.name.trim() === '') errors.push(MESSAGES.planNeedsName(index + 1));
    if (typeof plan.price === 'number' && plan.price < 0) {
      errors.push(MESSAGES.planNegativePrice(index + 1));
    }
  });
  return errors;
}

/**
 * Images may be at most 5 MB; N in the message is 1-based.
 *
 * @example validateImageSizes([{ sizeBytes: 6_000_000 }]) // ['Image 1 is too large (max 5MB)']
 */
export function validateImageSizes(
  images: readonly { sizeBytes?: number | undefined }[],
): string[] {
  const errors: string[] = [];
  images.forEach((image, index) => {
    if (typeof image.sizeBytes === 'number' && image.sizeBytes > MAX_IMAGE_BYTES) {
      errors.push(MESSAGES.imageTooLarge(index + 1));
    }
  });
  return errors;
}
