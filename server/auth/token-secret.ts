import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** HS256 wants a key at least as long as its hash (32 bytes). */
const MIN_SECRET_LENGTH = 32;

/** Name of the file under the data directory that keeps the generated secret. */
export const SECRET_FILE = 'secret';

/**
 * The key that signs session tokens: `NAVIGATOR_SECRET` when set (several processes behind a
 * load balancer must share it), else a random secret generated once and kept in
 * `<dataDir>/secret` (mode 0600) so a restart keeps everyone signed in.
 * @throws Error when NAVIGATOR_SECRET is set but shorter than 32 characters.
 */
export async function loadTokenSecret(
  env: NodeJS.ProcessEnv,
  dataDir: string,
): Promise<Uint8Array> {
  const fromEnv = env.NAVIGATOR_SECRET;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_SECRET_LENGTH) {
      throw new Error(`NAVIGATOR_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
    }
    return new TextEncoder().encode(fromEnv);
  }
  const file = path.join(dataDir, SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  // Written whole to a private temp file, then hard-linked into place: link() fails when the
  // file exists, so two processes starting together agree on one complete secret.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, generated + '\n', { mode: 0o600 });
  try {
    await link(temp, file);
    return new TextEncoder().encode(generated);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temp, { force: true });
  }
  const stored = (await readFile(file, 'utf8')).trim();
  if (stored.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds no usable secret: delete it and restart to generate one.`);
  }
  // Someone may have copied the data directory with looser permissions.
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  return new TextEncoder().encode(stored);
}
