import type { FastifyReply } from 'fastify';

/**
 * Shown in the browser (view): stored files are only PDFs, images and Office files (checked by content), so no
 * script runs; the browser's PDF viewer needs `object-src` (the app's policy says 'none').
 */
const INLINE_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

/** Sends stored bytes as a download (or inline for viewing) with headers that keep browsers from sniffing or caching. */
export function sendFile(
  reply: FastifyReply,
  f: { filename: string; contentType: string; bytes: Buffer },
  inline = false,
) {
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
