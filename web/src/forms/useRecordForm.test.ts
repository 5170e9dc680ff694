import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRecordForm } from './useRecordForm';

interface Person {
  id: number;
  name: string;
}
const people: Person[] = [
  { id: 7, name: 'Maria' },
  { id: 9, name: 'James' },
];
const options = (records: Person[] | undefined) => ({
  empty: () => ({ name: '' }),
  formOf: (p: Person) => ({ name: p.name }),
  idOf: (p: Person) => p.id,
  check: (_field: 'name', value: string, form: { mode: string }) =>
    value === '' ? `required in ${form.mode} mode` : undefined,
  records,
});

describe('useRecordForm', () => {
  it('shows the first record once the list arrives, and not again on a reload', () => {
    const { result, rerender } = renderHook(({ records }) => useRecordForm(options(records)), {
      initialProps: { records: undefined as Person[] | undefined },
    });
    expect(result.current.mode).toBe('new');
    rerender({ records: people });
    expect(result.current.selectedId).toBe(7);
    expect(result.current.values).toEqual({ name: 'Maria' });
    act(() => result.current.select(9));
    rerender({ records: [...people] });
    expect(result.current.selectedId).toBe(9);
  });

  it('marks a change as dirty, and reset returns to a blank new form without marks', () => {
    const { result } = renderHook(() => useRecordForm(options(people)));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('name', ''));
    expect(result.current.dirty).toBe(true);
    act(() => {
      result.current.markField('name', '');
    });
    expect(result.current.marks.name).toBe('required in editing mode');
    act(() => result.current.reset());
    expect(result.current).toMatchObject({
      mode: 'new',
      selectedId: null,
      dirty: false,
      values: { name: '' },
      marks: {},
    });
  });

  it('opens on a blank form when told not to show the first record, and resets to the blank given', () => {
    const { result, rerender } = renderHook(({ records }) => useRecordForm({ ...options(records), showFirst: false }), {
      initialProps: { records: undefined as Person[] | undefined },
    });
    rerender({ records: people });
    expect(result.current).toMatchObject({ mode: 'new', selectedId: null, values: { name: '' } });
    act(() => result.current.select(9));
    expect(result.current.values).toEqual({ name: 'James' });
    act(() => result.current.reset({ name: 'for client 3' }));
    expect(result.current).toMatchObject({
      mode: 'new',
      selectedId: null,
      dirty: false,
      values: { name: 'for client 3' },
    });
  });
});
