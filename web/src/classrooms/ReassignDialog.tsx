import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '@prep/domain';

export interface ReassignRequest {
  assignmentId: number;
  testName: string;
  totalQns: number;
}

interface ReassignDialogProps {
  request: ReassignRequest | null;
  reassigning: boolean;
  onReassign: (request: ReassignRequest, below: number) => void;
  onCancel: () => void;
}

// The domain's own words for a refused score (classroomReassignSchema).
const SCORE_MESSAGE = msg('The score must be a whole number');

/** Reassign below score…: the same test again for the class's students whose score is below the one given. */
export function ReassignDialog({ request, reassigning, onReassign, onCancel }: ReassignDialogProps) {
  const { t } = useTranslation();
  const [below, setBelow] = useState<number | ''>('');
  useEffect(() => {
    if (request) setBelow('');
  }, [request]);
  const valid = Number.isInteger(below) && Number(below) >= 0;
  return (
    <Modal
      opened={request !== null}
      onClose={onCancel}
      title={t('Reassign below score')}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Stack gap="md">
        <Text>
          {t('{{test}} is assigned again to the students whose score is below the one given.', {
            test: request?.testName ?? '',
          })}
        </Text>
        <NumberInput
          label={t('Score below (correct answers, out of {{total}})', { total: request?.totalQns ?? 0 })}
          min={0}
          max={100_000}
          allowDecimal={false}
          allowNegative={false}
          value={below}
          onChange={(value) => setBelow(value === '' ? '' : Number(value))}
          error={below !== '' && !valid ? t(SCORE_MESSAGE) : undefined}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={reassigning}>
            {t('Cancel')}
          </Button>
          <Button
            onClick={() => request && valid && onReassign(request, Number(below))}
            disabled={!valid}
            loading={reassigning}
          >
            {t('Reassign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
