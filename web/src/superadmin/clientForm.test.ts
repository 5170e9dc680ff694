import { describe, expect, it } from 'vitest';
import type { ClientRecord } from '@prep/domain';
import {
  checkClientSubmit,
  clientFieldMark,
  clientFormData,
  clientFormOf,
  emptyClientForm,
  logoProblem,
  uploadPercent,
  uploadProgressText,
  type ClientFormValues,
} from './clientForm';

const valid = (): ClientFormValues => ({
  ...emptyClientForm(),
  ClientName: 'Summit Academy',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'office@summit.org',
  mobile: '555-123-4567',
  license_key: 'SUMM-2026-ABCD-0001',
  city: 'Denver',
  state: 'Arizona',
  zipcode: '80202',
});

describe('client form', () => {
  it('starts blank, with USA the only country', () => {
    const form = emptyClientForm();
    expect(form.country).toBe('USA');
    expect(form.ClientName).toBe('');
  });

  it('fills from a client record, null-safe', () => {
    const form = clientFormOf({ ClientName: 'X', country: '', city: null } as unknown as ClientRecord);
    expect(form.ClientName).toBe('X');
    expect(form.city).toBe('');
    expect(form.country).toBe('USA');
  });

  it("marks fields on blur with the spec's inline messages", () => {
    expect(clientFieldMark('ClientName', '')).toBe("Name Shouldn't contain special characters!");
    expect(clientFieldMark('email', 'not-an-email')).toBe('Email is not Valid!');
    expect(clientFieldMark('mobile', '5551234567')).toBe('Mobile number is not Valid!');
    expect(clientFieldMark('license_key', 'ABC')).toBe('License Key is not Valid!');
    expect(clientFieldMark('city', 'Denver!')).toBe('City Name is not Valid!');
    expect(clientFieldMark('zipcode', '80')).toBe('Zipcode is not Valid!');
    expect(clientFieldMark('address', '')).toBe('Address is not Valid!');
    expect(clientFieldMark('city', 'New York 2')).toBeUndefined();
    expect(clientFieldMark('state', 'Arizona')).toBeUndefined();
  });

  it('on add, gives the first failing rule its own message and marks every field in fault', () => {
    expect(checkClientSubmit(valid(), 'add')).toEqual({ ok: true });
    const check = checkClientSubmit({ ...valid(), ClientName: '', email: 'bad', license_key: '' }, 'add');
    expect(check).toEqual({
      ok: false,
      message: 'Not a valid Name',
      fields: { ClientName: 'Not a valid Name', email: 'Not a valid Email', license_key: 'please fillout License Key' },
    });
  });

  it("on update says 'Invalid Form', and asks for a client when none is selected", () => {
    expect(checkClientSubmit(valid(), 'update')).toEqual({ ok: true });
    const check = checkClientSubmit({ ...valid(), mobile: '' }, 'update');
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.message).toBe('Invalid Form');
      expect(check.fields.mobile).toBe('Not a valid Phone');
    }
    expect(checkClientSubmit(valid(), 'update', false)).toEqual({
      ok: false,
      message: 'Please Select a client to Update!',
      fields: {},
    });
  });

  it('sends every field trimmed, and the logo only when one was chosen', () => {
    const form = clientFormData({ ...valid(), ClientName: '  Summit  ' }, null);
    expect(form.get('ClientName')).toBe('Summit');
    expect(form.get('middle_name')).toBe('');
    expect(form.has('logo')).toBe(false);
    const withLogo = clientFormData(valid(), new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' }));
    expect((withLogo.get('logo') as File).name).toBe('logo.png');
  });

  it('takes images of at most 1,000,000 bytes as a logo', () => {
    expect(logoProblem({ type: 'image/png', size: 1_000_000 })).toBeUndefined();
    expect(logoProblem({ type: 'image/png', size: 1_000_001 })).toBe('File Size Limit Exceeds');
    expect(logoProblem({ type: 'application/pdf', size: 10 })).toBe(
      'Only image files are allowed (PNG, JPEG, GIF or WebP)',
    );
  });

  it('reports upload progress in KB', () => {
    expect(uploadProgressText({ loaded: 2048, total: 10_240 })).toBe('2 KB of 10 KB');
    expect(uploadProgressText({ loaded: 500, total: 0 })).toBe('1 KB');
    expect(uploadPercent({ loaded: 5, total: 10 })).toBe(50);
    expect(uploadPercent({ loaded: 5, total: 0 })).toBe(0);
  });
});
