import { describe, expect, it } from 'vitest';
import { configOf, configPayload, configProblems } from './configForm';

describe('client configuration form', () => {
  it('reads a client, with the counts at 0 by default and switches off', () => {
    const values = configOf({ header_color: '#112233', show_result: true, personzlized_test_count: 3 });
    expect(values.header_color).toBe('#112233');
    expect(values.navbar_color).toBe('');
    expect(values.show_result).toBe(true);
    expect(values.live_connect).toBe(false);
    expect(values.personzlized_test_count).toBe(3);
    expect(values.personzlized_warmup_count).toBe(0);
    expect(configOf({ personzlized_warmup_count: -2 } as never).personzlized_warmup_count).toBe(0);
  });

  it('reads the default language, English when the client has none', () => {
    expect(configOf({}).default_language).toBe('en');
    expect(configOf({ default_language: 'ta' }).default_language).toBe('ta');
    expect(configOf({ default_language: 'fr' } as never).default_language).toBe('en');
  });

  it('sends the default language with the configuration', () => {
    expect(configPayload({ ...configOf({}), default_language: 'ta' }).default_language).toBe('ta');
    expect(configProblems({ ...configOf({}), default_language: 'ta' })).toEqual({});
    expect(configProblems({ ...configOf({}), default_language: 'fr' as never })).toEqual({
      default_language: 'Choose English or Tamil',
    });
  });

  it('trims the texts it sends', () => {
    const body = configPayload({ ...configOf({}), contact_url: ' office@summit.org ', header_color: ' #abcdef ' });
    expect(body.contact_url).toBe('office@summit.org');
    expect(body.header_color).toBe('#abcdef');
  });

  it('names the fields in fault', () => {
    expect(
      configProblems({ ...configOf({}), header_color: '#12345', contact_url: 'nope', personzlized_test_count: -1 }),
    ).toEqual({
      header_color: 'Not a valid Colour',
      contact_url: 'Not a valid Email',
      personzlized_test_count: 'Must be a whole number, 0 or more',
    });
    expect(configProblems({ ...configOf({}), header_color: '#123456', contact_url: '' })).toEqual({});
  });
});
