import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifyFailure, notifySuccess } from '../forms/feedback';
import { inTamil } from '../test/language';
import i18n from './index';
import { showLanguage } from './language';
import { builtMessages, compileTemplates, translateBuilt } from './templates';

// Expected texts are written out by hand from domain/locales/ta.json, not computed from it.
describe('messages built with values, in Tamil', () => {
  inTamil();

  it('shows a server message built from a template as its Tamil template with the values as they came', () => {
    expect(i18n.t('Student Asha Added')).toBe('மாணவர் Asha சேர்க்கப்பட்டார்');
    expect(i18n.t("Name Shouldn't be more than 50 characters!")).toBe('பெயர் 50 எழுத்துகளுக்கு மேல் இருக்கக் கூடாது!');
    expect(i18n.t('No student with email asha.k@school.org in this client')).toBe(
      'இந்த நிறுவனத்தில் asha.k@school.org மின்னஞ்சல் உடைய மாணவர் இல்லை',
    );
  });

  it('translates a message named inside another ({{message}}), and keeps the other values', () => {
    expect(i18n.t('Nothing was imported: 2 rows have errors. First: line 3, email: Not a valid Email')).toBe(
      'எதுவும் இறக்குமதி செய்யப்படவில்லை: 2 வரிசைகளில் பிழைகள் உள்ளன. முதலாவது: வரி 3, email: மின்னஞ்சல் சரியாக இல்லை',
    );
    expect(i18n.t('Nothing was imported: 1 row has errors. First: record 2, email: Not a valid Email')).toBe(
      'எதுவும் இறக்குமதி செய்யப்படவில்லை: 1 வரிசையில் பிழைகள் உள்ளன. முதலாவது: பதிவு 2, email: மின்னஞ்சல் சரியாக இல்லை',
    );
    expect(i18n.t('Equation 4 (line 9) has no "=": 12 + 7')).toBe('சமன்பாடு 4 (வரி 9): "=" இல்லை: 12 + 7');
    // A question file's problem names its field's problem as {{detail}}, itself naming the schema's {{message}}.
    expect(i18n.t('question 2, option 3: An option is empty')).toBe('வினா 2, தெரிவு 3: ஒரு தெரிவு காலியாக உள்ளது');
  });

  it('shows a text that no key and no template holds as it came', () => {
    // The test set-up reports such a text as missing from the catalogue; here that is the point.
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(i18n.t('The school bus leaves at 4 (gate B)')).toBe('The school bus leaves at 4 (gate B)');
    expect(i18n.t('Asha')).toBe('Asha');
    expect(report).toHaveBeenCalledWith('Not in domain/locales/en.json: "Asha"');
    report.mockRestore();
  });

  it('still answers found keys and interpolated keys as before', () => {
    expect(i18n.t('Not a valid Email')).toBe('மின்னஞ்சல் சரியாக இல்லை');
    expect(i18n.t('Hello {{name}},', { name: 'Asha' })).toBe('வணக்கம் Asha,');
    expect(i18n.t('Success', { defaultValue: 'unused' })).toBe('வெற்றி');
    expect(i18n.t('Student Asha Added', { defaultValue: 'As the code chose' })).toBe('As the code chose');
  });

  it('shows a built message in a notification in Tamil', async () => {
    render(
      <MantineProvider env="test">
        <Notifications />
      </MantineProvider>,
    );
    act(() => notifySuccess('Client Demo Academy Added Successfully'));
    act(() => notifyFailure('Too many attempts. Please try again in 30 seconds.'));
    expect(await screen.findByText('நிறுவனம் Demo Academy வெற்றிகரமாகச் சேர்க்கப்பட்டது')).toBeTruthy();
    expect(screen.getByText('மிக அதிக முயற்சிகள். 30 விநாடிகளில் மீண்டும் முயலவும்.')).toBeTruthy();
  });
});

describe('messages built with values, back in English', () => {
  it('shows them as they came, and no longer asks the Tamil templates', async () => {
    await showLanguage('ta');
    expect(i18n.t('Student Asha Added')).toBe('மாணவர் Asha சேர்க்கப்பட்டார்');
    await showLanguage('en');
    expect(i18n.options.parseMissingKeyHandler).toBeUndefined();
    expect(i18n.t('Student Asha Added')).toBe('Student Asha Added');
    expect(i18n.t('Hello {{name}},', { name: 'Asha' })).toBe('Hello Asha,');
  });
});

describe('compileTemplates and translateBuilt', () => {
  const templates = compileTemplates({
    'Question {{number}} would have more than {{max}} options':
      'வினா {{number}} இல் {{max}} ஐ விட அதிகத் தெரிவுகள் ஆகிவிடும்',
    '"{{given}}" is not an option: give one of {{labels}} or a position from 1 to {{count}}':
      '"{{given}}" ஒரு தெரிவு அல்ல: {{labels}} இவற்றில் ஒன்றையோ 1 முதல் {{count}} வரையிலான ஓர் இடத்தையோ தரவும்',
    'Equation {{number}} {{message}}': 'சமன்பாடு {{number}}: {{message}}',
    'Equation {{number}} (line {{line}}) {{message}}': 'சமன்பாடு {{number}} (வரி {{line}}): {{message}}',
    '{{value}}': 'never',
    'Untranslated {{name}}': '',
    'Plain key': 'வெறும் சாவி',
  });
  const asIs = (message: string) => `[${message}]`;

  it('keeps only keys with placeholders, some words of their own and a Tamil text; the most specific first', () => {
    expect(templates.map((t) => t.names)).toEqual([
      ['given', 'labels', 'count'],
      ['number', 'max'],
      ['number', 'line', 'message'],
      ['number', 'message'],
    ]);
  });

  it('reads regular-expression characters in the English as themselves', () => {
    expect(translateBuilt('"E" is not an option: give one of A, B, C or a position from 1 to 3', templates, asIs)).toBe(
      '"E" ஒரு தெரிவு அல்ல: A, B, C இவற்றில் ஒன்றையோ 1 முதல் 3 வரையிலான ஓர் இடத்தையோ தரவும்',
    );
    expect(translateBuilt('Question 7 would have more than 5 options', templates, asIs)).toBe(
      'வினா 7 இல் 5 ஐ விட அதிகத் தெரிவுகள் ஆகிவிடும்',
    );
    expect(translateBuilt('Question 7 would have more than 5 options!', templates, asIs)).toBeUndefined();
  });

  it('prefers the template with more words of its own, and passes {{message}} to the translation', () => {
    expect(translateBuilt('Equation 2 (line 5) is empty', templates, asIs)).toBe('சமன்பாடு 2 (வரி 5): [is empty]');
    expect(translateBuilt('Equation 2 is empty', templates, asIs)).toBe('சமன்பாடு 2: [is empty]');
  });

  it('answers as i18next would have in any language but Tamil (a moment while the language changes)', () => {
    const handler = builtMessages(i18n, { 'Student {{name}} Added': 'மாணவர் {{name}} சேர்க்கப்பட்டார்' });
    expect(handler('Student Asha Added', undefined, { lng: 'ta' })).toBe('மாணவர் Asha சேர்க்கப்பட்டார்');
    expect(handler('Student Asha Added', undefined, { lng: 'en' })).toBe('Student Asha Added');
    expect(handler('Hello {{name}},', undefined, { lng: 'en', name: 'Asha' })).toBe('Hello Asha,');
    expect(handler('Student Asha Added', 'Chosen', { lng: 'ta' })).toBe('Chosen');
  });
});
