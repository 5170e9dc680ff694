import { ActionIcon, Button, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepVideo } from '@prep/domain';
import { NextIcon, PreviousIcon } from './icons';
import { type ShownVideo, shownVideos } from './solution';

export interface VideoSubject {
  questionid: number;
  question_number: number;
  stepvideo: readonly StepVideo[];
}

function Player({ video }: { video: ShownVideo }) {
  const { t } = useTranslation();
  const title = t('Step Video {{n}}', { n: video.n });
  if (video.embed)
    return (
      <iframe
        src={video.embed}
        title={title}
        width="100%"
        height="360"
        style={{ border: 0 }}
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    );
  return (
    // biome-ignore lint/a11y/useMediaCaption: step videos are uploaded without captions; the steps' text is their transcript
    <video key={video.url} src={video.url} controls preload="metadata" aria-label={title} style={{ width: '100%' }} />
  );
}

/**
 * View Video: a stepper labelled Step Video 1..n, a player with its controls, previous / next arrows
 * and the question number. The server sends only the videos this viewer may see (general ones and
 * their own client's).
 */
export function VideoDialog({ subject, onClose }: { subject: VideoSubject | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const id = subject?.questionid;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another question starts again from the first video
  useEffect(() => setActive(0), [id]);
  const videos = shownVideos(subject?.stepvideo ?? []);
  const current = videos[Math.min(active, videos.length - 1)];

  return (
    <Modal
      opened={subject !== null}
      onClose={onClose}
      size="xl"
      title={t('View Video')}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {subject && (
        <Stack gap="md">
          <Text size="sm">{t('Question {{n}}', { n: subject.question_number })}</Text>
          {current ? (
            <>
              <Stepper active={active} onStepClick={setActive} size="sm" allowNextStepsSelect>
                {videos.map((v) => (
                  <Stepper.Step key={v.n} label={t('Step Video {{n}}', { n: v.n })} />
                ))}
              </Stepper>
              <Text fw={600} aria-live="polite">
                {t('Step Video {{n}}', { n: current.n })}
              </Text>
              <Player video={current} />
              <Group justify="space-between">
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={() => setActive((a) => Math.max(0, a - 1))}
                  disabled={active === 0}
                  aria-label={t('Previous video')}
                >
                  <PreviousIcon />
                </ActionIcon>
                <Text size="sm">{t('Video {{n}} of {{count}}', { n: current.n, count: videos.length })}</Text>
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={() => setActive((a) => Math.min(videos.length - 1, a + 1))}
                  disabled={active >= videos.length - 1}
                  aria-label={t('Next video')}
                >
                  <NextIcon />
                </ActionIcon>
              </Group>
            </>
          ) : (
            <Text>{t('This question has no step videos.')}</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('Close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
