import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Reassign, once a sitting is taken; 'Reassigned' while the new one is still open. */
export function ReassignControl({
  reassigned,
  loading,
  onReassign,
}: {
  reassigned: boolean;
  loading: boolean;
  onReassign: () => void;
}) {
  const { t } = useTranslation();
  return reassigned ? (
    <Text size="sm">{t('Reassigned')}</Text>
  ) : (
    <Button size="xs" variant="default" onClick={onReassign} loading={loading}>
      {t('Reassign')}
    </Button>
  );
}

/** The last column of an assignment's row: Remove (it asks first). */
export function RemoveCell({ loading, onRemove }: { loading: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Table.Td>
      <Button size="xs" color="red" variant="outline" onClick={onRemove} loading={loading}>
        {t('Remove')}
      </Button>
    </Table.Td>
  );
}
