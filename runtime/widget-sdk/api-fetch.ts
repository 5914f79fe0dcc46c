/**
 * Authenticated calls to the app's API for widgets that need more than their query's rows
 * (the quickstart's progress, the download widget's file list): the app's client, with the
 * signed-in user's token, its error overlay and its progress bar.
 */
export { apiFetch, ApiError, type ApiFetchOptions } from '../app/api/client.ts';
