import { Button, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { msg, storedWordLabel } from '@prep/domain';
import { Loading, LoadError } from '../forms';
import { useSession } from '../session';
import { PageSection } from '../shell/PageSection';
import { StackedCell, StackedHead, StackedTable } from '../sitting';
import { ClassWork } from './ClassWork';
import { useClassrooms } from './queries';

/**
 * `/teacher/classes`, My Classes: the classes the teacher teaches (read only: name, program, grade and
 * how many students), and for the one chosen the same class work as the admin's: assign, results,
 * release, reassign and preparation tests. `?class=<id>` opens that class first.
 */
export function TeacherClassesPage() {
  const { t } = useTranslation();
  const clientId = useSession()?.clientId ?? null;
  const classes = useClassrooms(clientId);
  // `?class=<id>`: the class an LMS launch came from (issue 29) is the one open on arrival.
  const [params] = useSearchParams();
  const asked = Number(params.get('class'));
  const [selectedId, setSelectedId] = useState<number | null>(Number.isInteger(asked) && asked > 0 ? asked : null);
  const list = (classes.data ?? []).filter((c) => !c.archived);
  const selected = list.find((c) => c.id === selectedId);

  // The first class is open on arrival; a class no longer listed is let go.
  useEffect(() => {
    if (!classes.data) return;
    if (selectedId === null || !classes.data.some((c) => c.id === selectedId && !c.archived))
      setSelectedId(classes.data.find((c) => !c.archived)?.id ?? null);
  }, [classes.data, selectedId]);

  const labels = { name: t('Class'), program: t('Program'), grade: t('Grade'), count: t('Students') };
  return (
    <PageSection title={msg('My Classes')} size="xl">
      {classes.isPending && <Loading />}
      {classes.isError && <LoadError error={classes.error} onRetry={() => void classes.refetch()} />}
      {classes.isSuccess && list.length === 0 && <Text>{t('You teach no class yet.')}</Text>}
      {list.length > 0 && (
        <StackedTable minWidth={520} striped withTableBorder data-teacher-classes>
          <Table.Caption>{t('Your classes')}</Table.Caption>
          <StackedHead labels={Object.values(labels)} />
          <Table.Tbody>
            {list.map((c) => (
              <Table.Tr key={c.id} aria-current={c.id === selectedId ? 'true' : undefined}>
                <StackedCell label={labels.name}>
                  <Button
                    size="xs"
                    variant={c.id === selectedId ? 'filled' : 'subtle'}
                    onClick={() => setSelectedId(c.id)}
                    aria-pressed={c.id === selectedId}
                  >
                    {c.class_name}
                  </Button>
                </StackedCell>
                <StackedCell label={labels.program}>{storedWordLabel(t, c.program)}</StackedCell>
                <StackedCell label={labels.grade}>{c.grade_level === null ? '—' : t(c.grade_level)}</StackedCell>
                <StackedCell label={labels.count}>{c.students.length}</StackedCell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
      {selected && <ClassWork key={selected.id} classroom={selected} />}
    </PageSection>
  );
}
