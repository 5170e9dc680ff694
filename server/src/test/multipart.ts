/** A file part of a test form. */
export interface TestFile {
  name: string;
  type: string;
  data: Buffer | string;
}

/**
 * A multipart/form-data body for app.inject, encoded by the platform's own FormData (as a browser would
 * send it): text fields as given, files as file parts.
 */
export async function multipartBody(
  fields: Record<string, string | number | boolean>,
  files: Record<string, TestFile> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const [key, file] of Object.entries(files))
    form.append(key, new Blob([file.data], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** A tiny valid PNG (1×1); with `size`, zero bytes follow it up to that length (still a PNG by its magic number). */
export function pngBytes(size?: number): Buffer {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e1d6a30000000049454e44ae426082',
    'hex',
  );
  if (size === undefined || size <= png.length) return png;
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
}
