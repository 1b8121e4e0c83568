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

/** A file payload (`exportBomQuote` and its kin): downloads it, or answers the first user error's message. */
export function downloadPayload(
  payload:
    | {
        filename?: string | null;
        contentType?: string | null;
        base64?: string | null;
        userErrors: readonly { message: string }[];
      }
    | null
    | undefined,
): string | null {
  if (payload?.userErrors[0]) return payload.userErrors[0].message;
  if (payload?.base64 && payload.filename && payload.contentType) {
    downloadFile(payload.filename, payload.contentType, payload.base64);
  }
  return null;
}
