// Step videos (admin-and-authoring §2 VIDEOS, §3 Step video, §7 stpvideo): what the routes take and answer,
// the upload's steps, the accepted files and every message of the VIDEOS view.
import { z } from 'zod';
import { requiredId } from './fields';
import { stepVideoViewSchema } from './quiz-api';
import { msg } from './i18n';
import { fill } from './message';

export const VIDEO_MESSAGES = {
  added: msg('Videos Added Successfully'),
  deleted: msg('Video Deleted Successfully'),
  deleteFailed: msg('Something went wrong while deleting the Video'),
  selectQuestion: msg('Please Select the question'),
  noneSelected: msg('No videos Selected'),
  connectionError: msg('Connection Error'),
  recording: msg('Recording...'),
  recorded: msg('Recording has been completed click Download to download the video'),
  // Not in the specification.
  updated: msg('Videos Updated Successfully'),
  typeOnly: msg('Only mp4, webm or mov videos can be uploaded'),
  notVideo: msg('This file is not an mp4, webm or mov video'),
  tooLarge: (bytes: number) => fill(msg('A video can be at most {{size}}'), { size: formatBytes(bytes) }),
  empty: msg('This video file is empty'),
  questionMissing: msg('There is no such question'),
  otherTest: msg('The question belongs to another test'),
  notUploaded: (url: string) => fill(msg('The video {{url}} was not uploaded for this question'), { url }),
  uploadUnknown: msg('This upload is unknown or has expired: please upload the video again'),
  uploadIncomplete: msg('Some parts of this video have not arrived: resume the upload'),
  sizeDiffers: msg('The video that arrived is not the size declared: please upload it again'),
  badPart: msg('There is no such part of this upload'),
  noUrls: msg('A step video needs at least one video'),
} as const;

/** Accepted video files by extension, with the type each is served with. */
export const VIDEO_TYPES = { mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' } as const;
export type VideoExtension = keyof typeof VIDEO_TYPES;
export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov';

/** The extension a file is stored under, from its name or else its declared type; undefined when neither is a video of ours. */
export function videoExtension(fileName: string, contentType: string): VideoExtension | undefined {
  const byName = fileName.toLowerCase().match(/\.(mp4|webm|mov|m4v)$/)?.[1];
  if (byName) return byName === 'm4v' ? 'mp4' : (byName as VideoExtension);
  const type = contentType.toLowerCase().split(';')[0]!.trim();
  const found = Object.entries(VIDEO_TYPES).find(([, t]) => t === type);
  return found?.[0] as VideoExtension | undefined;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3 && bytes % 1024 ** 3 === 0) return `${bytes / 1024 ** 3} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round((bytes / 1024 ** 2) * 10) / 10} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

const owner = z.union([requiredId(msg('Not a client id')), z.null()]);

/** POST /quiz/stpvideo/uploads/: a video about to be uploaded for a question. */
export const videoUploadStartSchema = z.object({
  question: requiredId(VIDEO_MESSAGES.questionMissing),
  /** The owning client (super admin only; a client admin's videos are always its client's). */
  client_admin: owner.optional(),
  file_name: z.string().trim().min(1).max(255),
  content_type: z.string().max(100).default(''),
  size: z.number().int().nonnegative(),
});
export type VideoUploadStart = z.infer<typeof videoUploadStartSchema>;

const ticket = z.string().min(1).max(4000);
const partNumber = z.number().int().min(1).max(10_000);

/** POST /quiz/stpvideo/uploads/parts/: addresses for the parts named (every part when none is), to PUT their bytes to. */
export const videoUploadPartsRequestSchema = z.object({
  /** The signed ticket the upload began with: the server's, so it can name no other file. */
  ticket,
  part_numbers: z.array(partNumber).max(10_000).optional(),
});

/** POST /quiz/stpvideo/uploads/complete/: every part, with the ETag its PUT answered. */
export const videoUploadCompleteSchema = z.object({
  ticket,
  parts: z
    .array(z.object({ part_number: partNumber, etag: z.string().min(1).max(200) }))
    .min(1)
    .max(10_000),
});
export type VideoUploadComplete = z.infer<typeof videoUploadCompleteSchema>;

export const videoUploadSchema = z.object({
  ticket: z.string(),
  /** The path to save in the step video's urls once the upload is complete. */
  url: z.string(),
  part_size: z.number(),
  part_count: z.number(),
});
export type VideoUpload = z.infer<typeof videoUploadSchema>;

/** The address to PUT each part's bytes to (short-lived; asked again when a resumed upload needs it). */
export const videoUploadPartsSchema = z.object({
  parts: z.array(z.object({ part_number: z.number(), url: z.string() })),
});
export type VideoUploadParts = z.infer<typeof videoUploadPartsSchema>;

export const videoUploadDoneSchema = z.object({ url: z.string(), size: z.number() });

const urls = z.array(z.string().min(1).max(1000)).min(1, { error: VIDEO_MESSAGES.noUrls }).max(50);

/** POST /quiz/stpvideo/ (§7): question, section_code, master_qnsbank, source_name_id, client_admin, urls. */
export const stepVideoCreateSchema = z.object({
  question: requiredId(VIDEO_MESSAGES.questionMissing),
  section_code: z.unknown().optional(),
  master_qnsbank: requiredId(VIDEO_MESSAGES.otherTest).optional(),
  source_name_id: z.string().max(200).optional(),
  client_admin: owner.optional(),
  urls,
});
export type StepVideoCreate = z.infer<typeof stepVideoCreateSchema>;

/** PUT /quiz/stpvideo/{id}/ (§7): the urls, replaced. */
export const stepVideoUpdateSchema = z.object({ urls });

export const stepVideoListQuerySchema = z.object({ question: requiredId(VIDEO_MESSAGES.questionMissing) });

/** A step video as the VIDEOS view reads it: the record, and a short-lived address to play each url at. */
export const stepVideoPlayableSchema = stepVideoViewSchema.extend({ play_urls: z.array(z.string()) });
export type StepVideoPlayable = z.infer<typeof stepVideoPlayableSchema>;

export const stepVideoSavedSchema = stepVideoPlayableSchema.extend({ message: z.string() });
export const stepVideoDeletedSchema = z.object({ message: z.string(), master_qnsvideos_versionid: z.number() });
