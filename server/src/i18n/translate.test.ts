import tamil from '@prep/domain/locales/ta.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { translate } from './translate';

describe('translate', () => {
  it('keeps English as written and fills its placeholders', () => {
    expect(translate('en', 'Hello {{name}},', { name: 'Priya' })).toBe('Hello Priya,');
  });

  it('reads Tamil from the catalogue, with the same placeholders filled', () => {
    const tamilHello = (tamil as Record<string, string>)['Hello {{name}},'];
    expect(tamilHello).toMatch(/[\u0B80-\u0BFF]/);
    expect(translate('ta', 'Hello {{name}},', { name: 'பிரியா' })).toBe(tamilHello!.replace('{{name}}', 'பிரியா'));
  });

  it('falls back to the English of a text the catalogue lacks, and leaves an unknown placeholder as written', () => {
    expect(translate('ta', 'Not a key of the catalogue {{x}} {{y}}', { x: 1 })).toBe(
      'Not a key of the catalogue 1 {{y}}',
    );
  });
});
