// A question's step videos (/quiz/stpvideo/) and the browser's upload of a video file in parts
// (/quiz/stpvideo/uploads/…, see server/src/step-videos/uploads.ts).
import type {
  StepVideoCreate,
  StepVideoPlayable,
  stepVideoDeletedSchema,
  stepVideoSavedSchema,
  VideoUpload,
  VideoUploadComplete,
  VideoUploadParts,
  VideoUploadStart,
  videoUploadDoneSchema,
} from '@prep/domain';
import type { z } from 'zod';
import { api } from './index';

export type UploadDone = z.infer<typeof videoUploadDoneSchema>;

export const stepVideoKeys = { ofQuestion: (question: number) => ['stpvideo', question] as const };

export const getStepVideos = (question: number) => api.get<StepVideoPlayable[]>(`/quiz/stpvideo/?question=${question}`);
export const addStepVideo = (body: StepVideoCreate) =>
  api.post<z.infer<typeof stepVideoSavedSchema>>('/quiz/stpvideo/', body);
export const deleteStepVideo = (id: number) =>
  api.delete<z.infer<typeof stepVideoDeletedSchema>>(`/quiz/stpvideo/${id}/`);

/** The three calls of an upload: begin (the parts' size and count), addresses for some parts, complete. */
export const videoUploadCalls = {
  begin: (body: VideoUploadStart) => api.post<VideoUpload>('/quiz/stpvideo/uploads/', body),
  parts: (body: { ticket: string; part_numbers: number[] }) =>
    api.post<VideoUploadParts>('/quiz/stpvideo/uploads/parts/', body),
  complete: (body: VideoUploadComplete) => api.post<UploadDone>('/quiz/stpvideo/uploads/complete/', body),
};
