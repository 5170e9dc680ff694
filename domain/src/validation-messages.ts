// zod's core, not `z`: the web's chunk that installs these needs none of zod's schemas.
import { config, type $ZodRawIssue } from 'zod/v4/core';
import { msg } from './i18n';
import { fill, isMessage, type Message, render, schemaMessageOf, type Text } from './message';

/*
 * What a value is told when its schema names no message of its own for the way it failed. The spec's and the
 * schemas' own messages always win (zod asks this map last but for its own English); this map only replaces
 * zod's defaults ("Invalid input: expected object, received array") with sentences written for a person, each a
 * key of both catalogues, so the web shows them with t() (a filled one through the Tamil templates).
 * docs/decisions/0104-validation-messages-written-for-a-person.md
 */

/** zod's own English messages ("Invalid input: expected object, received array", "Too small: …"). */
export const LIBRARY_DEFAULT_MESSAGE =
  /^Invalid (input|string|option|element|key|value|number|type|date|discriminator)|^Too (small|big)|^Unrecognized key|expected .*, received/;

export const FIELD_REQUIRED = msg('This field is required.');
/** A body (JSON `null`, an array, a number) that is not an object. */
export const BODY_NOT_OBJECT = msg('The request must be a JSON object');
const NOT_ACCEPTED = msg('This value is not accepted');
const CHOOSE_LISTED = msg('Choose one of the listed values');

const EXPECTED: Record<string, string> = {
  string: msg('Enter text'),
  number: msg('Enter a number'),
  bigint: msg('Enter a number'),
  nan: msg('Enter a number'),
  int: msg('Enter a whole number'),
  boolean: msg('Must be true or false'),
  array: msg('Enter a list'),
  tuple: msg('Enter a list'),
  set: msg('Enter a list'),
  object: msg('Must be a JSON object'),
  record: msg('Must be a JSON object'),
  map: msg('Must be a JSON object'),
  date: msg('Enter a date'),
};

const FORMATS: Record<string, string> = {
  email: msg('Enter a valid email address'),
  url: msg('Enter a valid web address'),
  datetime: msg('Enter a valid date and time'),
  date: msg('Enter a valid date'),
  time: msg('Enter a valid time'),
};

type Issue = $ZodRawIssue;
type Sized = { origin: string; inclusive?: boolean };

function tooSmall(issue: Sized & { minimum: number | bigint }): Text {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return min <= 1 ? FIELD_REQUIRED : fill(msg('At least {{min}} characters'), { min });
    case 'array':
    case 'set':
    case 'map':
      return min <= 1 ? msg('Add at least one item') : fill(msg('At least {{min}} items'), { min });
    case 'number':
    case 'bigint':
      return issue.inclusive === false
        ? fill(msg('Must be more than {{min}}'), { min })
        : fill(msg('At least {{min}}'), { min });
    case 'date':
      return msg('Choose a later date');
    default:
      return NOT_ACCEPTED;
  }
}

function tooBig(issue: Sized & { maximum: number | bigint }): Text {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return fill(msg('At most {{max}} characters'), { max });
    case 'array':
    case 'set':
    case 'map':
      return fill(msg('At most {{max}} items'), { max });
    case 'number':
    case 'bigint':
      return issue.inclusive === false
        ? fill(msg('Must be less than {{max}}'), { max })
        : fill(msg('At most {{max}}'), { max });
    case 'file':
      return msg('The file is too large');
    case 'date':
      return msg('Choose an earlier date');
    default:
      return NOT_ACCEPTED;
  }
}

/** The message of an issue whose schema wrote none, as data. */
function defaultMessage(issue: Issue): Text {
  // A field left out, whatever it takes (an enum, a union): the same sentence as a missing text.
  if (issue.input === undefined && (issue.path ?? []).length > 0) return FIELD_REQUIRED;
  switch (issue.code) {
    case 'invalid_type': {
      // The whole body (missing, `null`, an array): a route's schema, or parseWith's, is handed it at path [].
      if (issue.expected === 'object' && (issue.path ?? []).length === 0) return BODY_NOT_OBJECT;
      if (issue.input === undefined || (issue.input === null && issue.expected !== 'null')) return FIELD_REQUIRED;
      return EXPECTED[issue.expected] ?? NOT_ACCEPTED;
    }
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return FORMATS[issue.format] ?? msg('Enter a value in the form this field takes');
    case 'not_multiple_of':
      return fill(msg('Must be a multiple of {{divisor}}'), { divisor: Number(issue.divisor) });
    case 'invalid_value':
      return CHOOSE_LISTED;
    case 'unrecognized_keys':
      return fill(msg('Fields not taken here: {{fields}}'), { fields: issue.keys.join(', ') });
    case 'invalid_union':
      // A discriminated union told a `type` it does not know.
      return 'options' in issue && Array.isArray(issue.options) && issue.options.length > 0
        ? CHOOSE_LISTED
        : NOT_ACCEPTED;
    case 'invalid_element':
      return msg('A value in this list is not accepted');
    case 'invalid_key':
      return msg('A field name here is not accepted');
    default:
      return NOT_ACCEPTED;
  }
}

/** The message of an issue whose schema wrote none, in English (what zod keeps on the issue). */
export const validationMessage = (issue: Issue): string => render(defaultMessage(issue));

/**
 * The message of an issue zod answered, as data: the one this map would have written when the issue's English
 * is that (its values from the issue: a limit, the fields not taken), else the message the schema was built
 * with (schemaMessage), else the text as its own key. A zod issue keeps only its English; its data (the
 * limit, the origin) is what lets the server and the web tell it in any language.
 */
export function describeIssue(issue: { message: string; code?: string; params?: unknown }): Message {
  // A refinement that built its message with values at parse time hands the message over in its params.
  const given = (issue.params as { message?: unknown } | undefined)?.message;
  if (isMessage(given)) return given;
  const own = defaultMessage({ ...issue, input: null, path: ['field'] } as unknown as Issue);
  if (typeof own !== 'string' && render(own) === issue.message) return own;
  return schemaMessageOf(issue.message);
}

/**
 * Installs the messages above for every schema parsed in this process (zod's global configuration). Called
 * once where each program starts: the server's buildApp, and the web's web/src/i18n/validationMessages.ts
 * (awaited by main.tsx before the app renders, imported by its tests' set-up). A call, not an import for its
 * side effect: the domain is `sideEffects: false`, and a bundler drops an import that only configures.
 */
export function installValidationMessages() {
  config({ customError: validationMessage });
}
