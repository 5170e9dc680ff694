import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Action = 'add' | 'update' | 'delete';

interface Props {
  /** 'new' when no record is selected, 'editing' when one is. */
  mode: 'new' | 'editing';
  /** Something was changed since the form was loaded or reset: Cancel is enabled only then. */
  dirty: boolean;
  onAdd?: () => void;
  onUpdate?: () => void;
  onDelete?: () => void;
  onCancel: () => void;
  /** The action whose call is in flight: its button shows a spinner, the others wait. */
  pending?: Action | null;
  /** Import, Export and other buttons of the screen. */
  extra?: ReactNode;
}

/**
 * The buttons of every record form, enabled by mode as the spec has them: add only with no record
 * selected, update and delete only with one, Cancel only after a change.
 */
export function RecordActions({ mode, dirty, onAdd, onUpdate, onDelete, onCancel, pending = null, extra }: Props) {
  const { t } = useTranslation();
  const busy = pending !== null;
  return (
    <Group gap="sm" mt="md">
      {onAdd && (
        <Button onClick={onAdd} disabled={mode !== 'new' || (busy && pending !== 'add')} loading={pending === 'add'}>
          {t('add')}
        </Button>
      )}
      {onUpdate && (
        <Button
          onClick={onUpdate}
          disabled={mode !== 'editing' || (busy && pending !== 'update')}
          loading={pending === 'update'}
        >
          {t('Update')}
        </Button>
      )}
      {onDelete && (
        <Button
          color="red.8"
          onClick={onDelete}
          disabled={mode !== 'editing' || (busy && pending !== 'delete')}
          loading={pending === 'delete'}
        >
          {t('delete')}
        </Button>
      )}
      <Button variant="default" onClick={onCancel} disabled={!dirty || busy}>
        {t('Cancel')}
      </Button>
      {extra}
    </Group>
  );
}
