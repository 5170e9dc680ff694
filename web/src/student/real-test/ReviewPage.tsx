import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { msg } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Loading, LoadError } from '../../forms';
import { isSittingKind, ResultsView, useResultsPage } from '../../sitting';
import { PageSection } from '../../shell/PageSection';
import { STUDENT_DASHBOARD } from '../taking/AttentionGuard';

/**
 * `/student/test/:kind/:id/review`: a released sitting: the score and statistics, and every question
 * with the option chosen and the right one, View Steps and View Video. The server sends none of it
 * before the release.
 */
export function ReviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const kind = isSittingKind(params.kind) ? params.kind : 'master';
  const id = isSittingKind(params.kind) ? Number(params.id) : 0;
  const [page, setPage] = useState(1);
  const review = useResultsPage(kind, id, 'review', page);

  return (
    <PageSection title={msg('Test Review')} size="xl">
      {review.data && (
        <Text size="lg" fw={500} data-test-name>
          {review.data.sitting.test_name}
        </Text>
      )}
      {review.isPending ? (
        <Loading />
      ) : review.isError ? (
        <LoadError error={review.error} />
      ) : (
        <ResultsView data={review.data} onPage={setPage} showStats caption={msg('Your answers')} />
      )}
      <Group>
        <Button onClick={() => navigate(STUDENT_DASHBOARD)}>{t('Back')}</Button>
      </Group>
    </PageSection>
  );
}
