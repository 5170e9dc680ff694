import { Anchor, Stack, Text, Title } from '@mantine/core';
import { type CourseRecord, msg, type QuizRecord, WARMUP_COURSE_TYPE } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SideListsLayout } from '../../authoring';
import { RecordList } from '../../forms';
import { TestMetaForm } from './TestMetaForm';
import { WarmupMetaForm } from './WarmupMetaForm';

interface Props {
  tests: readonly QuizRecord[];
  courses: readonly CourseRecord[];
  loading: boolean;
  chosen: QuizRecord | null;
  onChoose: (id: number | null) => void;
  onQuestions: () => void;
  readOnly: boolean;
}

const items = (tests: readonly QuizRecord[]) => tests.map((q) => ({ id: q.master_qnsbank_id, label: q.test_name }));

/**
 * META (Manage Test): QUIZES (every test but warm-up sets) and, for the super admin, WARMUPS on the left;
 * the chosen test's fields on the right, or a new test's with nothing chosen.
 */
export function MetaView({ tests, courses, loading, chosen, onChoose, onQuestions, readOnly }: Props) {
  const { t } = useTranslation();
  const quizzes = tests.filter((q) => q.test_type !== WARMUP_COURSE_TYPE);
  const sets = tests.filter((q) => q.test_type === WARMUP_COURSE_TYPE);
  const selectedId = chosen?.master_qnsbank_id ?? null;
  const empty = loading ? msg('Loading…') : msg('No tests yet');

  return (
    <SideListsLayout
      lists={
        <>
          <RecordList
            title={msg('QUIZES')}
            items={items(quizzes)}
            selectedId={selectedId}
            onSelect={onChoose}
            emptyText={empty}
          />
          {!readOnly && (
            <RecordList
              title={msg('WARMUPS')}
              items={items(sets)}
              selectedId={selectedId}
              onSelect={onChoose}
              emptyText={loading ? msg('Loading…') : msg('No warm-up sets yet')}
            />
          )}
        </>
      }
    >
      {readOnly && !chosen ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('Choose a test')}
          </Title>
          <Text size="sm">{t('Pick a test in QUIZES to see its details, questions, options and steps.')}</Text>
        </Stack>
      ) : chosen?.test_type === WARMUP_COURSE_TYPE ? (
        <WarmupMetaForm chosen={chosen} onChoose={onChoose} onQuestions={onQuestions} />
      ) : (
        <>
          <TestMetaForm
            test={chosen}
            courses={courses}
            onChoose={onChoose}
            onQuestions={onQuestions}
            readOnly={readOnly}
          />
          {!readOnly && !chosen && (
            <Text size="sm" mt="md">
              <Anchor component={Link} to="/superadmin/import-warmup">
                {t('Create a new warm-up set with the Warmups wizard')}
              </Anchor>
            </Text>
          )}
        </>
      )}
    </SideListsLayout>
  );
}
