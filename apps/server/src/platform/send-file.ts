import type { FastifyReply } from 'fastify';

/**
 * Shown in the browser (view): stored files are only PDFs, images and Office files (checked by content), so no
 * script runs; the browser's PDF viewer needs `object-src` (the app's policy says 'none').
 */
const INLINE_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

/** Bytes with their name and type, or a files row with its bytes (what the files service reads). */
export type SendableFile =
  | { filename: string; contentType: string; bytes: Buffer }
  | { file: { filename: string; contentType: string }; bytes: Buffer };

/** Sends stored bytes as a download (or inline for viewing) with headers that keep browsers from sniffing or caching. */
export function sendFile(reply: FastifyReply, stored: SendableFile, inline = false) {
  const f = 'file' in stored ? { ...stored.file, bytes: stored.bytes } : stored;
  if (inline) reply.header('content-security-policy', INLINE_POLICY);
  const ascii = f.filename.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', f.contentType)
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(f.filename)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(f.bytes);
}
