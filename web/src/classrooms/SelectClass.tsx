import { Button, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClassroomAssigned, msg } from '@prep/domain';
import { type AssignedAnswer, AssignedReport } from './AssignedReport';
import { AssignToClassDialog } from './AssignToClassDialog';
import { useClassroomActions, useClassroomResults, useClassrooms } from './queries';

/**
 * Select Class on the Admin Dashboard, beside Select Student: a class of the client and Assign to Class,
 * the same dialog and answer as on Assign to Classrooms.
 */
export function SelectClass({ clientId }: { clientId: number | null }) {
  const { t } = useTranslation();
  const classes = useClassrooms(clientId);
  const [classId, setClassId] = useState('');
  const [open, setOpen] = useState(false);
  const [report, setReport] = useState<AssignedAnswer | null>(null);
  const list = (classes.data ?? []).filter((c) => !c.archived);
  const chosen = list.find((c) => c.id === Number(classId)) ?? null;
  const actions = useClassroomActions(chosen?.id ?? 0);
  // The class's students name the skipped ones in the answer.
  const results = useClassroomResults(report ? (chosen?.id ?? null) : null);

  return (
    <Stack gap={4}>
      <NativeSelect
        label={t('Select Class')}
        value={classId}
        onChange={(event) => setClassId(event.currentTarget.value)}
        disabled={classes.isError}
        description={classes.isError ? t('Classes cannot be read') : undefined}
        data={[
          { value: '', label: classes.isPending ? t('Loading…') : t('Select Class') },
          ...list.map((c) => ({ value: String(c.id), label: c.class_name })),
        ]}
      />
      <Button size="compact-sm" variant="light" onClick={() => setOpen(true)} disabled={!chosen}>
        {t('Assign to Class')}
      </Button>
      <AssignToClassDialog
        classroom={chosen}
        opened={open && chosen !== null}
        assigning={actions.assign.isPending}
        onAssign={(body) =>
          actions.assign.mutate(body, {
            onSuccess: (answer: ClassroomAssigned) => {
              setOpen(false);
              setReport({ title: msg('Assign to Class'), answer });
            },
          })
        }
        onClose={() => setOpen(false)}
      />
      <AssignedReport report={report} students={results.data?.students ?? []} onClose={() => setReport(null)} />
    </Stack>
  );
}
