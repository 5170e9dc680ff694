// Field rules of §5 of both documents, each written once and used by the forms and the server alike.

/**
 * Email. The legacy pattern (lowercase local part of at most 15+15 characters, a 4-20 letter domain
 * label, a 2-5 letter suffix) refused real addresses: capitals, plus signs, digits or hyphens in the
 * domain, short domains such as mit.edu, sub-domains. This accepts everything it accepted and those.
 * Callers compare and store the lower-cased form.
 */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const isEmail = (value: string) => value.length <= 254 && EMAIL.test(value.trim().toLowerCase());

/** ddd-ddd-dddd */
export const isPhone = (value: string) => /^\d{3}-\d{3}-\d{4}$/.test(value.trim());

/** Four groups of four letters or digits joined by hyphens. */
export const isLicenseKey = (value: string) => /^[A-Za-z0-9]{4}(?:-[A-Za-z0-9]{4}){3}$/.test(value.trim());

/** A US ZIP code: five digits, optionally ZIP+4. */
export const isZipCode = (value: string) => /^\d{5}(?:-\d{4})?$/.test(value.trim());

/** At least 8 characters with at least one digit and one lowercase letter. */
export const isStrongPassword = (value: string) => value.length >= 8 && /\d/.test(value) && /[a-z]/.test(value);

/** Client city: letters, digits and spaces. */
export const isClientCity = (value: string) => /^[A-Za-z0-9 ]+$/.test(value.trim());

/** Teacher and student city, state, country and school district: letters and white space, at least 3 characters. */
export const isPlaceName = (value: string) => /^[A-Za-z\s]{3,}$/.test(value.trim());

/** GPA: one to five digits and dots. */
export const isGpa = (value: string) => /^[\d.]{1,5}$/.test(value.trim());

/** Grade: letters, plus and minus only. */
export const isGrade = (value: string) => /^[A-Za-z+-]+$/.test(value.trim());

export const isNonEmpty = (value: string) => value.trim().length > 0;
