// Step video records (§3 Step video, §7 stpvideo): their urls name files this server stored for the same
// question and owner, so no record can point at another client's video; a deleted record's files go with it.
import { type StepVideoCreate, type StepVideoPlayable, VIDEO_MESSAGES } from '@prep/domain';
import { isSuperAdmin } from '../access/principal';
import type { Scope } from '../access/scope';
import { contentEvent } from '../audit/content';
import { audit, changesOf } from '../audit/record';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../plugins/errors';
import { videoFolder } from '../storage/keys';
import { signPath } from '../storage/signing';
import type { Storage } from '../storage/storage';
import { videoKeyOf } from './files';
import {
  deleteVideo,
  findVideo,
  insertVideo,
  type QuestionPlace,
  questionPlace,
  updateVideoUrls,
  urlInUse,
  type VideoRow,
  videosOfQuestion,
} from './queries';

/** How long a play address works: a lesson's length, with the video paused and sought. */
export const PLAY_SECONDS = 3 * 3600;

export interface VideoContext {
  db: Db;
  storage: Storage;
  secret: string;
}

/** A url to play: ours signed for a while; an address elsewhere as it is. */
export const playUrl = (secret: string, url: string) => (videoKeyOf(url) ? signPath(secret, url, PLAY_SECONDS) : url);

export const playable = (secret: string, row: VideoRow): StepVideoPlayable => ({
  ...row,
  play_urls: row.urls.map((url) => playUrl(secret, url)),
});

export async function placeOrRefuse(db: Db, questionId: number): Promise<QuestionPlace> {
  const place = await questionPlace(db, questionId);
  if (!place) throw badRequest(VIDEO_MESSAGES.questionMissing, { question: [VIDEO_MESSAGES.questionMissing] });
  return place;
}

/** The owner a new video gets: a client admin's client always; the super admin names one or none. */
export function ownerFor(scope: Scope, named: number | null | undefined): number | null {
  return isSuperAdmin(scope.principal) ? (named ?? null) : scope.principal.client_id;
}

/**
 * Checks every url names a video stored for this question and owner (or, for the super admin, an https address
 * elsewhere), and that the file is there.
 */
async function checkUrls(
  ctx: VideoContext,
  scope: Scope,
  place: QuestionPlace,
  owner: number | null,
  urls: string[],
  kept: string[] = [],
) {
  const folder = `${videoFolder({ ...place, client: owner })}/`;
  for (const url of urls) {
    if (kept.includes(url)) continue;
    const key = videoKeyOf(url);
    const elsewhere = isSuperAdmin(scope.principal) && /^https:\/\/[^\s]+$/.test(url);
    if (elsewhere) continue;
    if (!key?.startsWith(folder) || !(await ctx.storage.head(key))) {
      throw badRequest(VIDEO_MESSAGES.notUploaded(url), { urls: [VIDEO_MESSAGES.notUploaded(url)] });
    }
  }
}

/** Deletes the files of `urls` that no other step video names. */
async function dropFiles(ctx: VideoContext, urls: string[], except?: number) {
  for (const url of urls) {
    const key = videoKeyOf(url);
    if (key && !(await urlInUse(ctx.db, url, except))) await ctx.storage.remove(key);
  }
}

export async function listVideos(ctx: VideoContext, scope: Scope, questionId: number) {
  const rows = await videosOfQuestion(ctx.db, scope, questionId);
  return rows.map((row) => playable(ctx.secret, row));
}

export async function oneVideo(ctx: VideoContext, id: number) {
  const row = await findVideo(ctx.db, id);
  if (!row) throw notFound();
  return playable(ctx.secret, row);
}

/**
 * A video's event: a client admin's video is their client's (client_admin holds the owning client), the
 * super admin's own has no client, as the rest of the content.
 */
function videoEvent(
  action: string,
  row: { master_qnsvideos_versionid: number; client_admin: number | null; question: number; urls: string[] },
  changes: ReturnType<typeof changesOf>,
) {
  const label = `Question ${row.question}: ${row.urls.length} video${row.urls.length === 1 ? '' : 's'}`;
  const event = contentEvent(action, { type: 'step_video', id: row.master_qnsvideos_versionid, label }, changes);
  return { ...event, client: row.client_admin };
}

export async function createVideo(ctx: VideoContext, scope: Scope, body: StepVideoCreate) {
  const place = await placeOrRefuse(ctx.db, body.question);
  if (body.master_qnsbank !== undefined && body.master_qnsbank !== place.quizId) {
    throw badRequest(VIDEO_MESSAGES.otherTest, { master_qnsbank: [VIDEO_MESSAGES.otherTest] });
  }
  const owner = ownerFor(scope, body.client_admin);
  const urls = [...new Set(body.urls)];
  await checkUrls(ctx, scope, place, owner, urls);
  const row = await ctx.db.transaction(async (tx) => {
    const row = await insertVideo(tx, {
      urls,
      client_admin: owner,
      question: place.questionId,
      master_qnsbank: place.quizId,
      source_name_id: body.source_name_id ?? '',
    });
    await audit(tx, videoEvent('step_video.created', row, changesOf(null, row)));
    return row;
  });
  return { ...playable(ctx.secret, row), message: VIDEO_MESSAGES.added };
}

export async function changeVideo(ctx: VideoContext, scope: Scope, id: number, urls: string[]) {
  const before = await findVideo(ctx.db, id);
  if (!before) throw notFound();
  const place = await placeOrRefuse(ctx.db, before.question);
  const wanted = [...new Set(urls)];
  await checkUrls(ctx, scope, place, before.client_admin, wanted, before.urls);
  const row = await ctx.db.transaction(async (tx) => {
    const row = await updateVideoUrls(tx, id, wanted);
    if (!row) throw notFound();
    await audit(tx, videoEvent('step_video.updated', row, changesOf(before, row, ['urls'])));
    return row;
  });
  await dropFiles(
    ctx,
    before.urls.filter((url) => !wanted.includes(url)),
    id,
  );
  return { ...playable(ctx.secret, row), message: VIDEO_MESSAGES.updated };
}

export async function removeVideo(ctx: VideoContext, id: number) {
  const row = await ctx.db.transaction(async (tx) => {
    const row = await deleteVideo(tx, id);
    if (!row) throw notFound();
    await audit(tx, videoEvent('step_video.deleted', row, changesOf(row, null)));
    return row;
  });
  await dropFiles(ctx, row.urls);
  return { message: VIDEO_MESSAGES.deleted, master_qnsvideos_versionid: row.master_qnsvideos_versionid };
}
