import { describe, expect, it } from 'vitest';
import { optionLabel, optionLabels, optionPositionForKey, optionPositionFromText } from './option-labels';

describe('option labels by answer_type', () => {
  it('letters each type, with a fifth option continuing the series', () => {
    expect(optionLabels('A - H')).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(optionLabels('E - H')).toEqual(['E', 'F', 'G', 'H', 'I']);
    expect(optionLabels('i - iv')).toEqual(['i', 'ii', 'iii', 'iv', 'v']);
    expect(optionLabels('1 - 4')).toEqual(['1', '2', '3', '4', '5']);
  });
  it('letters an unknown or empty type A, B, C, …', () => {
    expect(optionLabels('', 4)).toEqual(['A', 'B', 'C', 'D']);
    expect(optionLabels(null, 3)).toEqual(['A', 'B', 'C']);
    expect(optionLabels('a - z', 2)).toEqual(['A', 'B']);
    expect(optionLabels(' i - iv ', 4)).toEqual(['i', 'ii', 'iii', 'iv']);
  });
  it('goes on past five', () => {
    expect(optionLabel('i - iv', 9)).toEqual('ix');
    expect(optionLabel('i - iv', 14)).toEqual('xiv');
    expect(optionLabel('E - H', 22)).toEqual('Z');
    expect(optionLabel('E - H', 23)).toEqual('23');
  });
});

describe('an option named in text (paper sittings)', () => {
  it('takes a label of the lettering in any case', () => {
    expect(optionPositionFromText('A - H', 'c', 5)).toBe(3);
    expect(optionPositionFromText('A - H', ' E ', 5)).toBe(5);
    expect(optionPositionFromText('E - H', 'g', 4)).toBe(3);
    expect(optionPositionFromText('i - iv', 'IV', 4)).toBe(4);
    expect(optionPositionFromText('i - iv', 'iii', 4)).toBe(3);
  });
  it('takes a 1-based position', () => {
    expect(optionPositionFromText('A - H', '2', 4)).toBe(2);
    expect(optionPositionFromText('1 - 4', '4', 4)).toBe(4);
    expect(optionPositionFromText('E - H', '1', 4)).toBe(1);
  });
  it('refuses what names no option', () => {
    expect(optionPositionFromText('A - H', 'E', 4)).toBeNull(); // only four options
    expect(optionPositionFromText('E - H', 'A', 4)).toBeNull(); // not a label of E - H
    expect(optionPositionFromText('A - H', '0', 4)).toBeNull();
    expect(optionPositionFromText('A - H', '5', 4)).toBeNull();
    expect(optionPositionFromText('i - iv', 'vi', 5)).toBeNull();
    expect(optionPositionFromText('A - H', 'AB', 4)).toBeNull();
    expect(optionPositionFromText('A - H', '1.0', 4)).toBeNull();
  });
});

describe('keyboard choice', () => {
  it('chooses by position with 1-5 and A-E whatever the lettering', () => {
    expect(optionPositionForKey('1', 4)).toBe(1);
    expect(optionPositionForKey('4', 4)).toBe(4);
    expect(optionPositionForKey('b', 4)).toBe(2);
    expect(optionPositionForKey('D', 4)).toBe(4);
    expect(optionPositionForKey('e', 5)).toBe(5);
  });
  it('ignores other keys and positions past the last option', () => {
    expect(optionPositionForKey('5', 4)).toBeNull();
    expect(optionPositionForKey('E', 4)).toBeNull();
    expect(optionPositionForKey('f', 5)).toBeNull();
    expect(optionPositionForKey('6', 5)).toBeNull();
    expect(optionPositionForKey('Enter', 5)).toBeNull();
  });
});
