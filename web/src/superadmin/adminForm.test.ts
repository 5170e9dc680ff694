import { describe, expect, it } from 'vitest';
import {
  adminFieldMark,
  adminFormOf,
  adminLabel,
  adminPayload,
  checkAdminSubmit,
  emptyAdminForm,
  type AdminFormValues,
} from './adminForm';

const valid = (): AdminFormValues => ({
  client: '3',
  FirstName: 'Grace',
  LastName: 'Hopper',
  email: 'grace@summit.org',
  license_key: 'SUMM-2026-ABCD-0001',
  password: 'secret123',
  confirm_password: 'secret123',
});

describe('client admin form', () => {
  it('starts for the chosen client with its license key, and loads an admin without the password', () => {
    expect(emptyAdminForm(3, 'KEY1-KEY2-KEY3-KEY4')).toMatchObject({
      client: '3',
      license_key: 'KEY1-KEY2-KEY3-KEY4',
      password: '',
    });
    expect(emptyAdminForm().client).toBe('');
    const form = adminFormOf({
      client_admin_id: 9,
      client: 3,
      FirstName: 'G',
      LastName: 'H',
      email: 'g@x.org',
      license_key: 'AAAA-BBBB-CCCC-DDDD',
    });
    expect(form).toMatchObject({ client: '3', FirstName: 'G', password: '', confirm_password: '' });
  });

  it('sends the client as a number and the values trimmed', () => {
    expect(adminPayload({ ...valid(), FirstName: ' Grace ' })).toMatchObject({ client: 3, FirstName: 'Grace' });
    expect(adminPayload({ ...valid(), client: '' }).client).toBe(0);
  });

  it("gives the spec's messages in its order", () => {
    expect(checkAdminSubmit(valid(), 'add')).toEqual({ ok: true });
    expect(checkAdminSubmit({ ...valid(), client: '' }, 'add')).toMatchObject({
      ok: false,
      message: 'Please Select the Client',
    });
    expect(checkAdminSubmit({ ...valid(), FirstName: '' }, 'add')).toMatchObject({
      ok: false,
      message: 'Not a valid Name',
    });
    expect(checkAdminSubmit({ ...valid(), email: 'nope' }, 'add')).toMatchObject({
      ok: false,
      message: 'Not a valid Email',
    });
    expect(checkAdminSubmit({ ...valid(), license_key: 'x' }, 'add')).toMatchObject({
      ok: false,
      message: 'Not a valid license key',
    });
    expect(checkAdminSubmit({ ...valid(), password: 'short', confirm_password: 'short' }, 'add')).toMatchObject({
      ok: false,
      message: 'Not a valid Password',
    });
    expect(checkAdminSubmit({ ...valid(), confirm_password: 'secret124' }, 'add')).toMatchObject({
      ok: false,
      message: 'Password and Confirm Password does not matched',
      fields: { confirm_password: 'Password and Confirm Password does not matched' },
    });
  });

  it('on update keeps the password when it is left empty, and needs a selected admin', () => {
    expect(checkAdminSubmit({ ...valid(), password: '', confirm_password: '' }, 'update')).toEqual({ ok: true });
    expect(checkAdminSubmit({ ...valid(), password: '', confirm_password: '' }, 'add')).toMatchObject({
      ok: false,
      message: 'Not a valid Password',
    });
    expect(checkAdminSubmit(valid(), 'update', false)).toEqual({
      ok: false,
      message: 'Please Select the Client Admin to Update',
      fields: {},
    });
  });

  it('marks email and password on blur with the inline messages', () => {
    expect(adminFieldMark('email', { ...valid(), email: 'nope' }, 'add')).toBe('Email is not Valid!');
    expect(adminFieldMark('password', { ...valid(), password: 'abc' }, 'add')).toBe(
      'password must contain atleast 8 digits, including characters and numbers!',
    );
    expect(adminFieldMark('password', { ...valid(), password: '' }, 'update')).toBeUndefined();
    expect(adminFieldMark('confirm_password', { ...valid(), confirm_password: 'x' }, 'add')).toBe(
      'Password and Confirm Password does not matched',
    );
    expect(adminFieldMark('FirstName', { ...valid(), FirstName: ' ' }, 'add')).toBe('Not a valid Name');
    expect(adminFieldMark('license_key', valid(), 'add')).toBeUndefined();
  });

  it('names an admin by first and last name, else by email', () => {
    expect(adminLabel({ FirstName: 'Grace', LastName: 'Hopper', email: 'g@x.org' })).toBe('Grace Hopper');
    expect(adminLabel({ FirstName: '', LastName: '', email: 'g@x.org' })).toBe('g@x.org');
  });
});
