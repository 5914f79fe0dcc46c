/**
 * The authenticated API call a widget may make besides its saved query (the write widgets post
 * rows and files, the integrator saves mappings, the queries builder previews and saves, the
 * quickstart keeps its progress, the download widget lists files): the app's client, with the
 * bearer token, the progress bar and its error handling. A failed call rejects with ApiError
 * (status, the server's message and its parsed body). Re-exported so widgets never import the app's api/ folder.
 */
export { apiFetch, type ApiFetchOptions } from '../app/api/client.ts';
export { ApiError, errorMessage } from '../app/api/api-error.ts';
export { announceTableWrite, onTableWrite } from '../app/api/table-writes.ts';
