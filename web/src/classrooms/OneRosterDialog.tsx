// "Import from OneRoster" (issue 29): the zip a student information system exported, previewed (what would
// be created, updated and removed; the rows left out by file and line; the org and program to choose), then
// imported on confirmation. Loaded only when opened (lazyPart), so the classes screen's first load is unchanged.
import { Alert, Button, Group, Modal, NativeSelect, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { msg, ONEROSTER_REPORT_MESSAGES, type OneRosterReport, storedWordLabel } from '@prep/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api';
import { importOneRoster, type OneRosterChoices } from '../api/oneroster';
import { useCourses } from '../courses/useCourses';
import { errorMessage, FileImportButton, ImportProgress, notifyFailure, notifySuccess } from '../forms';
import { say, saidOf } from '../i18n/say';

type Problem = OneRosterReport['problems'][number];

/** The problems a refused export's answer lists (a file or column missing, broken quoting). */
const problemsOf = (error: unknown): Problem[] => {
  const body = error instanceof ApiError ? (error.body as { problems?: Problem[] } | undefined) : undefined;
  return Array.isArray(body?.problems) ? body.problems : [];
};

function Counts({ report }: { report: OneRosterReport }) {
  const { t } = useTranslation();
  const rows = [
    [msg('Students'), report.students],
    [msg('Teachers'), report.teachers],
    [msg('Classes'), report.classes],
  ] as const;
  return (
    <Table withTableBorder data-oneroster-counts>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('Records')}</Table.Th>
          <Table.Th scope="col">{t('New')}</Table.Th>
          <Table.Th scope="col">{t('Updated')}</Table.Th>
          <Table.Th scope="col">{t('Removed')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([label, n]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{t(label)}</Table.Th>
            <Table.Td>{n.created}</Table.Td>
            <Table.Td>{n.updated}</Table.Td>
            <Table.Td>{n.removed}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">{t('Class memberships')}</Table.Th>
          <Table.Td>{report.memberships.added}</Table.Td>
          <Table.Td>–</Table.Td>
          <Table.Td>{report.memberships.removed}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
      <Table.Caption>
        {t('Left out: {{roles}} people of other roles, {{orgs}} records of other organisations', {
          roles: report.skipped.other_roles,
          orgs: report.skipped.other_orgs,
        })}
      </Table.Caption>
    </Table>
  );
}

function Problems({ problems }: { problems: readonly Problem[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <ScrollArea.Autosize mah={260}>
      <Table striped withTableBorder data-row-report>
        <Table.Caption>{t('Not imported')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('File')}</Table.Th>
            <Table.Th scope="col">{t('Where')}</Table.Th>
            <Table.Th scope="col">{t('Message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {problems.map((p, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed report, never reordered
            <Table.Tr key={index}>
              <Table.Td>{p.file}</Table.Td>
              <Table.Td>{p.line > 0 ? t('line {{n}}', { n: p.line }) : t('the whole file')}</Table.Td>
              <Table.Td>{say(t, saidOf(p))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

interface Props {
  opened: boolean;
  onClose: () => void;
  /** After an import: read the classes (and people) again. */
  onImported: () => Promise<unknown>;
}

export function OneRosterDialog({ opened, onClose, onImported }: Props) {
  const { t } = useTranslation();
  const courses = useCourses({ staleTime: 5 * 60_000 });
  const [file, setFile] = useState<File | null>(null);
  const [org, setOrg] = useState('');
  const [program, setProgram] = useState('');
  const [report, setReport] = useState<OneRosterReport | null>(null);
  const [refused, setRefused] = useState<Problem[]>([]);

  const call = useMutation({
    mutationFn: ({ file, ...choices }: OneRosterChoices & { file: File }) => importOneRoster(file, choices),
    onSuccess: async (answer) => {
      setRefused([]);
      setReport(answer);
      if (answer.preview) return;
      await onImported();
      if (answer.invitations_failed > 0)
        notifyFailure(ONEROSTER_REPORT_MESSAGES.invitationsFailed(answer.invitations_failed));
      else notifySuccess(ONEROSTER_REPORT_MESSAGES.imported);
    },
    onError: (error) => {
      setRefused(problemsOf(error));
      notifyFailure(errorMessage(error));
    },
  });

  const preview = (chosen: File, choices: { org: string; program: string }) => {
    setReport(null);
    call.mutate({ file: chosen, preview: true, org: choices.org || undefined, program: choices.program || undefined });
  };
  const close = () => {
    setFile(null);
    setReport(null);
    setRefused([]);
    setOrg('');
    setProgram('');
    onClose();
  };
  const done = report !== null && !report.preview;
  const ready = report?.preview && !report.org_required && !report.program_required;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('Import from OneRoster')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t(
            'Choose the OneRoster 1.1 CSV export (.zip) of your student information system. You see what it would change before anything is saved.',
          )}
        </Text>
        <Group>
          <FileImportButton
            label={msg('Choose the .zip file')}
            extensions={['zip']}
            wrongTypeMessage={msg('Please Select a .zip file only')}
            onFile={(chosen) => {
              setFile(chosen);
              setOrg('');
              preview(chosen, { org: '', program });
            }}
            loading={call.isPending && call.variables?.preview}
            disabled={call.isPending}
          />
          {file && <Text size="sm">{file.name}</Text>}
        </Group>
        {report && report.orgs.length > 1 && !done && (
          <NativeSelect
            label={t('Organisation that is this client')}
            value={org}
            onChange={(event) => {
              setOrg(event.currentTarget.value);
              if (file) preview(file, { org: event.currentTarget.value, program });
            }}
            data={[
              { value: '', label: t('Choose the organisation') },
              ...report.orgs.map((o) => ({ value: o.sourcedId, label: `${o.name} (${o.type || o.sourcedId})` })),
            ]}
          />
        )}
        {report?.program_required && !done && (
          <NativeSelect
            label={t('Program of the new classes')}
            value={program}
            onChange={(event) => {
              setProgram(event.currentTarget.value);
              if (file) preview(file, { org, program: event.currentTarget.value });
            }}
            data={[
              { value: '', label: t('Select Program') },
              ...(courses.data ?? []).map((c) => ({ value: c.course_type, label: storedWordLabel(t, c.course_type) })),
            ]}
          />
        )}
        {report?.org_required && <Alert color="yellow">{t(ONEROSTER_REPORT_MESSAGES.chooseOrg)}</Alert>}
        {report && !report.org_required && <Counts report={report} />}
        {done && (
          <Alert color="green" role="status">
            {report.invited > 0 ? t('Imported. Invitations mailed: {{n}}', { n: report.invited }) : t('Imported.')}
          </Alert>
        )}
        <Problems problems={report?.problems ?? refused} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t(done ? 'Close' : 'Cancel')}
          </Button>
          {!done && (
            <Button
              onClick={() =>
                file && call.mutate({ file, preview: false, org: org || undefined, program: program || undefined })
              }
              disabled={!ready || call.isPending}
              loading={call.isPending && !call.variables?.preview}
            >
              {t('Import')}
            </Button>
          )}
        </Group>
      </Stack>
      <ImportProgress
        opened={call.isPending && call.variables?.preview === false}
        text={t('Importing the roster of {{name}}…', { name: file?.name ?? '' })}
      />
    </Modal>
  );
}
