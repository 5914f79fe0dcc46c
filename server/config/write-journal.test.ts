import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  JOURNAL_DIR,
  isSafeRelPath,
  parseJournal,
  recoverConfigWrites,
  writeFilesTogether,
  type WriteJournal,
} from './write-journal.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

const JSON_FILE = 'acme/queries/q.json';
const SQL_FILE = 'acme/queries/q.sql';

/** A config dir holding the old pair. */
async function configDir(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'navigator-journal-'));
  dirs.push(root);
  await mkdir(path.join(root, 'acme', 'queries'), { recursive: true });
  await writeFile(path.join(root, JSON_FILE), 'old json\n');
  await writeFile(path.join(root, SQL_FILE), 'old sql\n');
  return root;
}

const read = (root: string, rel: string) => readFile(path.join(root, rel), 'utf8');
const hiddenFiles = async (root: string) =>
  (await readdir(path.join(root, 'acme', 'queries'))).filter((n) => n.startsWith('.'));
/** Staged name as a crashed process (pid `process.pid`, i.e. not another live one) left it. */
const staged = (base: string) => `acme/queries/.${base}.${process.pid}.0123abcd.staged`;

describe('writeFilesTogether', () => {
  it('replaces both files and leaves no staged file or journal', async () => {
    const root = await configDir();
    await writeFilesTogether(root, [
      { relPath: SQL_FILE, text: 'new sql\n' },
      { relPath: JSON_FILE, text: 'new json\n' },
    ]);
    expect(await read(root, SQL_FILE)).toBe('new sql\n');
    expect(await read(root, JSON_FILE)).toBe('new json\n');
    expect(await hiddenFiles(root)).toEqual([]);
    expect(await readdir(path.join(root, JOURNAL_DIR))).toEqual([]);
  });

  it('removes files listed without text', async () => {
    const root = await configDir();
    await writeFilesTogether(root, [
      { relPath: JSON_FILE, text: undefined },
      { relPath: SQL_FILE, text: undefined },
    ]);
    expect(await readdir(path.join(root, 'acme', 'queries'))).toEqual([]);
  });

  it('changes nothing when staging fails', async () => {
    const root = await configDir();
    await expect(
      writeFilesTogether(root, [
        { relPath: SQL_FILE, text: 'new sql\n' },
        { relPath: '../outside.json', text: 'x' },
      ]),
    ).rejects.toThrow(/unsafe path/);
    expect(await read(root, SQL_FILE)).toBe('old sql\n');
    expect(await hiddenFiles(root)).toEqual([]);
  });
});

describe('recoverConfigWrites after a crash', () => {
  async function journal(root: string, value: WriteJournal | string): Promise<void> {
    await mkdir(path.join(root, JOURNAL_DIR), { recursive: true });
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    await writeFile(path.join(root, JOURNAL_DIR, `${process.pid}-0123abcd.json`), text);
  }

  it('before the journal: staged files are deleted and the old pair stays', async () => {
    const root = await configDir();
    await writeFile(path.join(root, staged('q.sql')), 'new sql\n');
    await writeFile(path.join(root, `acme/queries/.q.json.${process.pid}.0123abcd.tmp`), 'half');
    const report = await recoverConfigWrites(root);
    expect(report.replayed).toEqual([]);
    expect(report.removed).toHaveLength(2);
    expect(await read(root, SQL_FILE)).toBe('old sql\n');
    expect(await read(root, JSON_FILE)).toBe('old json\n');
    expect(await hiddenFiles(root)).toEqual([]);
  });

  it.each([
    ['no rename done yet', ['q.sql', 'q.json']],
    ['the .sql renamed, the .json not yet', ['q.json']],
    ['every rename done, the journal not yet deleted', []],
  ])('after the journal (%s): the new pair is completed', async (_, pending) => {
    const root = await configDir();
    for (const base of pending) {
      await writeFile(path.join(root, staged(base)), `new ${base.split('.')[1]}\n`);
    }
    if (!pending.includes('q.sql')) await writeFile(path.join(root, SQL_FILE), 'new sql\n');
    await journal(root, {
      renames: [
        { from: staged('q.sql'), to: SQL_FILE },
        { from: staged('q.json'), to: JSON_FILE },
      ],
      removes: [],
    });
    const report = await recoverConfigWrites(root);
    expect(report.replayed).toHaveLength(1);
    expect(await read(root, SQL_FILE)).toBe('new sql\n');
    expect(await read(root, pending.length === 0 ? SQL_FILE : JSON_FILE)).toMatch(/^new /);
    expect(await hiddenFiles(root)).toEqual([]);
    expect(await readdir(root)).toEqual(['acme']);
  });

  it('a journal that does not parse is dropped with its staged files', async () => {
    const root = await configDir();
    await writeFile(path.join(root, staged('q.sql')), 'new sql\n');
    await journal(root, '{"renames": [');
    const report = await recoverConfigWrites(root);
    expect(report.replayed).toEqual([]);
    expect(await read(root, SQL_FILE)).toBe('old sql\n');
    expect(await readdir(root)).toEqual(['acme']);
    expect(await hiddenFiles(root)).toEqual([]);
  });

  it('leaves the temp files of another running process alone', async () => {
    const root = await configDir();
    const theirs = `acme/queries/.q.sql.${process.ppid}.0123abcd.tmp`;
    await writeFile(path.join(root, theirs), 'in progress');
    await recoverConfigWrites(root);
    expect(await hiddenFiles(root)).toEqual([path.posix.basename(theirs)]);
  });
});

describe('journal paths', () => {
  it.each([
    ['acme/queries/q.json', true],
    ['acme/queries/.q.json.1.0123abcd.staged', true],
    ['../etc/passwd', false],
    ['/etc/passwd', false],
    ['acme//q.json', false],
    ['acme/./q.json', false],
    ['acme\\q.json', false],
    ['', false],
  ])('%j is safe: %s', (relPath, safe) => {
    expect(isSafeRelPath(relPath)).toBe(safe);
  });

  it.each([
    ['{"renames":[],"removes":[]}', true],
    ['{"renames":[{"from":"a/.b.1.0123abcd.staged","to":"a/b"}],"removes":["a/c"]}', true],
    ['{"renames":[{"from":"../x","to":"a/b"}],"removes":[]}', false],
    ['{"renames":[],"removes":["/abs"]}', false],
    ['{"renames":{}}', false],
    ['null', false],
    ['not json', false],
  ])('%s parses: %s', (text, ok) => {
    expect(parseJournal(text) !== undefined).toBe(ok);
  });
});
