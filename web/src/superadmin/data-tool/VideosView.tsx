import { ActionIcon, Button, Card, FileInput, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { msg, type QuestionView, type QuizRecord, VIDEO_ACCEPT, VIDEO_MESSAGES, videoExtension } from '@prep/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type UploadProgress } from '../../api';
import { addStepVideo, deleteStepVideo, getStepVideos, stepVideoKeys, videoUploadCalls } from '../../api/stepVideos';
import {
  CHECK_TITLE,
  DELETE_MESSAGE,
  DELETE_TITLE,
  notifyCallFailure,
  notifyCheck,
  reloadTests,
  UploadBar,
} from '../../authoring';
import { confirmDelete, notifyFailure, notifySuccess } from '../../forms';
import { WebcamDialog } from './WebcamDialog';
import { saveProblem, uploadVideo, xhrPutPart } from './videoUpload';

interface Props {
  test: QuizRecord;
  question: QuestionView;
  /**
   * The client admin's tool: its videos are its client's (the server decides), and it deletes only those (the
   * general ones are the super admin's).
   */
  readOnly: boolean;
}

interface Row {
  id: number;
  file: File | null;
  progress: UploadProgress | null;
  state: 'empty' | 'uploading' | 'uploaded' | 'failed';
  url?: string;
}

const transport = { ...videoUploadCalls, putPart: xhrPutPart };
let nextRow = 1;
const emptyRow = (): Row => ({ id: nextRow++, file: null, progress: null, state: 'empty' });

/**
 * Add Step Videos (§2 VIDEOS, §4): the question's videos with a player each; file inputs (the plus button adds
 * another) whose files upload at once with a progress bar in KB; Save, enabled once something is uploaded and
 * nothing is still uploading, attaches them ('Videos Added Successfully'); delete asks first; the webcam
 * dialog records one.
 */
export function VideosView({ test, question, readOnly }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [webcam, setWebcam] = useState(false);
  const videos = useQuery({
    queryKey: stepVideoKeys.ofQuestion(question.questionid),
    queryFn: () => getStepVideos(question.questionid),
  });

  const change = (id: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  const upload = async (id: number, file: File | null) => {
    if (!file) return change(id, { file: null, progress: null, state: 'empty', url: undefined });
    if (!videoExtension(file.name, file.type)) {
      notifyCheck(VIDEO_MESSAGES.typeOnly);
      return change(id, { file: null, progress: null, state: 'empty', url: undefined });
    }
    change(id, { file, state: 'uploading', progress: { loaded: 0, total: file.size }, url: undefined });
    try {
      const done = await uploadVideo(transport, file, question.questionid, (progress) => change(id, { progress }));
      change(id, { state: 'uploaded', url: done.url, progress: { loaded: file.size, total: file.size } });
    } catch (error) {
      // §8: an upload failure says 'Connection Error' and its progress starts again from zero.
      change(id, { state: 'failed', progress: null, url: undefined });
      if (error instanceof ApiError && !error.isNetworkError) notifyCallFailure(error);
      else notifyFailure(VIDEO_MESSAGES.connectionError);
    }
  };

  const addRecording = (file: File) => {
    const row = emptyRow();
    setRows((current) => [...current.filter((r) => r.state !== 'empty'), row]);
    void upload(row.id, file);
  };

  const pending = rows.filter((row) => row.state === 'uploaded' && row.url).map((row) => row.url!);
  const uploading = rows.some((row) => row.state === 'uploading');

  const save = useMutation({
    mutationFn: (urls: string[]) =>
      addStepVideo({
        question: question.questionid,
        master_qnsbank: test.master_qnsbank_id,
        section_code: 1,
        source_name_id: '',
        urls,
      }),
    onSuccess: () => {
      notifySuccess(VIDEO_MESSAGES.added);
      setRows([emptyRow()]);
      void queryClient.invalidateQueries({ queryKey: stepVideoKeys.ofQuestion(question.questionid) });
      reloadTests(queryClient);
    },
    onError: (error) => notifyCallFailure(error),
  });

  const remove = useMutation({
    mutationFn: deleteStepVideo,
    onSuccess: () => {
      notifySuccess(VIDEO_MESSAGES.deleted);
      void queryClient.invalidateQueries({ queryKey: stepVideoKeys.ofQuestion(question.questionid) });
      reloadTests(queryClient);
    },
    onError: () => notifyFailure(VIDEO_MESSAGES.deleteFailed),
  });

  const submit = () => {
    const problem = saveProblem(question.questionid, pending);
    if (problem) return notifyFailure(problem, CHECK_TITLE);
    save.mutate(pending);
  };

  const askDelete = (id: number) =>
    confirmDelete({
      title: DELETE_TITLE,
      message: DELETE_MESSAGE,
      safeMessage: msg('Video is Safe'),
      onConfirm: () => remove.mutate(id),
    });

  const list = videos.data ?? [];
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('{{test}}: videos of question # {{n}}', { test: test.test_name, n: question.question_number })}
      </Title>
      <section aria-label={t('Step videos')}>
        {videos.isPending && <Loader size="sm" />}
        {videos.isError && (
          <Text c="red.8" role="alert">
            {t('The videos could not be loaded.')}
          </Text>
        )}
        {videos.isSuccess && list.length === 0 && <Text size="sm">{t('No videos yet.')}</Text>}
        <Stack gap="sm">
          {list.map((video) =>
            video.play_urls.map((src, i) => (
              <Card key={`${video.master_qnsvideos_versionid}-${src}`} withBorder padding="sm" data-testid="step-video">
                {/* biome-ignore lint/a11y/useMediaCaption: step videos are uploaded without captions. */}
                <video src={src} controls preload="metadata" width="100%" style={{ maxWidth: 480 }} />
                <Group justify="space-between" mt={4}>
                  <Text size="xs">
                    {video.client_admin === null
                      ? t('General video')
                      : t('Video of client {{id}}', { id: video.client_admin })}
                    {video.play_urls.length > 1 && ` (${i + 1})`}
                  </Text>
                  {(!readOnly || video.client_admin !== null) && i === 0 && (
                    <Button
                      size="xs"
                      // A bare colour: with a shade (red.8) Mantine's light variant fills the button with that
                      // shade under red text (1.2:1); bare, it is a pale red under red.9 (theme.ts).
                      color="red"
                      variant="light"
                      loading={remove.isPending && remove.variables === video.master_qnsvideos_versionid}
                      onClick={() => askDelete(video.master_qnsvideos_versionid)}
                    >
                      {t('Delete video')}
                    </Button>
                  )}
                </Group>
              </Card>
            )),
          )}
        </Stack>
      </section>
      <Stack gap="xs">
        {rows.map((row, i) => (
          <Stack key={row.id} gap={4}>
            <Group gap="xs" align="end">
              <FileInput
                label={t('Video {{n}}', { n: i + 1 })}
                accept={VIDEO_ACCEPT}
                value={row.file}
                onChange={(file) => void upload(row.id, file)}
                disabled={row.state === 'uploading'}
                clearable
                w={360}
              />
              {i === rows.length - 1 && (
                <ActionIcon
                  size="lg"
                  variant="default"
                  aria-label={t('Add another video')}
                  onClick={() => setRows((r) => [...r, emptyRow()])}
                >
                  +
                </ActionIcon>
              )}
            </Group>
            <UploadBar progress={row.state === 'uploading' || row.state === 'uploaded' ? row.progress : null} />
            {row.state === 'uploaded' && (
              <Text size="xs" c="green.9">
                {t('Uploaded: press Save to add it to the question')}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
      <Group gap="xs">
        <Button variant="default" onClick={() => setWebcam(true)}>
          {t('Record with webcam')}
        </Button>
        <Button onClick={submit} disabled={pending.length === 0 || uploading} loading={save.isPending}>
          {t('Save')}
        </Button>
      </Group>
      <WebcamDialog opened={webcam} onClose={() => setWebcam(false)} onSave={addRecording} />
    </Stack>
  );
}
