import { describe, expect, it } from 'vitest';
import { ANSWER_MAX_LENGTH } from '@prep/domain';
import { keyOf, keypadInput } from './keypad';

describe('the keypad', () => {
  it('types digits, switches the sign with minus, and deletes', () => {
    let value = '';
    for (const key of ['4', '2'] as const) value = keypadInput(value, key);
    expect(value).toBe('42');
    value = keypadInput(value, 'minus');
    expect(value).toBe('-42');
    value = keypadInput(value, 'minus');
    expect(value).toBe('42');
    value = keypadInput(value, 'backspace');
    expect(value).toBe('4');
    expect(keypadInput('', 'backspace')).toBe('');
    expect(keypadInput('', 'minus')).toBe('-');
    expect(keypadInput('-7', 'clear')).toBe('');
  });

  it('stops at the longest answer the server keeps', () => {
    const full = '9'.repeat(ANSWER_MAX_LENGTH);
    expect(keypadInput(full, '1')).toBe(full);
    expect(keypadInput(full, 'minus')).toBe(full);
  });

  it('maps the physical keyboard: digits, minus, Backspace, Delete, and Enter for OK', () => {
    expect(keyOf('7')).toBe('7');
    expect(keyOf('-')).toBe('minus');
    expect(keyOf('Backspace')).toBe('backspace');
    expect(keyOf('Delete')).toBe('clear');
    expect(keyOf('Enter')).toBe('ok');
    expect(keyOf('a')).toBeUndefined();
  });
});
