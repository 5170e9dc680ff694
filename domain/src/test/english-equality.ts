import { expect } from 'vitest';
import { isMessage, render } from '../message';

/*
 * The tests written before messages travelled as data (docs/decisions/0107-messages-as-data.md) compare a
 * message with its English, byte for byte: a message equals the English it renders to, and a row or an issue
 * that carries `message_key` and `message_values` beside its `message` equals one written with the message
 * alone, the English compared exactly. The keys and values themselves are asserted by the tests of
 * domain/src/message.test.ts and the server's fuzz test, which checks every 4xx carries them.
 */
const WIRE_KEYS = new Set(['message_key', 'message_values', 'field_keys', 'reason_key', 'reason_values']);

function withoutWireKeys(value: object, other: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !WIRE_KEYS.has(key) || key in other));
}

expect.addEqualityTesters([
  function englishOfMessages(a: unknown, b: unknown, customTesters) {
    if (isMessage(a) && typeof b === 'string') return render(a) === b;
    if (isMessage(b) && typeof a === 'string') return render(b) === a;
    if (isMessage(a) || isMessage(b)) return undefined;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return undefined;
    if (Array.isArray(a) || Array.isArray(b)) return undefined;
    const wire = (o: object) => 'message_key' in o || 'field_keys' in o || 'reason_key' in o;
    if (wire(a) === wire(b)) return undefined;
    return this.equals(withoutWireKeys(a, b), withoutWireKeys(b, a), customTesters);
  },
]);
