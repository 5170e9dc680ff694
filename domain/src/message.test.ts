import { describe, expect, it } from 'vitest';
import { asMessage, fill, messageKeys, plural, render, said, schemaMessage, schemaMessageOf } from './message';
import { IMPORT_MESSAGES, rowIssue } from './people-import';
import { describeImportIssue } from './question-bank';
import { describeIssue, installValidationMessages } from './validation-messages';

installValidationMessages();
import { z } from 'zod';

describe('a message as data', () => {
  it('is its template and its values', () => {
    expect(fill('Student {{name}} Added', { name: 'Asha' })).toEqual({
      key: 'Student {{name}} Added',
      values: { name: 'Asha' },
    });
    expect(asMessage('Not found.')).toEqual({ key: 'Not found.', values: {} });
  });

  it('renders English with nested messages rendered in turn', () => {
    // Worked by hand: the line template, its message static, its detail a template of its own.
    const detail = fill('option {{n}}: {{message}}', { n: 3, message: 'An option is empty' });
    const line = fill('{{message}} (line {{line}}): {{detail}}', { message: 'Invalid tags', line: 12, detail });
    expect(render(line)).toEqual('Invalid tags (line 12): option 3: An option is empty');
    expect(messageKeys(line)).toEqual(['{{message}} (line {{line}}): {{detail}}', 'option {{n}}: {{message}}']);
    expect(said(line)).toEqual({
      message: 'Invalid tags (line 12): option 3: An option is empty',
      message_key: '{{message}} (line {{line}}): {{detail}}',
      message_values: {
        message: 'Invalid tags',
        line: 12,
        detail: { key: 'option {{n}}: {{message}}', values: { n: 3, message: 'An option is empty' } },
      },
    });
  });

  it('writes a counted message in the English singular when the count is 1', () => {
    const key = plural('{{count}} apples fell', '{{count}} apple fell');
    expect(render(fill(key, { count: 1 }))).toEqual('1 apple fell');
    expect(render(fill(key, { count: 2 }))).toEqual('2 apples fell');
    expect(render(fill(key, { count: 0 }))).toEqual('0 apples fell');
    // The key is the other form's words, whatever the count.
    expect(fill(key, { count: 1 }).key).toEqual('{{count}} apples fell');
  });

  it('keeps an import refusal counted, its first problem nested', () => {
    const refused = IMPORT_MESSAGES.refused([rowIssue(2, 'email', 'Email is not Valid!', 5)]);
    expect(render(refused)).toEqual(
      'Nothing was imported: 1 row has errors. First: line 5, email: Email is not Valid!',
    );
    expect(refused).toEqual({
      key: 'Nothing was imported: {{count}} rows have errors. First: line {{line}}, {{field}}: {{message}}',
      values: { count: 1, line: 5, field: 'email', message: { key: 'Email is not Valid!', values: {} } },
    });
  });

  it("describes a question file's problem with where it is", () => {
    const line = describeImportIssue({ message: 'Invalid tags', detail: 'no <a> tag', line: 4, tag: 'q' });
    expect(line).toEqual({
      key: '{{message}} (line {{line}}, <{{tag}}>): {{detail}}',
      values: { message: 'Invalid tags', line: 4, tag: 'q', detail: 'no <a> tag' },
    });
    expect(render(line)).toEqual('Invalid tags (line 4, <q>): no <a> tag');
  });
});

describe('a zod issue told as data', () => {
  it('a limit of the generic messages, from the issue', () => {
    const result = z.object({ name: z.string().max(3) }).safeParse({ name: 'abcdef' });
    const issue = result.error!.issues[0]!;
    expect(describeIssue(issue)).toEqual({ key: 'At most {{max}} characters', values: { max: 3 } });
  });

  it("a schema's message built with values, and a static one", () => {
    const built = schemaMessage(fill('{{field}} is always {{value}}', { field: 'kind', value: 2 }));
    expect(built).toEqual('kind is always 2');
    expect(schemaMessageOf(built)).toEqual({
      key: '{{field}} is always {{value}}',
      values: { field: 'kind', value: 2 },
    });
    expect(schemaMessageOf('Not found.')).toEqual({ key: 'Not found.', values: {} });
  });

  it("a refinement's message handed over in its params", () => {
    const message = fill('Question number {{n}} already exists in this test', { n: 4 });
    const schema = z.number().superRefine((_, ctx) => {
      ctx.addIssue({ code: 'custom', message: render(message), params: { message } });
    });
    expect(describeIssue(schema.safeParse(1).error!.issues[0]!)).toEqual(message);
  });
});
