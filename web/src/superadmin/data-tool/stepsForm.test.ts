import { render as english } from '@prep/domain';
import { describe, expect, it } from 'vitest';
import { checkSteps, emptySteps, stepFieldMark, stepImageLabel, stepLabel, stepsFormData, stepsOf } from './stepsForm';

const png = (name: string) => new File([new Uint8Array([0x89, 0x50])], name, { type: 'image/png' });

describe('Add Steps form', () => {
  it("needs the question and step 1: 'Please Fillout all the Fields!'", () => {
    expect(checkSteps(emptySteps(), 9)).toEqual({
      ok: false,
      message: 'Please Fillout all the Fields!',
      fields: { step1_text: 'Please Fillout all the Fields!' },
    });
    expect(checkSteps({ ...emptySteps(), step1_text: 'Half of 8' }, null)).toMatchObject({
      ok: false,
      message: 'Please Fillout all the Fields!',
    });
  });

  it("keeps every step under 500 characters, step 5 too: 'Steps Length is Too Long'", () => {
    const steps = { ...emptySteps(), step1_text: 'Start', step5_text: 'x'.repeat(500) };
    expect(checkSteps(steps, 9)).toMatchObject({ ok: false, fields: { step5_text: 'Steps Length is Too Long' } });
    expect(stepFieldMark('step2_text', 'x'.repeat(499))).toBeUndefined();
    expect(stepFieldMark('step1_text', '')).toBe('Please Fillout all the Fields!');
  });

  it('sends texts and images as multipart: section_code to add, section_code_id and removals to update', () => {
    const result = checkSteps(stepsOf({ ...emptySteps(), step1_text: 'Half of 8', step2_text: 'is 4' }), 9);
    if (!result.ok) throw new Error(english(result.message));
    const added = stepsFormData(result.body, 7, { files: { step2_image: png('s2.png') }, removed: {} }, 'new');
    expect(added.get('question')).toBe('9');
    expect(added.get('master_qnsbank')).toBe('7');
    expect(added.get('section_code')).toBe('1');
    expect(added.get('step2_text')).toBe('is 4');
    expect(added.get('step5_text')).toBe('');
    expect((added.get('step2_image') as File).name).toBe('s2.png');
    expect(added.get('step1_image')).toBeNull();

    const updated = stepsFormData(result.body, 7, { files: {}, removed: { step3_image: true } }, 'editing');
    expect(updated.get('section_code_id')).toBe('1');
    expect(updated.get('section_code')).toBeNull();
    expect(updated.get('remove_step3_image')).toBe('true');
  });

  it('labels the fields Step n and Step n Image', () => {
    expect(stepLabel('step5_text')).toBe('Step 5');
    expect(stepImageLabel('step4_image')).toBe('Step 4 Image');
  });
});
