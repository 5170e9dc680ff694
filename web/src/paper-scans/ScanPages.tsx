import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { saidOf, say } from '../i18n/say';
import { AssignPage } from './AssignPage';
import { PageReview } from './PageReview';
import { type ScanCandidate, type ScanPage, STATE_COLORS, STATE_LABELS } from './scanReview';

/** One page of the scan: whose it is, its state and its problem; a page to review or to place, its form. */
function ScanPageItem({ scan, page, candidates }: { scan: number; page: ScanPage; candidates: ScanCandidate[] }) {
  const { t } = useTranslation();
  const heading = `scan-page-${page.page}`;
  const who = page.student_name ?? t('Student not known');
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="li"
      aria-labelledby={heading}
      data-scan-page={page.page}
      data-state={page.state}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={3} size="h5" id={heading}>
            {t('Page {{page}}: {{who}}', { page: page.page, who })}
            {page.sheet_page !== null && page.sheet_page > 1 && (
              <Text span c="dimmed" size="sm" ml="xs">
                {t('sheet page {{page}}', { page: page.sheet_page })}
              </Text>
            )}
          </Title>
          <Badge color={STATE_COLORS[page.state]} c="dark.7" variant="light" data-page-state>
            {t(STATE_LABELS[page.state])}
          </Badge>
        </Group>
        {page.problem && (
          <Text size="sm" data-page-problem>
            {say(t, saidOf(page.problem))}
          </Text>
        )}
        {page.state === 'needs_review' && <PageReview scan={scan} page={page} />}
        {page.state === 'unreadable' && <AssignPage scan={scan} page={page} candidates={candidates} />}
      </Stack>
    </Paper>
  );
}

/** Every page of the scan, in the order read. */
export function ScanPages({
  scan,
  pages,
  candidates,
}: {
  scan: number;
  pages: ScanPage[];
  candidates: ScanCandidate[];
}) {
  const { t } = useTranslation();
  if (pages.length === 0) return <Text c="dimmed">{t('No page has been read yet.')}</Text>;
  return (
    <Stack gap="sm" component="ol" aria-label={t('Pages of the scan')} p={0} m={0} style={{ listStyle: 'none' }}>
      {[...pages]
        .sort((a, b) => a.page - b.page)
        .map((p) => (
          <ScanPageItem key={p.page} scan={scan} page={p} candidates={candidates} />
        ))}
    </Stack>
  );
}
