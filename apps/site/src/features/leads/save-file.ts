/** Saves text as a file through the browser's download (a Blob and a temporary link). */
export function saveTextFile(filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL is released once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
