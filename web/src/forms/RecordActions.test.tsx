import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { RecordActions } from './RecordActions';

const noop = () => {};
const renderActions = (props: Partial<Parameters<typeof RecordActions>[0]>) =>
  render(
    <MantineProvider env="test">
      <RecordActions mode="new" dirty={false} onAdd={noop} onUpdate={noop} onDelete={noop} onCancel={noop} {...props} />
    </MantineProvider>,
  );

const disabled = (name: string) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;

describe('RecordActions', () => {
  it('in new mode enables add only; Cancel waits for a change', () => {
    renderActions({ mode: 'new', dirty: false });
    expect(disabled('add')).toBe(false);
    expect(disabled('Update')).toBe(true);
    expect(disabled('delete')).toBe(true);
    expect(disabled('Cancel')).toBe(true);
  });

  it('in editing mode enables update and delete, and Cancel after a change', () => {
    renderActions({ mode: 'editing', dirty: true });
    expect(disabled('add')).toBe(true);
    expect(disabled('Update')).toBe(false);
    expect(disabled('delete')).toBe(false);
    expect(disabled('Cancel')).toBe(false);
  });

  it('while a call is in flight, holds the other buttons', () => {
    renderActions({ mode: 'editing', dirty: true, pending: 'update' });
    expect(disabled('delete')).toBe(true);
    expect(disabled('Cancel')).toBe(true);
  });
});
