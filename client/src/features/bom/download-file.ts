import { getFragmentData, graphql, type FragmentType } from '../../gql';

/** Hands a base64 file from the server to the browser as a download. */
export function downloadFile(filename: string, contentType: string, base64: string): void {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** What every BOM export answers: the file, or why there is none. */
export const DownloadFilePayloadFragment = graphql(`
  fragment DownloadFile_payload on ExportBomQuotePayload {
    filename
    contentType
    base64
    userErrors {
      code
      message
    }
  }
`);

/** Downloads an export's file, or answers the first user error's message. */
export function downloadPayload(
  masked: FragmentType<typeof DownloadFilePayloadFragment> | null | undefined,
): string | null {
  const payload = masked ? getFragmentData(DownloadFilePayloadFragment, masked) : null;
  if (payload?.userErrors[0]) return payload.userErrors[0].message;
  if (payload?.base64 && payload.filename && payload.contentType) {
    downloadFile(payload.filename, payload.contentType, payload.base64);
  }
  return null;
}
