import { Badge, Button, Group, Modal, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '@prep/domain';
import { HistoryTabs } from '../../../activity/HistoryTabs';
import type { AuditFilter } from '../../../api/audit';
import { Loading, LoadError } from '../../../forms';
import { RIGHT_COLOR } from '../../../warmup/format';

/** Scores and Stats opens on the statistics; Analyse Test Answers on the answers, stats on request. */
export type ResultsMode = 'scores' | 'analyse';

/** The page and the Show Stats switch, back to page 1 (stats per mode) when another result or mode opens. */
export function useResultsPaging(resultKey: unknown, mode: ResultsMode) {
  const [page, setPage] = useState(1);
  const [showStats, setShowStats] = useState(mode === 'scores');
  // biome-ignore lint/correctness/useExhaustiveDependencies: another result or mode starts again from page 1
  useEffect(() => {
    setPage(1);
    setShowStats(mode === 'scores');
  }, [resultKey, mode]);
  return { page, setPage, showStats, toggleStats: () => setShowStats((shown) => !shown) };
}

interface ResultsDialogFrameProps {
  opened: boolean;
  mode: ResultsMode;
  testName: string;
  size: string;
  /** The result's read: a spinner while pending, its message when it failed. */
  read: { isPending: boolean; isError: boolean; error: unknown };
  showStats: boolean;
  onToggleStats: () => void;
  released: boolean;
  /** What stands in the badge's place before the release (a Release button, or a note). */
  beforeRelease: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** The result's History tab (issue 28): its events' filter and the list's name. */
  history?: { filter: AuditFilter; caption: string };
}

/** The dialog around a result's scores and answers, for a warm-up or a test: one frame, one set of words. */
export function ResultsDialogFrame({
  opened,
  mode,
  testName,
  size,
  read,
  showStats,
  onToggleStats,
  released,
  beforeRelease,
  onClose,
  children,
  history,
}: ResultsDialogFrameProps) {
  const { t } = useTranslation();
  const title = mode === 'scores' ? t('Scores and Stats') : t('Analyse Test Answers');
  const results = read.isPending ? (
    <Loading />
  ) : read.isError ? (
    <LoadError error={read.error} />
  ) : (
    <Stack gap="md">
      {mode === 'analyse' && (
        <Group>
          <Button variant="default" size="xs" aria-pressed={showStats} onClick={onToggleStats}>
            {showStats ? t('Hide Stats') : t('Show Stats')}
          </Button>
        </Group>
      )}
      {children}
      <Group justify="space-between">
        {released ? (
          <Badge
            color="green"
            c={RIGHT_COLOR}
            variant="light"
            size="lg"
            tt="none"
            h="auto"
            py={4}
            style={{ whiteSpace: 'normal' }}
            data-released
          >
            {t('Released: the student can view scores and stats')}
          </Badge>
        ) : (
          beforeRelease
        )}
        <Button variant="default" onClick={onClose}>
          {t('Close')}
        </Button>
      </Group>
    </Stack>
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`${title}: ${testName}`}
      size={size}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {history ? (
        <HistoryTabs mainLabel={msg('Results')} filter={history.filter} caption={history.caption}>
          {results}
        </HistoryTabs>
      ) : (
        results
      )}
    </Modal>
  );
}
