/**
 * The live config directory: what validates of it, kept in memory and served; saves from the
 * API written back to the JSON files (validated first, atomically — a saved query's pair
 * together —, refusing stale versions); edits made outside the server picked up without a
 * restart. An entity whose files have problems is refused (at start: left out; after an
 * outside edit: its last good version kept) and reported by `problems()`, while everything
 * else is served (servable-config.ts); the broken file is never overwritten.
 */
import path from 'node:path';
import type { ConfigStore, EntityKind, EntityWrite } from '../http/context.ts';
import type { ConfigFile, LoadedConfig, Problem } from './config-types.ts';
import { applyChanges, entityFiles, isSafeEntityId, sameContent } from './config-change.ts';
import { watchConfigDir, type ConfigWatcher, type WatchMode } from './config-watcher.ts';
import { SCHEMA_OF_KIND } from './check-identity.ts';
import { entityVersion } from './entity-version.ts';
import { checkVersion, planEntityWrite, readTextOrUndefined } from './entity-write-plan.ts';
import { KeyedMutex } from './keyed-mutex.ts';
import { loadConfigDir } from './load-config.ts';
import { problemAtPath } from './problems.ts';
import { servableConfig } from './servable-config.ts';
import { EntityNotFoundError, InvalidEntityError, formatProblem } from './store-errors.ts';
import { validateConfig } from './validate-config.ts';
import { recoverConfigWrites, writeFilesTogether } from './write-journal.ts';
import { diffSummary } from '../../runtime/core/config-diff/diff-message.ts';
import { semanticDiff } from '../../runtime/core/config-diff/semantic-diff.ts';
import { openConfigRepo, type ConfigRepo } from './config-repo.ts';
import { ConfigConflictError } from './store-errors.ts';

/** Where the store reports reloads and rejected edits (Fastify's pino logger fits). */
export interface StoreLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ConfigStoreOptions {
  /** The config directory. */
  dir: string;
  log: StoreLogger;
  /**
   * The directory already loaded AND validated (start-up reports its problems itself), so it
   * is not validated a second time; without it the store loads and validates the directory.
   */
  initial?: LoadedConfig;
  /** The problems validation found in `initial` (default none); their entities are refused. */
  initialProblems?: Problem[];
  /** How outside edits are noticed; `false` turns watching off. Default `fs` (poll fallback). */
  watch?: WatchMode | false;
  /** Quiet time after the last file event before reloading (default 100 ms). */
  debounceMs?: number;
  /** Poll interval when polling (default 1000 ms). */
  pollMs?: number;
  /** Told the outcome of every reload (the metrics); `deferred` ones run again later. */
  onReload?: (outcome: ReloadOutcome) => void;
  /** Told every save that changed files (the cluster's config bus tells the other nodes). */
  onWrite?: (change: { tenant: string; files: string[] }) => void;
  /**
   * Git: each save is a commit when the directory is the root of its own repository (config-
   * repo.ts); `remote` (NAVIGATOR_CONFIG_REMOTE) is pushed to and pulled from every `pollMs`
   * (NAVIGATOR_CONFIG_POLL_MS, default 5000; 0: only when asked). `false`: never use git.
   */
  git?: { remote?: string; pollMs?: number } | false;
}

/** What {@link LiveConfigStore.syncConfigFromSource} did. */
export interface SyncResult {
  /** The remote had new commits and the directory moved to them. */
  changed: boolean;
  /** The commit the directory is at now. */
  rev?: string;
  /** Problems of the config now (entities with problems are refused, not served). */
  problems?: Problem[];
}

/** What a reload did. */
export type ReloadOutcome = 'unchanged' | 'applied' | 'rejected' | 'deferred';

/** The store of `ConfigStore` plus what tests and operators need to see. */
export interface LiveConfigStore extends ConfigStore {
  /** The entities refused now (`tenant` or `tenant/folder/name`), for logs and tests. */
  refused(): string[];
  /** Re-reads the directory now, as the watcher does after an outside edit. */
  reload(): Promise<ReloadOutcome>;
  /** How the store watches the directory (`off` when it does not). */
  readonly watchMode: WatchMode | 'off';
  /** The git repository saves are committed to; undefined when they are not. */
  readonly repo: ConfigRepo | undefined;
  /**
   * Pulls the config remote (fetch, then the work tree moved to its head), validates and only
   * then serves; entities a broken commit touched keep their last good version and are
   * reported in `problems()`. Called by the poll timer and by the cluster's config bus.
   */
  syncConfigFromSource(): Promise<SyncResult>;
}

/** The KeyedMutex key that serializes everything touching the git work tree. */
const REPO_LOCK = '\0git';

/**
 * Loads and validates the config directory and starts watching it. A directory with problems
 * starts anyway: the entities with problems are refused (logged, and listed by `problems()`)
 * and the rest is served.
 */
export async function createConfigStore(options: ConfigStoreOptions): Promise<LiveConfigStore> {
  let loaded = options.initial;
  let problems = options.initialProblems ?? [];
  if (!loaded) {
    // Writes a crash interrupted are completed (or undone) before anything is read.
    await recoverConfigWrites(options.dir);
    loaded = await loadConfigDir(options.dir);
    problems = validateConfig(loaded);
  }
  const git = options.git === false ? undefined : options.git;
  const repo =
    options.git === false
      ? undefined
      : await openConfigRepo(options.dir, { remote: git?.remote, log: options.log });
  const store = new FileConfigStore(loaded, problems, options, repo);
  // Start-up prints the problems it found itself; a store that validated says them here.
  if (!options.initial) store.logRefused();
  await store.startWatching();
  if (repo?.remote) {
    // Whatever the remote has by now is what this node serves.
    await store.syncConfigFromSource();
    store.startPolling(git?.pollMs ?? 5000);
  }
  return store;
}

/** Identity of a problem across edits that only shift lines: file, pointer and message. */
const problemKey = (p: Problem) => `${p.file}\0${p.pointer}\0${p.message}`;

class FileConfigStore implements LiveConfigStore {
  /** What is served: `disk` without (or with the last good version of) refused entities. */
  private config: LoadedConfig;
  /** The directory as last read or written (the same object when nothing is refused). */
  private disk: LoadedConfig;
  /** Problems of `disk`: why entities are refused. */
  private reported: Problem[];
  private refusedEntities: string[];
  /**
   * Problems of the served config itself: references to refused entities, left to answer
   * 404 at run time. A save is refused only for problems beyond these.
   */
  private tolerated = new Set<string>();
  /** Bumped by every committed write, so a reload that raced one is discarded. */
  private generation = 0;
  private writesInFlight = 0;
  private reloadWanted = false;
  private reloading: Promise<ReloadOutcome> | undefined;
  private closed = false;
  private watcher: ConfigWatcher | undefined;
  private readonly locks = new KeyedMutex();
  private readonly versions = new WeakMap<ConfigFile, { sql: ConfigFile | undefined; v: string }>();
  private readonly options: ConfigStoreOptions;
  private pollTimer: NodeJS.Timeout | undefined;
  readonly repo: ConfigRepo | undefined;

  constructor(
    loaded: LoadedConfig,
    problems: Problem[],
    options: ConfigStoreOptions,
    repo: ConfigRepo | undefined,
  ) {
    this.options = options;
    this.repo = repo;
    this.disk = loaded;
    this.reported = problems;
    const served = servableConfig(loaded, problems);
    this.config = served.config;
    this.refusedEntities = served.refused;
    this.tolerated = this.toleratedOf(served.config);
  }

  /** Problems the served config has of its own (none unless something is refused). */
  private toleratedOf(served: LoadedConfig): Set<string> {
    if (served === this.disk && this.reported.length === 0) return new Set();
    return new Set(validateConfig(served).map(problemKey));
  }

  /** Logs every problem and what it refused (start-up). */
  logRefused(): void {
    if (this.reported.length > 0) this.logProblems(this.reported, 'config problems at start');
  }

  get watchMode(): WatchMode | 'off' {
    return this.watcher?.mode ?? 'off';
  }

  /** Starts watching; resolves once edits from now on are seen. */
  async startWatching(): Promise<void> {
    if (this.options.watch === false) return;
    this.watcher = watchConfigDir(this.config.dir, () => this.scheduleReload(), {
      mode: this.options.watch,
      debounceMs: this.options.debounceMs,
      pollMs: this.options.pollMs,
      onFallback: (reason) =>
        this.options.log.warn({ dir: this.config.dir, reason }, 'config watcher: polling instead'),
    });
    await this.watcher.ready;
  }

  current(): LoadedConfig {
    return this.config;
  }

  tenant(id: string) {
    return this.config.tenants.get(id);
  }

  problems(): Problem[] {
    return this.reported;
  }

  refused(): string[] {
    return this.refusedEntities;
  }

  version(tenantId: string, kind: EntityKind, id: string): string | undefined {
    const tenant = this.config.tenants.get(tenantId);
    if (!tenant) return undefined;
    const files = entityFiles(kind, tenantId, id);
    const json = tenant.files.find((f) => f.relPath === files.json.relPath);
    if (!json) return undefined;
    const sql = files.sql && tenant.files.find((f) => f.relPath === files.sql?.relPath);
    const known = this.versions.get(json);
    if (known && known.sql === sql) return known.v;
    const v = entityVersion(json.text, sql?.text);
    this.versions.set(json, { sql, v });
    return v;
  }

  write(request: EntityWrite): Promise<{ version: string }> {
    if (!this.config.tenants.has(request.tenantId)) {
      return Promise.reject(new EntityNotFoundError(`no tenant "${request.tenantId}"`));
    }
    const named = request.kind !== 'users' && request.kind !== 'tenant';
    if (named && !isSafeEntityId(request.id)) {
      const problem = problemAtPath(
        `${request.tenantId}/${request.kind}`,
        `invalid ${request.kind} id ${JSON.stringify(request.id)}`,
        'file-name',
      );
      return Promise.reject(new InvalidEntityError([problem]));
    }
    // One tenant's writes run one at a time: each is validated against the config the
    // previous one left, so two saves of the same file can never both pass the version check.
    return this.locks.run(request.tenantId, async () => {
      this.writesInFlight++;
      try {
        const repo = this.repo;
        if (!repo) return await this.writeLocked(request);
        return await this.locks.run(REPO_LOCK, () => this.writeLocked(request, repo));
      } finally {
        this.writesInFlight--;
        if (this.writesInFlight === 0 && this.reloadWanted) this.scheduleReload();
      }
    });
  }

  private async writeLocked(request: EntityWrite, repo?: ConfigRepo): Promise<{ version: string }> {
    const files = entityFiles(request.kind, request.tenantId, request.id);
    const jsonPath = this.absolute(files.json.relPath);
    const sqlPath = files.sql ? this.absolute(files.sql.relPath) : undefined;
    // The disk, not memory, is the truth for the version check: an outside edit the watcher
    // has not picked up yet must still make an old version stale.
    const diskJson = await readTextOrUndefined(jsonPath);
    const diskSql = sqlPath ? await readTextOrUndefined(sqlPath) : undefined;
    const currentVersion = diskJson === undefined ? undefined : entityVersion(diskJson, diskSql);
    checkVersion(request, files.json.relPath, currentVersion);

    const { changes, newJson, newSql } = planEntityWrite({
      request,
      files,
      diskJson,
      diskSql,
      defaultSchemaRef: () =>
        this.defaultSchemaRef(request.tenantId, request.kind, files.json.relPath),
    });
    // Saving what is already there writes nothing: same bytes, same version, same mtime.
    if (changes.length === 0) return { version: currentVersion ?? '' };

    const candidate = applyChanges(this.config, request.tenantId, changes);
    const all = validateConfig(candidate);
    const problems = all.filter((p) => !this.tolerated.has(problemKey(p)));
    if (problems.length > 0) throw new InvalidEntityError(problems);

    // A saved query's .json and .sql change together or not at all, even across a crash
    // (write-journal.ts); this process's watcher waits for writesInFlight meanwhile.
    await writeFilesTogether(
      this.config.dir,
      changes.map((c) => ({ relPath: c.relPath, text: c.text })),
    );
    if (repo) {
      const before = new Map([
        [files.json.relPath, diskJson],
        ...(files.sql ? [[files.sql.relPath, diskSql] as const] : []),
      ]);
      await this.commitAndPublish(repo, request, changes, before);
    }
    // Applied to the config as it is now (a reload or another tenant's write may have
    // replaced it while the files were written); this tenant's writes are serialized.
    const served = this.config === this.disk;
    this.config = applyChanges(this.config, request.tenantId, changes);
    this.disk = served ? this.config : applyChanges(this.disk, request.tenantId, changes);
    if (this.tolerated.size > 0) this.tolerated = new Set(all.map(problemKey));
    const written = new Set(changes.map((c) => c.relPath));
    this.reported = this.reported.filter((p) => !written.has(p.file));
    this.generation++;
    this.options.log.info(
      { tenant: request.tenantId, files: changes.map((c) => c.relPath) },
      request.remove ? 'config entity removed' : 'config entity saved',
    );
    this.options.onWrite?.({ tenant: request.tenantId, files: changes.map((c) => c.relPath) });
    return { version: newJson === undefined ? '' : entityVersion(newJson, newSql) };
  }

  /**
   * One commit by the signed-in user, its message the semantic diff's summary; pushed when
   * there is a remote. A conflict with the remote undid the save on disk: the config is read
   * again (after this write) and the conflict goes to the caller (409).
   */
  private async commitAndPublish(
    repo: ConfigRepo,
    request: EntityWrite,
    changes: readonly { relPath: string; text: string | undefined }[],
    before: Map<string, string | undefined>,
  ): Promise<void> {
    const relPaths = changes.map((c) => c.relPath);
    const message =
      request.message ??
      diffSummary(
        semanticDiff(
          changes.map((c) => ({
            relPath: c.relPath,
            before: before.get(c.relPath),
            after: c.text,
          })),
        ),
      );
    await repo.commit(relPaths, request.author, message);
    try {
      const brought = await repo.publish(relPaths);
      // Other nodes' saves the rebase brought in are read (and validated) after this write.
      if (brought.length > 0) this.reloadWanted = true;
    } catch (error) {
      if (error instanceof ConfigConflictError) {
        this.generation++;
        this.reloadWanted = true;
      }
      throw error;
    }
  }

  startPolling(pollMs: number): void {
    if (!(pollMs > 0)) return;
    this.pollTimer = setInterval(() => {
      void this.syncConfigFromSource().catch((error: unknown) =>
        this.options.log.warn({ err: error }, 'config remote: pull failed; serving what we have'),
      );
    }, pollMs);
    this.pollTimer.unref();
  }

  async syncConfigFromSource(): Promise<SyncResult> {
    const repo = this.repo;
    if (!repo?.remote || this.closed) return { changed: false };
    const synced = await this.locks.run(REPO_LOCK, () => repo.sync());
    if (synced.changed.length === 0) return { changed: false, rev: synced.rev };
    this.options.log.info(
      { rev: synced.rev, files: synced.changed },
      'config remote: pulled a new revision',
    );
    await this.reload();
    return { changed: true, rev: synced.rev, problems: this.reported };
  }

  private absolute(relPath: string): string {
    return path.join(this.config.dir, ...relPath.split('/'));
  }

  /** `"$schema"` for a new file: as its siblings write it, else relative to the repo layout. */
  private defaultSchemaRef(tenantId: string, kind: EntityKind, relPath: string): string {
    const schemaName = `${SCHEMA_OF_KIND[kind]}.schema.json`;
    const sibling = this.config.tenants
      .get(tenantId)
      ?.files.find((f) => f.kind === kind && isObject(f.json?.value));
    const ref = sibling && isObject(sibling.json?.value) ? sibling.json.value.$schema : undefined;
    if (typeof ref === 'string' && path.posix.basename(ref) === schemaName) return ref;
    const depth = relPath.split('/').length;
    return `${'../'.repeat(depth)}schemas/${schemaName}`;
  }

  reload(): Promise<ReloadOutcome> {
    if (this.reloading) {
      this.reloadWanted = true;
      return this.reloading;
    }
    this.reloading = this.reloadNow()
      .then((outcome) => {
        this.options.onReload?.(outcome);
        return outcome;
      })
      .finally(() => {
        this.reloading = undefined;
        if (this.reloadWanted && this.writesInFlight === 0) this.scheduleReload();
      });
    return this.reloading;
  }

  private scheduleReload(): void {
    if (this.closed) return;
    void this.reload().catch((error: unknown) =>
      this.options.log.error({ err: error }, 'config reload failed'),
    );
  }

  private async reloadNow(): Promise<ReloadOutcome> {
    this.reloadWanted = false;
    if (this.closed) return 'unchanged';
    if (this.writesInFlight > 0) {
      this.reloadWanted = true;
      return 'deferred';
    }
    const generation = this.generation;
    let loaded: LoadedConfig;
    try {
      loaded = await loadConfigDir(this.config.dir);
    } catch (error) {
      this.options.log.error(
        { dir: this.config.dir, err: error },
        'config directory unreadable; still serving the last valid config',
      );
      return 'rejected';
    }
    // A save committed or started while reading: what was read may mix old and new files.
    if (this.generation !== generation || this.writesInFlight > 0) {
      this.reloadWanted = true;
      return 'deferred';
    }
    if (sameContent(loaded, this.disk)) return 'unchanged';
    const problems = validateConfig(loaded);
    const repeated = sameProblems(problems, this.reported);
    // Refused entities keep the version served until now; the rest of the edit applies.
    const served = servableConfig(loaded, problems, this.config);
    this.disk = loaded;
    this.reported = problems;
    this.config = served.config;
    this.refusedEntities = served.refused;
    this.tolerated = this.toleratedOf(served.config);
    if (problems.length > 0) {
      if (!repeated) this.logProblems(problems, 'config edit refused');
      return 'rejected';
    }
    this.options.log.info(
      { dir: loaded.dir, files: loaded.files.length },
      'config reloaded after an outside edit',
    );
    return 'applied';
  }

  private logProblems(problems: Problem[], what: string): void {
    for (const problem of problems) {
      this.options.log.error(
        { file: problem.file, line: problem.line, column: problem.column, rule: problem.rule },
        formatProblem(problem),
      );
    }
    const refused = this.refusedEntities;
    this.options.log.warn(
      { dir: this.config.dir, problems: problems.length, refused },
      `${what}: ${problems.length} problem${problems.length === 1 ? '' : 's'}; refused ${refused.length === 0 ? 'nothing' : refused.join(', ')} and still serving the last valid config of ${refused.length === 1 ? 'it' : 'each'} (or nothing); everything else is served`,
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    this.watcher?.close();
    if (this.pollTimer) clearInterval(this.pollTimer);
    await this.reloading?.catch(() => undefined);
    // Let saves already accepted finish writing before the process goes away.
    await Promise.all(
      [...this.config.tenants.keys()].map((id) => this.locks.run(id, async () => undefined)),
    );
  }
}

function sameProblems(a: readonly Problem[], b: readonly Problem[]): boolean {
  const texts = b.map(formatProblem);
  return a.length === b.length && a.every((p, i) => formatProblem(p) === texts[i]);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
