import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { ApiError } from '../api';
import { inTamil } from '../test/language';
import { LoadError } from './LoadStates';

const showError = (error: unknown) =>
  render(
    <MantineProvider env="test">
      <LoadError error={error} />
    </MantineProvider>,
  );

// The server answers its messages in English (the contract); the screen shows them in the reader's language.
describe('a failed read in Tamil', () => {
  inTamil();

  it("shows the server's English message in Tamil", () => {
    showError(new ApiError(404, 'Not found.'));
    expect(screen.getByRole('alert').textContent).toContain('கிடைக்கவில்லை.');
    expect(screen.getByRole('alert').textContent).not.toContain('Not found.');
  });

  it('shows the generic failure in Tamil when no message came', () => {
    showError(new Error('socket hang up'));
    expect(screen.getByRole('alert').textContent).toContain('ஏதோ தவறு நடந்துவிட்டது');
  });
});
