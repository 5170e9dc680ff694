import { WARMUP_COURSE_TYPE } from '@prep/domain';
import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { inTamil } from '../test/language';
import { courseLabel } from './courseLabel';

const t = (key: string) => i18n.t(key);

describe('a course as shown, in Tamil', () => {
  inTamil();

  it('names the warm-up course in Tamil and keeps every other course’s name as stored', () => {
    expect(courseLabel(t, WARMUP_COURSE_TYPE)).toBe('பயிற்சிச் சுற்று');
    expect(courseLabel(t, 'SAT')).toBe('SAT');
    expect(courseLabel(t, 'UG-NEET')).toBe('UG-NEET');
  });
});

describe('a course as shown, in English', () => {
  it('names the warm-up course as stored', () => {
    expect(courseLabel(t, WARMUP_COURSE_TYPE)).toBe('Warmup');
  });
});
