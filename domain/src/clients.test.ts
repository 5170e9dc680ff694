import { describe, expect, it } from 'vitest';
import {
  CLIENT_INLINE,
  clientConfigurationSchema,
  clientCountsSchema,
  clientImportSchema,
  clientSchema,
  clientUpdateSchema,
  isColour,
  isLogoReference,
} from './clients';
import { inlineError } from './fields';

const valid = {
  ClientName: 'Lincoln Prep',
  email: ' Office@LincolnPrep.org ',
  mobile: '555-123-4567',
  license_key: 'abcd-1234-efgh-5678',
};

/** Messages by field of a failed parse. */
function fieldsOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const fields: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('clientSchema', () => {
  it('accepts the four required fields, lower-cases the email and upper-cases the key', () => {
    const client = clientSchema.parse(valid);
    expect(client.email).toEqual('office@lincolnprep.org');
    expect(client.license_key).toEqual('ABCD-1234-EFGH-5678');
    expect(client.ClientName).toEqual('Lincoln Prep');
    // Fields left out stay out, so the database defaults apply.
    expect(client.city).toBeUndefined();
  });

  it('gives each required field its submit message', () => {
    expect(fieldsOf(clientSchema.safeParse({}))).toEqual({
      ClientName: ['Not a valid Name'],
      email: ['Not a valid Email'],
      mobile: ['Not a valid Phone'],
      license_key: ['please fillout License Key'],
    });
    expect(
      fieldsOf(
        clientSchema.safeParse({
          ClientName: '  ',
          email: 'office@',
          mobile: '5551234567',
          license_key: 'ABCD-1234-EFGH',
        }),
      ),
    ).toEqual({
      ClientName: ['Not a valid Name'],
      email: ['Not a valid Email'],
      mobile: ['Not a valid Phone'],
      license_key: ['Not a valid license Key'],
    });
  });

  it('gives an empty required field its "required" message alone', () => {
    expect(fieldsOf(clientSchema.safeParse({ ...valid, license_key: '', email: '', mobile: '' }))).toEqual({
      license_key: ['please fillout License Key'],
      email: ['Not a valid Email'],
      mobile: ['Not a valid Phone'],
    });
  });

  it('checks optional fields only when filled, with the inline messages', () => {
    expect(clientSchema.safeParse({ ...valid, city: '', zipcode: '', mobile1: '', state: '' }).success).toBe(true);
    expect(
      fieldsOf(
        clientSchema.safeParse({
          ...valid,
          city: 'St. Louis',
          zipcode: '2108',
          mobile1: '555 123 4567',
          state: 'Ontario',
          country: 'Canada',
        }),
      ),
    ).toEqual({
      city: ['City Name is not Valid!'],
      zipcode: ['Zipcode is not Valid!'],
      mobile1: ['Mobile number is not Valid!'],
      state: ['State is not Valid!'],
      country: ['Country is not Valid!'],
    });
  });

  it('takes a state from the list (Arizona included) and writes the country as USA', () => {
    const client = clientSchema.parse({
      ...valid,
      state: 'Arizona',
      country: 'usa',
      city: 'District 9',
      zipcode: '85001-1234',
    });
    expect(client).toMatchObject({ state: 'Arizona', country: 'USA', city: 'District 9', zipcode: '85001-1234' });
  });

  it('reads null in an optional field as empty (legacy files)', () => {
    expect(clientSchema.parse({ ...valid, middle_name: null }).middle_name).toEqual('');
  });

  it('refuses a name longer than 255 characters', () => {
    expect(fieldsOf(clientSchema.safeParse({ ...valid, ClientName: 'x'.repeat(256) }))).toEqual({
      ClientName: ["Name Shouldn't be more than 255 characters!"],
    });
  });
});

describe('configuration and counts', () => {
  it('takes switches as booleans or as the text a multipart form sends', () => {
    const config = clientConfigurationSchema.parse({
      show_result: 'true',
      live_connect: 'false',
      give_personalized: true,
      enable_api_token: false,
    });
    expect(config).toEqual({
      show_result: true,
      live_connect: false,
      give_personalized: true,
      enable_api_token: false,
    });
    expect(fieldsOf(clientConfigurationSchema.safeParse({ show_result: 'yes' }))).toEqual({
      show_result: ['Must be true or false'],
    });
  });

  it('checks colours and the contact email', () => {
    expect(
      clientConfigurationSchema.parse({
        header_color: '#1A2b3C',
        navbar_color: 'navy',
        button_color: 'rgb(10, 20, 30)',
        contact_url: 'Help@School.org',
      }),
    ).toEqual({
      header_color: '#1A2b3C',
      navbar_color: 'navy',
      button_color: 'rgb(10, 20, 30)',
      contact_url: 'help@school.org',
    });
    expect(
      fieldsOf(
        clientConfigurationSchema.safeParse({ header_color: 'red;} body{display:none', contact_url: 'not-an-email' }),
      ),
    ).toEqual({
      header_color: ['Not a valid Colour'],
      contact_url: ['Not a valid Email'],
    });
  });

  it('takes counts as whole numbers of at least 0, as numbers or text', () => {
    expect(clientCountsSchema.parse({ personzlized_test_count: 3, personzlized_warmup_count: '0' })).toEqual({
      personzlized_test_count: 3,
      personzlized_warmup_count: 0,
    });
    for (const bad of [-1, 1.5, '-1', 'two', '', null]) {
      expect(fieldsOf(clientCountsSchema.safeParse({ personzlized_test_count: bad }))).toEqual({
        personzlized_test_count: ['Must be a whole number, 0 or more'],
      });
    }
  });

  it('an update names only what it changes, each field under its own rule', () => {
    expect(clientUpdateSchema.parse({ personzlized_test_count: 2 })).toEqual({ personzlized_test_count: 2 });
    expect(clientUpdateSchema.parse({ header_color: '#fff', show_result: 'true' })).toEqual({
      header_color: '#fff',
      show_result: true,
    });
    expect(fieldsOf(clientUpdateSchema.safeParse({ ClientName: '', email: 'x' }))).toEqual({
      ClientName: ['Not a valid Name'],
      email: ['Not a valid Email'],
    });
  });
});

describe('inline checks', () => {
  it('gives the on-blur message of each field', () => {
    expect(inlineError(CLIENT_INLINE.ClientName, ' ')).toEqual("Name Shouldn't contain special characters!");
    expect(inlineError(CLIENT_INLINE.email, 'office@')).toEqual('Email is not Valid!');
    expect(inlineError(CLIENT_INLINE.mobile, '555-1234')).toEqual('Mobile number is not Valid!');
    expect(inlineError(CLIENT_INLINE.license_key, 'ABCD')).toEqual('License Key is not Valid!');
    expect(inlineError(CLIENT_INLINE.city, 'St. Louis')).toEqual('City Name is not Valid!');
    expect(inlineError(CLIENT_INLINE.zipcode, '')).toEqual('Zipcode is not Valid!');
    expect(inlineError(CLIENT_INLINE.address, '')).toEqual('Address is not Valid!');
    expect(inlineError(CLIENT_INLINE.address, '1 Main St')).toBeUndefined();
  });

  it('tells a name over 255 characters that it is too long, on blur and on submit (issue 16)', () => {
    const long = 'A'.repeat(256);
    expect(inlineError(CLIENT_INLINE.first_name, long)).toEqual("Name Shouldn't be more than 255 characters!");
    expect(inlineError(CLIENT_INLINE.ClientName, 'A'.repeat(255))).toBeUndefined();
    expect(fieldsOf(clientUpdateSchema.safeParse({ ClientName: long, last_name: long }))).toEqual({
      ClientName: ["Name Shouldn't be more than 255 characters!"],
      last_name: ["Name Shouldn't be more than 255 characters!"],
    });
  });
});

describe('colours and logos', () => {
  it.each(['#fff', '#ffff', '#a1b2c3', '#a1b2c3d4', 'rebeccapurple', 'rgba(0, 0, 0, 0.5)', 'hsl(120 50% 50%)'])(
    'isColour(%s)',
    (v) => expect(isColour(v)).toBe(true),
  );
  it.each(['#ggg', '#12345', 'url(x)', 'red;', 'expression(alert(1))', 'rgb(1,2)'])('not isColour(%s)', (v) =>
    expect(isColour(v)).toBe(false),
  );
  it('accepts our logo paths and web addresses only', () => {
    expect(isLogoReference('/media/logos/3f2a-b1.png')).toBe(true);
    expect(isLogoReference('https://cdn.school.org/logo.svg')).toBe(true);
    expect(isLogoReference('/media/logos/../../jwt-secret')).toBe(false);
    expect(isLogoReference('javascript:alert(1)')).toBe(false);
    expect(isLogoReference('/etc/passwd')).toBe(false);
  });
});

describe('clientImportSchema', () => {
  it('needs at least one client', () => {
    expect(fieldsOf(clientImportSchema.safeParse({ clients: [] }))).toEqual({ clients: ['The file holds no clients'] });
    expect(fieldsOf(clientImportSchema.safeParse({}))).toEqual({ clients: ['The file holds no clients'] });
  });

  it('refuses a license key or email twice in the file, whatever the case', () => {
    const second = {
      ...valid,
      ClientName: 'Other',
      email: 'OFFICE@lincolnprep.org',
      license_key: 'ABCD-1234-EFGH-5678',
    };
    expect(fieldsOf(clientImportSchema.safeParse({ clients: [valid, second] }))).toEqual({
      'clients.1.license_key': ['A client with this License Key already exists'],
      'clients.1.email': ['A client with this Email already exists'],
    });
  });

  it('drops client_id and checks the logo reference', () => {
    const parsed = clientImportSchema.parse({ clients: [{ ...valid, client_id: 9, logo: '/media/logos/abc.png' }] });
    expect(parsed.clients[0]).not.toHaveProperty('client_id');
    expect(parsed.clients[0]?.logo).toEqual('/media/logos/abc.png');
    expect(fieldsOf(clientImportSchema.safeParse({ clients: [{ ...valid, logo: '../secret' }] }))).toEqual({
      'clients.0.logo': ['Not a valid Logo'],
    });
  });
});
