import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClassroomAssigned } from '@prep/domain';
import { skippedNames } from './classGrid';

export interface AssignedAnswer {
  /** What was done: 'Assign to Class', 'Assign to newcomers', … */
  title: string;
  answer: ClassroomAssigned;
}

interface AssignedReportProps {
  report: AssignedAnswer | null;
  /** The class's students, to name the skipped ones. */
  students: readonly { student_id: number; first_name: string; last_name: string; email: string }[];
  onClose: () => void;
}

/** The answer of an action on the whole class: "N assigned, M skipped", and each skipped student with the reason. */
export function AssignedReport({ report, students, onClose }: AssignedReportProps) {
  const { t } = useTranslation();
  const skipped = report ? skippedNames(report.answer.skipped, students) : [];
  return (
    <Modal
      opened={report !== null}
      onClose={onClose}
      title={report ? t(report.title) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {report && (
        <Stack gap="md" data-assigned-report>
          <Text role="status" fw={700}>
            {t('{{created}} assigned, {{skipped}} skipped', {
              created: report.answer.created,
              skipped: report.answer.skipped.length,
            })}
          </Text>
          {skipped.length > 0 && (
            <List size="sm" aria-label={t('Skipped students')}>
              {skipped.map((s, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed report, never reordered
                <List.Item key={index}>
                  <strong>{s.name}</strong>: {t(s.reason)}
                </List.Item>
              ))}
            </List>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('OK')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
