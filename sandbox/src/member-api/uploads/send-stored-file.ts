import type { FastifyReply } from 'fastify';

/** RFC 8187 `filename*`: percent-encoded UTF-8, with the characters encodeURIComponent leaves but attr-char forbids encoded too. */
const encodedFileName = (fileName: string) => encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A file a member uploaded, served back: always downloaded, never rendered in the API's origin
 * (`attachment`), never sniffed into another type (`nosniff`), and should a browser render it anyway, with
 * no script, no sub-resource and a unique origin (the CSP `sandbox`). Personal: not kept by caches.
 */
export function sendStoredFile(reply: FastifyReply, file: { fileName: string; contentType: string; data: Uint8Array }): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodedFileName(file.fileName)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.data));
}
