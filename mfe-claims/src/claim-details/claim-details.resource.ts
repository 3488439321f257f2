import { fetchClaimDocument } from '@member/shared-contracts/claims';
import { type HttpClient } from '@member/shared-contracts/http';
import { downloadFile } from '@member/remote-runtime';

/**
 * Fetches a claim document with the member's bearer token (the member API answers it as base64 JSON) and
 * hands it to the browser as a download: no document URL a third party could see, no token in a URL.
 */
export async function downloadClaimDocument(http: HttpClient, claimId: string, documentId: string): Promise<void> {
  const file = await fetchClaimDocument(http, claimId, documentId);
  const bytes = Uint8Array.from(atob(file.base64), (character) => character.charCodeAt(0));
  downloadFile(new Blob([bytes], { type: file.contentType }), file.fileName);
}
