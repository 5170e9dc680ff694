import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { msg, VIDEO_MESSAGES } from '@prep/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../forms';
import { recordingName, recordingType } from './videoUpload';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The recording, as a file to upload and attach to the question. */
  onSave: (file: File) => void;
}

type Phase = 'idle' | 'recording' | 'recorded';

/**
 * The webcam record dialog (§2 VIDEOS, §4): Start (shows 'Recording...' and is disabled while recording), Stop
 * ('Recording has been completed click Download to download the video'), Retake, Download (an mp4 where the
 * browser records mp4, else webm, named with a random number) and Save, which attaches it to the question.
 */
export function WebcamDialog({ opened, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const live = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [recording, setRecording] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Start waits for the camera: the browser may take a moment (or a permission prompt) to open it.
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!opened) return;
    let cancelled = false;
    setProblem(null);
    navigator.mediaDevices
      ?.getUserMedia({ video: true, audio: true })
      .catch(() => navigator.mediaDevices.getUserMedia({ video: true }))
      .then((media) => {
        if (cancelled) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream.current = media;
        if (live.current) live.current.srcObject = media;
        setReady(true);
      })
      .catch(() => setProblem(msg('The camera could not be opened: allow this site to use it and try again.')));
    return () => {
      cancelled = true;
      recorder.current?.state === 'recording' && recorder.current.stop();
      for (const track of stream.current?.getTracks() ?? []) track.stop();
      stream.current = null;
      setReady(false);
    };
  }, [opened]);

  useEffect(() => {
    const url = recording ? URL.createObjectURL(recording) : null;
    setPreview(url);
    return () => (url ? URL.revokeObjectURL(url) : undefined);
  }, [recording]);

  const start = () => {
    if (!stream.current) return;
    const type = recordingType((candidate) => MediaRecorder.isTypeSupported(candidate));
    const next = new MediaRecorder(stream.current, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    next.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    next.onstop = () => {
      const mime = (next.mimeType || type || 'video/webm').split(';')[0]!;
      setRecording(new File(chunks, recordingName(mime), { type: mime }));
      setPhase('recorded');
      notifySuccess(VIDEO_MESSAGES.recorded);
    };
    recorder.current = next;
    next.start(250);
    setRecording(null);
    setPhase('recording');
  };

  const stop = () => recorder.current?.state === 'recording' && recorder.current.stop();

  const retake = () => {
    setRecording(null);
    setPhase('idle');
  };

  const download = () => {
    if (!recording || !preview) return;
    const link = document.createElement('a');
    link.href = preview;
    link.download = recording.name;
    document.body.append(link);
    link.click();
    link.remove();
  };

  const save = () => {
    if (!recording) return;
    onSave(recording);
    retake();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Record a video')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Stack gap="sm">
        {problem && (
          <Alert color="red" role="alert">
            {t(problem)}
          </Alert>
        )}
        <video
          ref={live}
          autoPlay
          muted
          playsInline
          hidden={phase === 'recorded'}
          width="100%"
          aria-label={t('Camera')}
        />
        {phase === 'recorded' && preview && (
          <>
            {/* biome-ignore lint/a11y/useMediaCaption: the user's own recording, played back before saving. */}
            <video src={preview} controls width="100%" aria-label={t('Recording')} />
            <Text size="sm" role="status">
              {t(VIDEO_MESSAGES.recorded)}
            </Text>
          </>
        )}
        <Group gap="xs">
          <Button onClick={start} disabled={phase !== 'idle' || !ready}>
            {phase === 'recording' ? t(VIDEO_MESSAGES.recording) : t('Start')}
          </Button>
          <Button onClick={stop} disabled={phase !== 'recording'} color="red.8">
            {t('Stop')}
          </Button>
          <Button onClick={retake} disabled={phase !== 'recorded'} variant="default">
            {t('Retake')}
          </Button>
          <Button onClick={download} disabled={phase !== 'recorded'} variant="default">
            {t('Download')}
          </Button>
          <Button onClick={save} disabled={phase !== 'recorded'} color="green.8">
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
