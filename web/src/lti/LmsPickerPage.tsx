import { Alert, Button, Container, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { WARMUP_COURSE_TYPE } from '@prep/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { sendDeepLinkChoice } from '../api/lti';
import { getTestsWithCourses } from '../api/tests';
import { errorMessage, Loading, LoadError } from '../forms';
import { say } from '../i18n/say';
import { useSession } from '../session';
import { postToPlatform } from './postToPlatform';

/**
 * `/teacher/lms-pick/:id`: the deep-linking picker (issue 29). An Instructor adding this tool to a course chooses
 * one of the school's tests or warm-up sets; the choice goes back to the LMS (POST /api/lti/deep-link/,
 * whose signed answer this page posts on to the LMS), which then shows it as a link with a gradebook column.
 */
export function LmsPickerPage() {
  const { t } = useTranslation();
  const { id: request = '' } = useParams();
  const clientId = useSession()?.clientId;
  const tests = useQuery({ queryKey: ['lms-picker', clientId], queryFn: () => getTestsWithCourses() });
  const choose = useMutation({
    mutationFn: (quiz: number) => sendDeepLinkChoice({ request, quiz }),
    onSuccess: (page) => postToPlatform(page),
  });
  const rows = tests.data?.quiz ?? [];
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{t('Choose what this link opens')}</Title>
        <Text>{t('Students who open the link take it here; their released scores go to the course gradebook.')}</Text>
        {choose.isError && (
          <Alert color="red" role="alert">
            {say(t, errorMessage(choose.error))}
          </Alert>
        )}
        {tests.isPending && <Loading />}
        {tests.isError && <LoadError error={tests.error} onRetry={() => void tests.refetch()} />}
        {tests.isSuccess && rows.length === 0 && <Text>{t('Your school has no test or warm-up set yet.')}</Text>}
        {rows.length > 0 && (
          <Table striped withTableBorder data-lms-picker>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Test')}</Table.Th>
                <Table.Th>{t('Kind')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('Choose')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((quiz) => (
                <Table.Tr key={quiz.master_qnsbank_id}>
                  <Table.Td>{quiz.test_name}</Table.Td>
                  <Table.Td>{quiz.test_type === WARMUP_COURSE_TYPE ? t('Warm-up set') : t('Test')}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      loading={choose.isPending && choose.variables === quiz.master_qnsbank_id}
                      disabled={choose.isPending || choose.isSuccess}
                      onClick={() => choose.mutate(quiz.master_qnsbank_id)}
                      aria-label={t('Choose {{name}}', { name: quiz.test_name })}
                    >
                      {t('Choose')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
