/**
 * Widget templates (`PUT /api/v2/widgets-template`): a widget without its identity, saved
 * under a name so builders can start new widgets from it. Templates are user content made in
 * the app, like Grafana's library panels, not part of the deployment that ops keep in git, so
 * they live in the data directory: `<dataDir>/widget-templates/<tenant>/<name>.json`, one
 * widget per file (widget.schema.json), written atomically in the same layout as config files.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateEntity } from '../../schemas/index.ts';
import { describeAjvErrors } from '../config/ajv-issues.ts';
import type { JsonObject } from '../config/config-types.ts';
import { isJsonObject } from '../config/load-config.ts';
import { serializeEntity, writeFileAtomic } from '../config/write-json.ts';
import { KeyedMutex } from '../config/keyed-mutex.ts';
import { withoutWidgetIdentity } from '../../runtime/core/widgets/identity.ts';

/** A template that failed validation: the field and what is wrong with it. */
export interface TemplateIssue {
  field: string;
  message: string;
}

/** The file name of a template: its widget name, lower case, runs of other characters as `-`. */
export function templateFileName(widgetName: string): string {
  return widgetName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** The template a payload describes, and its problems (empty when it can be saved). */
export function templateFromPayload(payload: JsonObject): {
  template: JsonObject;
  issues: TemplateIssue[];
} {
  // A template keeps no identity and no per-place data (dataExtra) or file version.
  const template = withoutWidgetIdentity(payload, ['dataExtra', 'version']) as JsonObject;
  const issues: TemplateIssue[] = [];
  const title = typeof template.title === 'string' ? template.title.trim() : '';
  if (title === '') issues.push({ field: 'title', message: 'a template needs a title' });
  if (template.widget_name === undefined && title !== '') template.widget_name = title;
  const name = typeof template.widget_name === 'string' ? template.widget_name : '';
  if (issues.length === 0 && templateFileName(name) === '') {
    issues.push({ field: 'widget_name', message: 'needs at least one letter or digit' });
  }
  for (const issue of describeAjvErrors(validateEntity('widget.schema.json', template), template)) {
    issues.push({
      field: issue.pointer.slice(1).split('/').join('.') || '(widget)',
      message: issue.message,
    });
  }
  return { template, issues };
}

/** Templates of every tenant under one folder. */
export class WidgetTemplateStore {
  private readonly dir: string;
  private readonly locks = new KeyedMutex();

  constructor(dir: string) {
    this.dir = dir;
  }

  /** Saves (or replaces) the template under its widget name; returns its file name. */
  save(tenantId: string, template: JsonObject): Promise<string> {
    const name = templateFileName(String(template.widget_name ?? ''));
    const file = path.join(this.dir, tenantId, `${name}.json`);
    return this.locks.run(file, async () => {
      const before = await readFile(file, 'utf8').catch(() => undefined);
      const text = serializeEntity(template, parseOrUndefined(before), 'widget.schema.json');
      if (before !== text) await writeFileAtomic(file, text);
      return name;
    });
  }

  /** The tenant's templates, sorted by widget name. */
  async list(tenantId: string): Promise<JsonObject[]> {
    const folder = path.join(this.dir, tenantId);
    const names = await readdir(folder).catch(() => [] as string[]);
    const templates: JsonObject[] = [];
    for (const name of names.filter((n) => n.endsWith('.json') && !n.startsWith('.'))) {
      const value = parseOrUndefined(
        await readFile(path.join(folder, name), 'utf8').catch(() => undefined),
      );
      if (isJsonObject(value)) templates.push({ ...value, template_id: name.slice(0, -5) });
    }
    return templates.sort((a, b) =>
      String(a.widget_name ?? '').localeCompare(String(b.widget_name ?? '')),
    );
  }
}

function parseOrUndefined(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
