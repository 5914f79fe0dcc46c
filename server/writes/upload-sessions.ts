/**
 * Checked uploads waiting for the person's confirmation: the dropzone shows a preview, and only
 * "Import" writes. Kept in this process for UPLOAD_TTL_MS, one user's only (another user, even
 * of the same tenant, gets a 404), and few per user so a forgotten preview cannot hoard memory.
 */
import { randomUUID } from 'node:crypto';

export const UPLOAD_TTL_MS = 15 * 60_000;
export const MAX_UPLOADS_PER_USER = 3;

export interface PendingUpload {
  id: string;
  tenant: string;
  userId: number;
  table: string;
  fileName: string;
  /** What the rows came through, for the audit: dropzone or integrator. */
  source: string;
  rows: Record<string, unknown>[];
  createdAt: number;
}

export interface UploadSessions {
  add(upload: Omit<PendingUpload, 'id' | 'createdAt'>): PendingUpload;
  /** The user's own pending upload, or undefined. */
  take(id: string, tenant: string, userId: number, table: string): PendingUpload | undefined;
  close(): void;
}

export function createUploadSessions(now: () => number = Date.now): UploadSessions {
  const pending = new Map<string, PendingUpload>();
  const sweep = () => {
    for (const [id, upload] of pending) {
      if (now() - upload.createdAt > UPLOAD_TTL_MS) pending.delete(id);
    }
  };
  const timer = setInterval(sweep, 60_000);
  timer.unref();
  return {
    add(upload) {
      sweep();
      const mine = [...pending.values()]
        .filter((p) => p.tenant === upload.tenant && p.userId === upload.userId)
        .sort((a, b) => a.createdAt - b.createdAt);
      while (mine.length >= MAX_UPLOADS_PER_USER) pending.delete(mine.shift()!.id);
      const entry = { ...upload, id: randomUUID(), createdAt: now() };
      pending.set(entry.id, entry);
      return entry;
    },
    take(id, tenant, userId, table) {
      sweep();
      const upload = pending.get(id);
      if (
        !upload ||
        upload.tenant !== tenant ||
        upload.userId !== userId ||
        upload.table !== table
      ) {
        return undefined;
      }
      pending.delete(id);
      return upload;
    },
    close() {
      clearInterval(timer);
      pending.clear();
    },
  };
}
