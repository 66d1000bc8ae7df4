import { apiErrorFromResponse } from './api-error';
import { authHeaders, networkError, readBody } from './http';
import { readStoredToken } from './session/stored-token';

/** Fetches a file the API serves to signed-in users (an invoice) and hands it to the browser as a download. */
export async function downloadFile(path: string, filename: string): Promise<void> {
  let response: Response;
  try {
    response = await globalThis.fetch(path, { headers: authHeaders(readStoredToken(), false) });
  } catch (cause) {
    throw networkError(cause);
  }
  if (!response.ok) throw apiErrorFromResponse(response.status, await readBody(response), response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the object URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
