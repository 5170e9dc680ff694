import { MantineProvider, TextInput } from '@mantine/core';
import { describeIssue, fill, LIBRARY_DEFAULT_MESSAGE, render as english, updateQuizGrantSchema } from '@prep/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import i18n from '../i18n';
import { say } from '../i18n/say';
import { inTamil } from '../test/language';
import { fieldErrors } from './errors';
import { MarkedField } from './MarkedField';

// The domain's messages for a field whose schema names none (domain/src/validation-messages.ts) are
// installed by web/src/i18n/validationMessages.ts (main.tsx awaits it; the tests' set-up imports it); the forms
// show them with t().
// Expected texts are written out by hand from domain/locales/ta.json.
describe('validation messages written for a person, in Tamil', () => {
  inTamil();

  it("tells a field the domain's message, never zod's, and shows it in Tamil beside the field", () => {
    const parsed = updateQuizGrantSchema.safeParse({ clientname: 5 });
    const errors = fieldErrors(parsed.error!);
    expect(english(errors.clientname!)).toBe('Enter text');
    expect(english(errors.clientname!)).not.toMatch(LIBRARY_DEFAULT_MESSAGE);
    render(
      <MantineProvider env="test">
        <MarkedField mark={errors.clientname}>{(props) => <TextInput label="Client" {...props} />}</MarkedField>
      </MantineProvider>,
    );
    expect(screen.getByText('உரையை உள்ளிடவும்')).toBeTruthy();
  });

  it("shows a form's limit beside its field in Tamil, with the limit (fieldErrors hands over the issue's data)", () => {
    const parsed = z.object({ name: z.string().max(5) }).safeParse({ name: 'abcdefg' });
    const errors = fieldErrors(parsed.error!);
    expect(english(errors.name!)).toBe('At most 5 characters');
    render(
      <MantineProvider env="test">
        <MarkedField mark={errors.name}>{(props) => <TextInput label="Name" {...props} />}</MarkedField>
      </MantineProvider>,
    );
    expect(screen.getByText('அதிகபட்சம் 5 எழுத்துகள்')).toBeTruthy();
  });

  it('shows the messages built with a limit in Tamil, the limit as it came', () => {
    const tooLong = z.object({ name: z.string().max(5) }).safeParse({ name: 'abcdefg' });
    expect(tooLong.error?.issues[0]?.message).toBe('At most 5 characters');
    // The issue keeps its data: told as a message with its values (describeIssue), shown with t(key, values).
    expect(say(i18n.t, describeIssue(tooLong.error!.issues[0]!))).toBe('அதிகபட்சம் 5 எழுத்துகள்');
    expect(say(i18n.t, fill('At least {{min}} items', { min: 3 }))).toBe('குறைந்தபட்சம் 3 உருப்படிகள்');
    expect(say(i18n.t, fill('At least {{min}}', { min: 2 }))).toBe('குறைந்தபட்சம் 2');
    expect(say(i18n.t, fill('Must be more than {{min}}', { min: 0 }))).toBe('0-ஐ விட அதிகமாக இருக்க வேண்டும்');
    expect(say(i18n.t, fill('Fields not taken here: {{fields}}', { fields: 'colour, size' }))).toBe(
      'இங்கு ஏற்கப்படாத புலங்கள்: colour, size',
    );
  });

  it('shows the message of a body that is no JSON object in Tamil', () => {
    const body = z.object({ name: z.string() }).safeParse([]);
    expect(body.error?.issues[0]?.message).toBe('The request must be a JSON object');
    expect(i18n.t('The request must be a JSON object')).toBe('கோரிக்கை ஒரு JSON பொருளாக இருக்க வேண்டும்');
  });
});
