/**
 * Part 1 §5 "Contact form", the same rules the contract states (PersonName, PhoneNumber, OptionalEmail). The
 * contract already refuses a bad JSON or multipart body before a handler runs; handlers check again here so a
 * body that reached them some other way (a content type without a schema) cannot skip the rules.
 */
export interface ContactFields {
  name?: unknown;
  phone?: unknown;
  email?: unknown;
  consent?: unknown;
}

const PHONE = /^\+?[\s().-]*(?:\d[\s().-]*){7,15}$/;
// "A simple pattern" (part 2 §5): something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function contactErrors(fields: ContactFields): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (typeof fields.name !== 'string' || fields.name.trim() === '') errors.name = ['Enter your name.'];
  else if (fields.name.length > 100) errors.name = ['At most 100 characters.'];
  if (typeof fields.phone !== 'string' || !PHONE.test(fields.phone) || fields.phone.length > 32) {
    errors.phone = ['Enter a phone number with 7 to 15 digits.'];
  }
  if (fields.email !== undefined && (typeof fields.email !== 'string' || !EMAIL.test(fields.email) || fields.email.length > 254)) {
    errors.email = ['Enter a valid e-mail address.'];
  }
  if (fields.consent === false) errors.consent = ['Consent to the processing of personal data is required.'];
  return errors;
}
