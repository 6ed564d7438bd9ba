/** Hands a fetched file to the browser as a download named `filename` (an object URL, revoked after the click). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; revoking on the next turn keeps older browsers happy.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
