import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '../i18n/language';
import { renderAt } from '../test/render';

afterEach(() => showLanguage('en'));

describe('the language switch on the sign-in pages', () => {
  it.each(['/superadmin', '/client', '/teacher', '/student'])(
    '%s: in the top bar, named, reachable by keyboard before the form, and it switches the page',
    async (path) => {
      renderAt(path);
      const form = (await screen.findByRole('button', { name: 'Sign In' })).closest('form')!;
      const banner = screen.getByRole('banner');
      const button = within(banner).getByRole('button', { name: 'தமிழ்' });

      // A native button, in the tab order, and ahead of the form's fields in it.
      expect(button.tagName).toBe('BUTTON');
      expect(button.hasAttribute('disabled')).toBe(false);
      expect(button.getAttribute('tabindex')).not.toBe('-1');
      const firstField = form.querySelector('input')!;
      expect(button.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      button.focus();
      expect(document.activeElement).toBe(button);

      fireEvent.click(button);
      expect(await within(banner).findByRole('button', { name: 'English' })).toBeTruthy();
      expect(document.documentElement.lang).toBe('ta');
      expect(screen.getByRole('button', { name: 'உள்நுழையவும்' })).toBeTruthy();
    },
  );
});
