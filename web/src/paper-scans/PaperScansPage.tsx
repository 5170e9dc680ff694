import { Paper, Stack, Text, Title } from '@mantine/core';
import { msg } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../session';
import { PageSection } from '../shell/PageSection';
import { ScanResult } from './ScanResult';
import { UploadScans } from './UploadScans';

/** The area's paths: this screen, its student pages, and its class screen (which opens a class by `?class=<id>`). */
const AREA_PATHS = {
  teacher: { base: '/teacher/paper-scans', students: '/teacher/student', classes: '/teacher/classes' },
  clientadmin: { base: '/client/paper-scans', students: '/client/student', classes: '/client/adminclassroom' },
};

/** A positive whole number from the address, or null. */
const idFrom = (value: string | null | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * `…/paper-scans` and `…/paper-scans/{scan}`, Upload scans (issue 30): the filled answer sheets uploaded,
 * read on the server, then each page with its student and state, the uncertain answers reviewed and the
 * unreadable pages placed by hand. The scan's address holds its id, so it can be opened again; `?class=<id>`
 * (from a class's work) leads back to that class's results.
 */
export function PaperScansPage() {
  const { t } = useTranslation();
  // The screen of both staff areas (issue 30): its links stay in the area it was opened in.
  const paths = AREA_PATHS[useSession()?.role === 'teacher' ? 'teacher' : 'clientadmin'];
  const navigate = useNavigate();
  const scan = idFrom(useParams().scan);
  const [params] = useSearchParams();
  const classroom = idFrom(params.get('class'));
  const query = classroom === null ? '' : `?class=${classroom}`;

  return (
    <PageSection title={msg('Upload scans')} size="lg">
      <Text size="sm">
        {t(
          'Scan the filled answer sheets printed for a paper test: each page is found by its student’s code and graded; answers the reader is unsure of wait for you here.',
        )}
      </Text>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="upload-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="upload-title">
            {t('Upload the sheets')}
          </Title>
          <UploadScans onUploaded={(id) => navigate(`${paths.base}/${id}${query}`)} />
        </Stack>
      </Paper>
      {scan !== null && (
        <ScanResult
          key={scan}
          scan={scan}
          paths={{
            students: paths.students,
            classResults: classroom === null ? null : `${paths.classes}?class=${classroom}`,
          }}
        />
      )}
    </PageSection>
  );
}
