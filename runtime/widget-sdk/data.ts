/**
 * Data access a widget may use besides the rows the container hands it: the browser's local
 * store (namespaced keys, so a widget's cache never collides with the app's) and the tenant's
 * content policy for URLs a widget loads or frames. Re-exported so widgets never import the
 * app's api/ folder, which is free to change.
 */
export { createLocalDb, getToken, localDb, TOKEN_TYPE, type LocalDb } from '../app/api/local-db.ts';
export { MemoryStorage } from '../app/api/memory-storage.ts';
export {
  checkContentUrl,
  pageUrl,
  tenantContentOrigins,
  tenantFrameOrigins,
  type ContentUrlCheck,
  type ContentUse,
} from '../app/api/content-url.ts';
