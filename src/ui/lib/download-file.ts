/** How long the file's object URL stays valid, so the browser can finish reading it. */
const OBJECT_URL_LIFETIME_MS = 40_000;

/** Has the browser download `parts` as a file named `fileName`. */
export function downloadFile(fileName: string, parts: BlobPart[], type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
