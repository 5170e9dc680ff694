import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render';

describe('Contact Us', () => {
  it.each(['/superadmin/contact', '/client/contact', '/student/contact'])(
    'is open at %s, in the public frame before sign-in',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
      expect(screen.getAllByRole('navigation', { name: 'Main' }).length).toBeGreaterThan(0);
    },
  );

  it("asks for every field: 'Please Fillout All Fields'", async () => {
    renderAt('/student/contact');
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please Fillout All Fields');
  });
});
