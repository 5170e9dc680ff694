import {
  idParams,
  stepVideoCreateSchema,
  stepVideoDeletedSchema,
  stepVideoListQuerySchema,
  stepVideoPlayableSchema,
  stepVideoSavedSchema,
  stepVideoUpdateSchema,
  videoUploadCompleteSchema,
  videoUploadDoneSchema,
  videoUploadPartsRequestSchema,
  videoUploadPartsSchema,
  videoUploadSchema,
  videoUploadStartSchema,
} from '@prep/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { questionFacts, stepVideoFacts } from '../access/facts';
import { changeVideo, createVideo, listVideos, oneVideo, ownerFor, placeOrRefuse, removeVideo } from './service';
import { readTicket } from './tickets';
import { completeUpload, startUpload, type UploadContext, uploadParts } from './uploads';

const tags = ['step-videos'];
const params = idParams('id');
const UPLOAD_STEPS =
  'Upload of a step video: (1) POST /quiz/stpvideo/uploads/ declares the file (mp4, webm or mov, at most ' +
  'VIDEO_MAX_BYTES) and answers a ticket; (2) POST /quiz/stpvideo/uploads/parts/ answers the parts already ' +
  'a short-lived address for each part, to PUT its bytes to (the bucket itself with S3), whose answer has an ' +
  'ETag; (3) POST /quiz/stpvideo/uploads/complete/ with every part and its ETag joins them and checks the size ' +
  'and content. The url it answers goes in the urls of POST /quiz/stpvideo/. After a dropped connection the ' +
  'browser asks (2) for the parts it has no ETag for and sends only those.';

/** Step videos (§7 stpvideo) and their uploads. */

/** Why an upload's steps record nothing: the file is no one's record until a video names it. */
export const UPLOAD = {
  none: 'an upload in progress changes no one’s record: the video attached (POST /quiz/stpvideo/) is the event',
};

export default async function stepVideoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secret = app.config.jwtSecret;
  const ctx = { db: app.db, storage: app.storage, secret };
  const uploadContext = (request: FastifyRequest): UploadContext => ({
    storage: app.storage,
    secret,
    maxBytes: app.config.videoMaxBytes,
    by: `${request.user.role}:${request.user.sub}`,
  });

  app.get(
    '/quiz/stpvideo/',
    {
      config: { access: 'stepVideo.list' },
      schema: {
        querystring: stepVideoListQuerySchema,
        tags,
        description: 'A question’s step videos the caller may see, each url with a short-lived address to play it at.',
        response: { 200: z.array(stepVideoPlayableSchema) },
      },
    },
    async (request) => {
      const question = request.query.question;
      const scope = await request.authorize(questionFacts(app.db, request.user, question));
      return listVideos(ctx, scope, question);
    },
  );

  app.get(
    '/quiz/stpvideo/:id/',
    { config: { access: 'stepVideo.read' }, schema: { params, tags, response: { 200: stepVideoPlayableSchema } } },
    async (request) => {
      await request.authorize(stepVideoFacts(app.db, request.user, request.params.id, 'read'));
      return oneVideo(ctx, request.params.id);
    },
  );

  app.post(
    '/quiz/stpvideo/',
    {
      config: { access: 'stepVideo.create', audit: 'step_video.created' },
      schema: {
        body: stepVideoCreateSchema,
        tags,
        description: `Adds a step video to a question. ${UPLOAD_STEPS}`,
        response: { 201: stepVideoSavedSchema },
      },
    },
    async (request, reply) => {
      const scope = await request.authorize(questionFacts(app.db, request.user, request.body.question));
      return reply.status(201).send(await createVideo(ctx, scope, request.body));
    },
  );

  app.put(
    '/quiz/stpvideo/:id/',
    {
      config: { access: 'stepVideo.update', audit: 'step_video.updated' },
      schema: {
        params,
        body: stepVideoUpdateSchema,
        tags,
        description: 'Replaces a step video’s urls; the files of urls left out are deleted.',
        response: { 200: stepVideoSavedSchema },
      },
    },
    async (request) => {
      const scope = await request.authorize(stepVideoFacts(app.db, request.user, request.params.id, 'change'));
      return changeVideo(ctx, scope, request.params.id, request.body.urls);
    },
  );

  app.delete(
    '/quiz/stpvideo/:id/',
    {
      config: { access: 'stepVideo.delete', audit: 'step_video.deleted' },
      schema: {
        params,
        tags,
        description: 'Deletes a step video and its files.',
        response: { 200: stepVideoDeletedSchema },
      },
    },
    async (request) => {
      await request.authorize(stepVideoFacts(app.db, request.user, request.params.id, 'change'));
      return removeVideo(ctx, request.params.id);
    },
  );

  app.post(
    '/quiz/stpvideo/uploads/',
    {
      config: { access: 'stepVideo.upload', audit: UPLOAD },
      schema: { body: videoUploadStartSchema, tags, description: UPLOAD_STEPS, response: { 201: videoUploadSchema } },
    },
    async (request, reply) => {
      const scope = await request.authorize(questionFacts(app.db, request.user, request.body.question));
      const place = await placeOrRefuse(app.db, request.body.question);
      const owner = ownerFor(scope, request.body.client_admin);
      return reply.status(201).send(await startUpload(uploadContext(request), place, owner, request.body));
    },
  );

  app.post(
    '/quiz/stpvideo/uploads/parts/',
    {
      config: { access: 'stepVideo.upload', audit: UPLOAD },
      schema: {
        body: videoUploadPartsRequestSchema,
        tags,
        description: UPLOAD_STEPS,
        response: { 200: videoUploadPartsSchema },
      },
    },
    async (request) => {
      const upload = uploadContext(request);
      const ticket = readTicket(secret, request.body.ticket, upload.by);
      await request.authorize(questionFacts(app.db, request.user, ticket.question));
      return uploadParts(upload, ticket, request.body.part_numbers);
    },
  );

  app.post(
    '/quiz/stpvideo/uploads/complete/',
    {
      config: { access: 'stepVideo.upload', audit: UPLOAD },
      schema: {
        body: videoUploadCompleteSchema,
        tags,
        description: UPLOAD_STEPS,
        response: { 200: videoUploadDoneSchema },
      },
    },
    async (request) => {
      const upload = uploadContext(request);
      const ticket = readTicket(secret, request.body.ticket, upload.by);
      await request.authorize(questionFacts(app.db, request.user, ticket.question));
      return completeUpload(upload, ticket, request.body.parts);
    },
  );
}
