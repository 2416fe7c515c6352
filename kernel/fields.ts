import { PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from './phone.ts';

/**
 * The field rules the browser and the server both apply (part 1 §5, part 2 §5), as the contract states them
 * (openapi.yaml's PersonName, PhoneNumber, OptionalEmail, the order request's model). The browser checks them before
 * a call so a refusal is explained under its field; the server checks them again for a body that reached it. Each
 * side words the failure itself (the views in the visitor's language, the server in the contract's English).
 */

/** PersonName: at most 100 characters. */
export const NAME_MAX = 100;
/** PhoneNumber: at most 32 characters as typed. */
export const PHONE_TEXT_MAX = 32;
/** OptionalEmail: at most 254 characters (the longest address SMTP carries). */
export const EMAIL_MAX = 254;
/** The order request's model or reference: at most 200 characters. */
export const MODEL_MAX = 200;

/** Empty once the spaces around it are gone: a required field left unfilled. */
export const isBlank = (value: string): boolean => value.trim() === '';

/** How many characters a text has, as a person counts them (an emoji or "ё" is one, whatever its UTF-16 length). */
export const lengthOf = (value: string): number => [...value].length;

/** At least `minimum` characters once trimmed (the order request's name: 2). */
export const hasAtLeast = (value: string, minimum: number): boolean => lengthOf(value.trim()) >= minimum;

/** Part 1 §5: 7 to 15 digits (kernel/phone.ts's bounds), with an optional leading "+" and spaces, brackets, dots or hyphens. */
const PHONE_PATTERN = new RegExp(`^\\+?[\\s().-]*(?:\\d[\\s().-]*){${PHONE_DIGITS_MIN},${PHONE_DIGITS_MAX}}$`);

/** A phone as typed: the contract's PhoneNumber (its digits, its separators, its length). */
export const isPhoneNumber = (value: string): boolean => value.length <= PHONE_TEXT_MAX && PHONE_PATTERN.test(value);

/** Part 2 §5 "a simple pattern": something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address: the contract's OptionalEmail when it is given (its pattern and its length). */
export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
