import { describe, expect, it } from 'vitest';
import { landingTarget } from './landingTarget';

describe('landingTarget', () => {
  it('follows a path of this app, never another site or the landing itself', () => {
    expect(landingTarget('/student/test/master/4')).toBe('/student/test/master/4');
    expect(landingTarget('/teacher/classes?class=3')).toBe('/teacher/classes?class=3');
    expect(landingTarget('/lms/pick/abc')).toBe('/lms/pick/abc');
    expect(landingTarget('//evil.example/x')).toBeNull();
    expect(landingTarget('https://evil.example')).toBeNull();
    expect(landingTarget('/\\evil.example')).toBeNull();
    expect(landingTarget('/lms/')).toBeNull();
    expect(landingTarget('/lms?to=/lms')).toBeNull();
    expect(landingTarget(null)).toBeNull();
  });
});
