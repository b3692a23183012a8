/** Name of the downloaded result when the server gives none (SPEC section 7). */
export const DEFAULT_DOWNLOAD_NAME = 'download.pdf';

/** Clicks a temporary link that saves `href` as `fileName`. */
function saveAs(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Fetches a URL and saves its content as a file without leaving the page. When the fetch is refused (e.g. a link
 * on another origin without CORS), the link itself is opened for download instead.
 */
export async function downloadFile(url: string, fileName: string = DEFAULT_DOWNLOAD_NAME): Promise<void> {
  let blob: Blob;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Download failed (${response.status})`);
    blob = await response.blob();
  } catch {
    return saveAs(url, fileName);
  }
  const objectUrl = URL.createObjectURL(blob);
  saveAs(objectUrl, fileName);
  URL.revokeObjectURL(objectUrl);
}
