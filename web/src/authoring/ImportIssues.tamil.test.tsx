import { MantineProvider } from '@mantine/core';
import { type ApiErrorBody, asMessage, describeImportIssue, fill, type Text, wrongFormatMessage } from '@prep/domain';
import { ApiError } from '../api';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inTamil } from '../test/language';
import { ImportIssues } from './ImportIssues';
import { readImport } from './importFormats';
import { RefusedQuestions } from './RefusedQuestions';

// An answer tag with three options, on line 3 of the file.
const THREE_OPTIONS = '<q>What is 2 + 2?==1</q>\n\n<a>3&&4&&5==2</a>\n';

/** The problems of a file none of whose questions can be imported, as ImportPanel lists them. */
function problemsOf(text: string) {
  const read = readImport('tags', text);
  if (!read.ok) return { message: read.message, lines: read.errors.map(describeImportIssue), refused: [] };
  const issues = read.refused.flatMap((r) => r.issues);
  return { message: issues[0]!.message, lines: issues.map(describeImportIssue), refused: read.refused };
}

const show = (message: Text, lines: Text[]) =>
  render(
    <MantineProvider env="test">
      <ImportIssues message={message} lines={lines} />
    </MantineProvider>,
  );

/** The texts of the list of problems, named as the language shown names it. */
const itemsOf = (listName: string) =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

// Expected texts are written out by hand from domain/locales/ta.json, not computed from it.
describe('import problems in Tamil', () => {
  inTamil();

  it('shows a problem read in the browser in Tamil, with its line number and tag', () => {
    const { message, lines } = problemsOf(THREE_OPTIONS);
    expect(lines).toEqual([
      'Something went wrong check Answer tags (line 3, <a>): found 3 options; the tag format has 4',
    ]);
    show(message, lines);
    const list = within(screen.getByRole('list', { name: 'கோப்பில் உள்ள சிக்கல்கள்' }));
    expect(
      list.getByText(
        'ஏதோ தவறு நடந்துவிட்டது, விடைக் குறிச்சொற்களைச் சரிபார்க்கவும் (வரி 3, <a>): 3 தெரிவுகள் உள்ளன; குறிச்சொல் உரை வடிவத்தில் 4 தெரிவுகள் இருக்க வேண்டும்',
      ),
    ).toBeTruthy();
    expect(screen.getByText('ஏதோ தவறு நடந்துவிட்டது, விடைக் குறிச்சொற்களைச் சரிபார்க்கவும்')).toBeTruthy();
  });

  it('says once, in Tamil, that an Aiken file chosen as GIFT is not GIFT and looks like Aiken', () => {
    const read = readImport('gift', 'Q1\nA) a\nB) b\nANSWER: A\n\nQ2\nA) c\nB) d\nANSWER: B\n');
    if (read.ok) throw new Error('expected a refusal');
    expect(read.errors).toEqual([]);
    show(read.message, read.errors.map(describeImportIssue));
    expect(
      screen.getByText(
        'இந்தக் கோப்பு GIFT போலத் தெரியவில்லை: இது Aiken போலத் தெரிகிறது. Aiken வடிவத்தைத் தேர்ந்தெடுத்து மீண்டும் இறக்குமதி செய்யவும்.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    cleanup();
    show(wrongFormatMessage('json', 'tags'), []);
    expect(
      screen.getByText(
        'இந்தக் கோப்பு தேர்வுக் கோப்பு (JSON) போலத் தெரியவில்லை: இது குறிச்சொல் உரை போலத் தெரிகிறது. குறிச்சொல் உரை வடிவத்தைத் தேர்ந்தெடுத்து மீண்டும் இறக்குமதி செய்யவும்.',
      ),
    ).toBeTruthy();
  });

  it("shows the server's lines in Tamil: a field's problem, a package's item, a file-wide problem", () => {
    // As the server sends them in field_keys.file: each line's template, the format's message and the problem nested.
    show('Something went wrong! Please check the Aiken file', [
      describeImportIssue({
        message: 'Something went wrong! Please check the Aiken file',
        line: 12,
        detail: fill('option {{n}}: {{message}}', { n: 2, message: asMessage('An option is empty') }),
      }),
      describeImportIssue({
        message: 'Something went wrong! Please check the QTI package',
        file: 'items/q1.xml',
        question: 4,
        detail: fill('feedback {{n}} holds {{count}} images; it may hold one', { n: 2, count: 3 }),
      }),
      describeImportIssue({
        message: 'Something went wrong! Please check the GIFT file',
        detail: 'The file holds no questions',
      }),
      describeImportIssue({
        message: 'Something went wrong! Please check the tags',
        line: 2,
        tag: 's',
        detail: fill('</{{name}}> closes nothing', { name: 's' }),
      }),
    ]);
    expect(itemsOf('கோப்பில் உள்ள சிக்கல்கள்')).toEqual([
      'ஏதோ தவறு நடந்துவிட்டது! Aiken கோப்பைச் சரிபார்க்கவும் (வரி 12): தெரிவு 2: ஒரு தெரிவு காலியாக உள்ளது',
      'ஏதோ தவறு நடந்துவிட்டது! QTI தொகுப்பைச் சரிபார்க்கவும் (items/q1.xml, வினா 4): பின்னூட்டம் 2 இல் 3 படங்கள் உள்ளன; ஒன்று மட்டுமே இருக்கலாம்',
      'ஏதோ தவறு நடந்துவிட்டது! GIFT கோப்பைச் சரிபார்க்கவும்: கோப்பில் வினாக்கள் எதுவும் இல்லை',
      'ஏதோ தவறு நடந்துவிட்டது! குறிச்சொற்களைச் சரிபார்க்கவும் (வரி 2, <s>): </s> எதையும் மூடவில்லை',
    ]);
  });

  it("shows a refused question's reason in Tamil", () => {
    const { refused } = problemsOf(THREE_OPTIONS);
    render(
      <MantineProvider env="test">
        <RefusedQuestions refused={refused} fileName="questions.txt" />
      </MantineProvider>,
    );
    expect(screen.getByText('3 தெரிவுகள் உள்ளன; குறிச்சொல் உரை வடிவத்தில் 4 தெரிவுகள் இருக்க வேண்டும்')).toBeTruthy();
  });
});

describe('import problems in English', () => {
  it('shows each line as it came', () => {
    const { message, lines } = problemsOf(THREE_OPTIONS);
    show(message, [...lines, 'Something went wrong! Please check the GIFT file: The file holds no questions']);
    expect(itemsOf('Problems in the file')).toEqual([
      'Something went wrong check Answer tags (line 3, <a>): found 3 options; the tag format has 4',
      'Something went wrong! Please check the GIFT file: The file holds no questions',
    ]);
  });
});

describe('a refusal from the API in Tamil', () => {
  inTamil();

  it("shows the server's refusal in Tamil from its message_key and field_keys, nested messages translated first", () => {
    // An API answer as the server writes it (plugins/errors.ts): the line's template, its message and its
    // problem nested as { key, values }; the English beside it is not read.
    const detail = fill('found {{count}} options; the tag format has {{required}}', { count: 3, required: 4 });
    const line = describeImportIssue({ message: 'Something went wrong check Answer tags', line: 3, tag: 'a', detail });
    const body: ApiErrorBody = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Something went wrong check Answer tags',
      message_key: 'Something went wrong check Answer tags',
      message_values: {},
      fields: { file: ['(English, not read)'] },
      field_keys: { file: [line] },
    };
    const error = ApiError.fromResponse(400, body);
    show(error.said, error.fieldSaid.file ?? []);
    const list = within(screen.getByRole('list', { name: 'கோப்பில் உள்ள சிக்கல்கள்' }));
    expect(
      list.getByText(
        'ஏதோ தவறு நடந்துவிட்டது, விடைக் குறிச்சொற்களைச் சரிபார்க்கவும் (வரி 3, <a>): 3 தெரிவுகள் உள்ளன; குறிச்சொல் உரை வடிவத்தில் 4 தெரிவுகள் இருக்க வேண்டும்',
      ),
    ).toBeTruthy();
  });
});
