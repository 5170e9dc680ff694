import { Button, Group, List, Modal, MultiSelect, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { PaperPageSize, PaperSheetsCreated } from '@prep/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { downloadAnswerSheets, type PrintBody, printForPaper } from '../api/paper';
import { downloadFile, errorMessage, notifyFailure } from '../forms';
import { useSession } from '../session';
import { useClassList, useClassStudents, useGrantedOfProgram } from './queries';

/** The test to print; null when the dialog offers the class's granted tests (a class's work). */
export interface PaperTest {
  id: number;
  name: string;
}

export interface PrintForPaperDialogProps {
  opened: boolean;
  onClose: () => void;
  test: PaperTest | null;
  /** The class it is printed from (a class's work): printed for it, or for students chosen in it. */
  classroom?: { id: number; class_name: string; program: string } | null;
  /** The student it is printed from (the Admin Dashboard): printed for them, or for a class. */
  student?: { id: number; name: string } | null;
}

type Target = 'class' | 'students' | 'student';

/** PAPER_PAGE_SIZES, written here: importing the domain's module would bring its body schemas (zod) along. */
const PAGE_SIZES: readonly PaperPageSize[] = ['A4', 'Letter'];

/** The area's base (/client, /teacher): the booklet page is a screen of the area printing. */
const areaOf = (pathname: string) => `/${pathname.split('/')[1] ?? 'client'}`;

/**
 * Print for paper (issue 30): a real test for a class, chosen students of it, or the student shown; A4 or
 * Letter; one version or two. The print answers who was given a paper sitting and who was skipped (with
 * why); then the booklet's print page and the answer sheets' PDF.
 */
export function PrintForPaperDialog({
  opened,
  onClose,
  test,
  classroom = null,
  student = null,
}: PrintForPaperDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const clientId = useSession()?.clientId ?? null;
  const [target, setTarget] = useState<Target>(student ? 'student' : 'class');
  const [classId, setClassId] = useState(classroom ? String(classroom.id) : '');
  const [chosen, setChosen] = useState<string[]>([]);
  const [quiz, setQuiz] = useState(test ? String(test.id) : '');
  // No page-size setting of the client exists: A4, the size of every country but North America's.
  const [pageSize, setPageSize] = useState<PaperPageSize>('A4');
  const [versions, setVersions] = useState<'1' | '2'>('1');
  const [printed, setPrinted] = useState<PaperSheetsCreated | null>(null);

  useEffect(() => {
    if (!opened) return;
    setTarget(student ? 'student' : 'class');
    setClassId(classroom ? String(classroom.id) : '');
    setChosen([]);
    setQuiz(test ? String(test.id) : '');
    setPageSize('A4');
    setVersions('1');
    setPrinted(null);
  }, [opened, student, classroom, test]);

  const classes = useClassList(clientId, opened && !classroom);
  const classList = (classes.data ?? []).filter((c) => !c.archived);
  const classNumber = Number(classId) || null;
  const roster = useClassStudents(opened && classNumber !== null ? classNumber : null);
  const students = roster.data ?? [];
  const program = test ? '' : (classroom?.program ?? '');
  const granted = useGrantedOfProgram(clientId, opened ? program : '');
  const offered = granted.data ?? [];

  const print = useMutation({
    mutationFn: printForPaper,
    onSuccess: setPrinted,
    onError: (error) => notifyFailure(errorMessage(error)),
  });
  const sheets = useMutation({
    mutationFn: downloadAnswerSheets,
    onSuccess: (file, batch) => downloadFile(file.filename ?? `answer-sheets-${batch}.pdf`, file.blob),
    onError: (error) => notifyFailure(errorMessage(error)),
  });

  const body = ((): PrintBody | null => {
    const master_qnsbank = Number(quiz);
    if (!master_qnsbank) return null;
    const common = { master_qnsbank, page_size: pageSize, versions: Number(versions) as 1 | 2 };
    if (target === 'student') return student ? { ...common, students: [student.id] } : null;
    if (classNumber === null) return null;
    if (target === 'class') return { ...common, classroom: classNumber };
    return chosen.length > 0 ? { ...common, students: chosen.map(Number) } : null;
  })();

  const targets: { value: Target; label: string }[] = student
    ? [
        { value: 'student', label: student.name },
        { value: 'class', label: t('A class') },
      ]
    : [
        { value: 'class', label: t('The whole class') },
        { value: 'students', label: t('Chosen students') },
      ];
  const names = new Map(students.map((s) => [s.student_id, `${s.first_name} ${s.last_name}`.trim()]));
  if (student) names.set(student.id, student.name);
  const skipped = (printed?.skipped ?? []).map((s) => ({
    name: names.get(s.student) ?? `#${s.student}`,
    reason: s.reason,
  }));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Print for paper')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {printed ? (
        <Stack gap="md" data-printed={printed.batch}>
          <Text role="status" fw={700}>
            {t('{{created}} assigned, {{skipped}} skipped', {
              created: printed.sittings.length,
              skipped: skipped.length,
            })}
          </Text>
          {skipped.length > 0 && (
            <List size="sm" aria-label={t('Skipped students')}>
              {skipped.map((s) => (
                <List.Item key={s.name}>
                  {s.name}: {t(s.reason)}
                </List.Item>
              ))}
            </List>
          )}
          <Group justify="flex-end">
            <Button variant="light" loading={sheets.isPending} onClick={() => sheets.mutate(printed.batch)}>
              {t('Download answer sheets')}
            </Button>
            <Button onClick={() => void navigate(`${areaOf(pathname)}/paper/${printed.batch}/booklet`)}>
              {t('Print booklet')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {t(
              'Each student gets a paper test: print the booklet and the answer sheets, and upload the filled sheets to grade them.',
            )}
          </Text>
          {test ? (
            <Text fw={600} data-paper-test>
              {test.name}
            </Text>
          ) : (
            <NativeSelect
              label={t('Available Test')}
              value={quiz}
              onChange={(e) => setQuiz(e.currentTarget.value)}
              data={[
                { value: '', label: granted.isFetching && !granted.data ? t('Loading…') : t('Select Test') },
                ...offered.map((q) => ({ value: String(q.master_qnsbank_id), label: q.test_name })),
              ]}
            />
          )}
          <SegmentedControl
            value={target}
            onChange={(value) => setTarget(value as Target)}
            data={targets}
            aria-label={t('Print for')}
          />
          {target !== 'student' && !classroom && (
            <NativeSelect
              label={t('Select Class')}
              value={classId}
              onChange={(e) => setClassId(e.currentTarget.value)}
              data={[
                { value: '', label: classes.isPending ? t('Loading…') : t('Select Class') },
                ...classList.map((c) => ({ value: String(c.id), label: c.class_name })),
              ]}
            />
          )}
          {target === 'students' && (
            <MultiSelect
              label={t('Students')}
              value={chosen}
              onChange={setChosen}
              searchable
              disabled={classNumber === null}
              data={students.map((s) => ({
                value: String(s.student_id),
                label: `${s.first_name} ${s.last_name}`.trim(),
              }))}
            />
          )}
          <NativeSelect
            label={t('Page size')}
            value={pageSize}
            onChange={(e) => setPageSize(e.currentTarget.value as PaperPageSize)}
            data={PAGE_SIZES.map((size) => ({ value: size, label: size === 'A4' ? 'A4' : t('US Letter') }))}
          />
          <SegmentedControl
            value={versions}
            onChange={(value) => setVersions(value as '1' | '2')}
            aria-label={t('Versions')}
            data={[
              { value: '1', label: t('One version') },
              { value: '2', label: t('Two versions (A and B)') },
            ]}
          />
          {versions === '2' && (
            <Text size="xs">{t('Version B prints the questions in another order; students get A and B in turn.')}</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button loading={print.isPending} disabled={!body} onClick={() => body && print.mutate(body)}>
              {t('Print')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
