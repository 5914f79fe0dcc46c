import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  MultiSelect,
  NativeSelect,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowRight, IconFileUpload, IconGripVertical } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState, type DragEvent } from 'react';
import { ApiError } from '../../runtime/widget-sdk/api-fetch.ts';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import {
  canSaveImports,
  checkFile,
  checkQuery,
  commitUpload,
  listImports,
  listQuerySlugs,
  listTables,
  sampleFile,
  sampleQuery,
  saveImport,
  type CheckedUpload,
  type RefusedUpload,
} from './integrator-api.ts';
import { integratorText } from './integrator-messages.ts';
import {
  autoMapping,
  coercionRule,
  previewRows,
  readSample,
  sameMapping,
  setEntry,
  targetColumns,
  TRANSFORM_NAMES,
  type ColumnMapping,
  type ImportInfo,
  type SourceSample,
  type TableInfo,
  type TargetColumn,
  type Transform,
} from './integrator-model.ts';
import classes from './integrator.module.css';

const NEW = '';
const NAME = /^[a-z][a-z0-9_-]*$/;
const DRAG_TYPE = 'application/x-navigator-column';

type Status =
  { kind: 'ok' | 'error' | 'info'; text: string; failures?: RefusedUpload['failures'] } | undefined;

/**
 * The data integrator (issue 28): maps the columns of a file or of a saved query's result onto a
 * declared table — by dragging a source column onto a table column, or picking it in the
 * column's list — with the coercion each column applies and a preview of the first rows as they
 * will be written; saves the mapping as a saved import and runs it (checked on the server, then
 * written in one transaction, replacing rows by the table's key).
 */
export function DataIntegratorWidget({ params, locale }: WidgetComponentProps) {
  const text = integratorText(locale);
  const [tables, setTables] = useState<TableInfo[]>([]);
  const [imports, setImports] = useState<ImportInfo[]>([]);
  const [slugs, setSlugs] = useState<string[]>([]);
  const [canSave, setCanSave] = useState(false);
  const [selected, setSelected] = useState<string>(NEW);
  const [name, setName] = useState('');
  const [tableName, setTableName] = useState('');
  const [sourceKind, setSourceKind] = useState<'file' | 'query'>('file');
  const [querySlug, setQuerySlug] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sample, setSample] = useState<SourceSample | undefined>();
  const [mapping, setMapping] = useState<ColumnMapping[]>([]);
  const [saved, setSaved] = useState<ImportInfo | undefined>();
  const [status, setStatus] = useState<Status>();
  const [checked, setChecked] = useState<CheckedUpload | undefined>();
  const [busy, setBusy] = useState(false);
  const [dropTarget, setDropTarget] = useState<string | undefined>();

  const fail = useCallback((error: unknown) => {
    const body = error instanceof ApiError ? (error.body as Partial<RefusedUpload>) : undefined;
    const reason = (body as { reason?: string } | undefined)?.reason;
    setStatus({
      kind: 'error',
      text: [error instanceof Error ? error.message : String(error), reason]
        .filter(Boolean)
        .join(' '),
      failures: body?.failures,
    });
  }, []);

  const table = tables.find((t) => t.name === tableName);
  const columns = useMemo(() => (table ? targetColumns(table) : []), [table]);

  const pickQuery = (slug: string, keepMapping = false) => {
    setQuerySlug(slug);
    setSample(undefined);
    if (!slug) return;
    sampleQuery(slug)
      .then((read) => {
        setSample(read);
        // A new import matches the query's columns by name, as it does a file's.
        if (!keepMapping)
          setMapping((m) => (m.length === 0 ? autoMapping(read.header, columns) : m));
      })
      .catch(fail);
  };

  /** Opens a saved import (its table, source and mapping), or a new one for NEW. */
  const openImport = (wanted: string, list: readonly ImportInfo[]) => {
    const found = list.find((item) => item.name === wanted);
    setSelected(found ? found.name : NEW);
    setSaved(found);
    setChecked(undefined);
    if (!found) return;
    setName(found.name);
    setTableName(found.table);
    setMapping(found.mapping);
    setSourceKind(found.source.query_slug ? 'query' : 'file');
    if (found.source.query_slug) pickQuery(found.source.query_slug, true);
  };

  const initial = params.integrator?.import ?? NEW;
  useEffect(() => {
    void Promise.all([listTables(), listImports(), canSaveImports(), listQuerySlugs()])
      .then(([tableAnswer, importAnswer, may, querySlugs]) => {
        setTables(tableAnswer.tables);
        setImports(importAnswer.imports);
        setCanSave(may);
        setSlugs(querySlugs);
        openImport(initial, importAnswer.imports);
      })
      .catch(fail);
    // Loads once per widget (and per configured import): later changes come from the person.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial]);

  const pickFile = async (next: File | null) => {
    setChecked(undefined);
    setStatus(undefined);
    setFile(next);
    if (!next) return;
    let read: SourceSample | undefined;
    try {
      // Text formats are read here; a spreadsheet by the server, which reads it for the import.
      read = readSample(await next.text(), next.name) ?? (await sampleFile(next));
    } catch (error) {
      // An unknown format or an unreadable file: the server's message names what was wrong.
      setSample(undefined);
      fail(error);
      return;
    }
    setSample(read);
    if (mapping.length === 0 && columns.length > 0) setMapping(autoMapping(read.header, columns));
  };

  const changeTable = (next: string) => {
    setTableName(next);
    const nextTable = tables.find((t) => t.name === next);
    setMapping(sample && nextTable ? autoMapping(sample.header, targetColumns(nextTable)) : []);
  };

  const entryOf = (column: string) => mapping.find((e) => e.column === column);
  const updateEntry = (column: TargetColumn, change: Partial<ColumnMapping> | undefined) => {
    setChecked(undefined);
    const current = entryOf(column.name);
    const next = change === undefined ? undefined : { ...current, ...change, column: column.name };
    setMapping((m) => setEntry(m, columns, column.name, next));
  };
  const mapFrom = (column: TargetColumn, from: string) => {
    const current = entryOf(column.name);
    if (from === NEW) return updateEntry(column, undefined);
    const keep = current?.from !== undefined ? current : undefined;
    const next: ColumnMapping = { ...keep, column: column.name, from };
    delete next.value;
    setChecked(undefined);
    setMapping((m) => setEntry(m, columns, column.name, next));
  };

  const preview = useMemo(
    () => (sample && columns.length > 0 ? previewRows(mapping, sample, columns) : undefined),
    [mapping, sample, columns],
  );

  const importName = saved?.name ?? name;
  const nameOk = NAME.test(importName);
  const dirty =
    !saved ||
    !sameMapping(saved.mapping, mapping) ||
    saved.table !== tableName ||
    (saved.source.query_slug ?? '') !== (sourceKind === 'query' ? querySlug : '');
  const writable = table?.can_write ?? false;
  const hasSource = sourceKind === 'file' ? file !== null : querySlug !== '';

  const save = async (): Promise<boolean> => {
    if (!nameOk || !tableName) return false;
    if (mapping.length === 0) {
      setStatus({ kind: 'error', text: text('mapFirst') });
      return false;
    }
    try {
      await saveImport(
        importName,
        {
          ...(saved?.description ? { description: saved.description } : {}),
          table: tableName,
          ...(sourceKind === 'query' ? { source: { query_slug: querySlug } } : {}),
          mode: saved?.mode ?? 'append',
          mapping,
        },
        saved?.version,
      );
      const list = (await listImports()).imports;
      setImports(list);
      openImport(importName, list);
      setStatus({ kind: 'ok', text: text('saved', { name: importName }) });
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  const run = async () => {
    setBusy(true);
    setChecked(undefined);
    try {
      if (dirty && !(await save())) return;
      const answer =
        sourceKind === 'query' ? await checkQuery(importName) : await checkFile(importName, file!);
      setChecked(answer);
      setStatus({
        kind: 'info',
        text: text('ready', { count: answer.row_count, table: answer.table }),
      });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!checked) return;
    setBusy(true);
    try {
      const answer = await commitUpload(checked.table, checked.upload_id, 'append');
      setChecked(undefined);
      setStatus({
        kind: 'ok',
        text: text('written', {
          written: answer.written,
          table: answer.table,
          replaced: answer.replaced,
        }),
      });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (column: TargetColumn) => (event: DragEvent) => {
    event.preventDefault();
    setDropTarget(undefined);
    const from = event.dataTransfer.getData(DRAG_TYPE) || event.dataTransfer.getData('text/plain');
    if (from && sample?.header.includes(from)) mapFrom(column, from);
  };

  const ruleText = (column: TargetColumn) => {
    const entry = entryOf(column.name);
    if (!entry) return '';
    const rule = coercionRule(entry, column, sample);
    const main = text('rule', { from: text(`kind_${rule.from}`), to: text(`kind_${rule.to}`) });
    return rule.dateFormat ? `${main} (${rule.dateFormat})` : main;
  };

  if (tables.length === 0 && status?.kind !== 'error') {
    return (
      <Text size="sm" c="dimmed" p="md" data-testid="integrator-empty">
        {text('noTables')}
      </Text>
    );
  }

  return (
    <ScrollArea h="100%" type="auto" data-testid="integrator">
      <Stack gap="sm" p="sm" className={classes.root}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={text('importLabel')}
            data-testid="integrator-import"
            value={selected}
            onChange={(event) => openImport(event.currentTarget.value, imports)}
            data={[
              { value: NEW, label: text('newImport') },
              ...imports.map((item) => ({ value: item.name, label: item.name })),
            ]}
          />
          {!saved && (
            <TextInput
              label={text('nameLabel')}
              data-testid="integrator-name"
              value={name}
              placeholder="supplier-prices"
              error={name !== '' && !nameOk ? text('nameInvalid') : undefined}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          )}
          <NativeSelect
            label={text('tableLabel')}
            data-testid="integrator-table"
            value={tableName}
            onChange={(event) => changeTable(event.currentTarget.value)}
            data={[
              { value: '', label: text('tablePlaceholder') },
              ...tables.map((t) => ({ value: t.name, label: t.name })),
            ]}
          />
          <SegmentedControl
            data-testid="integrator-source"
            value={sourceKind}
            onChange={(value) => {
              setSourceKind(value as 'file' | 'query');
              setSample(undefined);
              setChecked(undefined);
            }}
            data={[
              { value: 'file', label: text('sourceFile') },
              { value: 'query', label: text('sourceQuery') },
            ]}
          />
        </Group>

        {table && (
          <Text size="xs" c="dimmed" data-testid="integrator-key-note">
            {table.key.length > 0
              ? text('keyNote', { key: table.key.join(' + ') })
              : text('noKeyNote')}
          </Text>
        )}
        {table && !writable && (
          <Alert color="yellow" data-testid="integrator-no-write" p="xs">
            {text('noWrite', { table: table.name })}
          </Alert>
        )}
        {!canSave && (
          <Text size="xs" c="dimmed" data-testid="integrator-viewer-note">
            {text('viewerNote')}
          </Text>
        )}

        {sourceKind === 'file' ? (
          <div
            className={classes.dropzone}
            data-testid="integrator-dropzone"
            onDragOver={(event) => {
              if (event.dataTransfer.types.includes('Files')) event.preventDefault();
            }}
            onDrop={(event) => {
              const dropped = event.dataTransfer.files[0];
              if (!dropped) return;
              event.preventDefault();
              void pickFile(dropped);
            }}
          >
            <IconFileUpload size={18} stroke={1.5} />
            <Text size="sm">{file ? file.name : text('dropHint')}</Text>
            <FileButton
              onChange={(next) => void pickFile(next)}
              accept=".csv,.tsv,.txt,.json,.xlsx"
            >
              {(props) => (
                <Button size="xs" variant="light" data-testid="integrator-choose" {...props}>
                  {text('chooseFile')}
                </Button>
              )}
            </FileButton>
          </div>
        ) : (
          <NativeSelect
            data-testid="integrator-query"
            aria-label={text('sourceQuery')}
            value={querySlug}
            onChange={(event) => pickQuery(event.currentTarget.value)}
            data={[
              { value: '', label: text('queryPlaceholder') },
              ...slugs.map((slug) => ({ value: slug, label: slug })),
            ]}
          />
        )}

        {table && !sample && (
          <Text size="sm" c="dimmed">
            {text('pickSource')}
          </Text>
        )}

        {table && sample && (
          <div className={classes.mapper}>
            <div className={classes.sources}>
              <Text size="xs" fw={600} tt="uppercase" c="dimmed">
                {text('sourceColumns')}
              </Text>
              <Text size="xs" c="dimmed">
                {text('dragHint')}
              </Text>
              {sample.header.map((header) => (
                <div
                  key={header}
                  className={classes.chip}
                  draggable
                  data-testid={`source-col-${header}`}
                  onDragStart={(event) => {
                    event.dataTransfer.setData(DRAG_TYPE, header);
                    event.dataTransfer.setData('text/plain', header);
                    event.dataTransfer.effectAllowed = 'link';
                  }}
                >
                  <IconGripVertical size={14} stroke={1.5} />
                  <span className={classes.chipName}>{header}</span>
                  <span className={classes.chipSample}>
                    {String(sample.rows[0]?.[header] ?? '')}
                  </span>
                </div>
              ))}
            </div>
            <div className={classes.targets}>
              <Text size="xs" fw={600} tt="uppercase" c="dimmed">
                {text('tableColumns')}
              </Text>
              {columns.map((column) => {
                const entry = entryOf(column.name);
                const isDate = column.type === 'DATE' || column.type === 'TIMESTAMP';
                return (
                  <div
                    key={column.name}
                    className={classes.target}
                    data-testid={`target-${column.name}`}
                    data-drop={dropTarget === column.name || undefined}
                    onDragOver={(event) => {
                      event.preventDefault();
                      setDropTarget(column.name);
                    }}
                    onDragLeave={() => setDropTarget(undefined)}
                    onDrop={onDrop(column)}
                  >
                    <div className={classes.targetHead}>
                      <Text size="sm" fw={600}>
                        {column.title}
                      </Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {column.name}
                      </Text>
                      {column.key && (
                        <Badge size="xs" variant="light">
                          {text('keyBadge')}
                        </Badge>
                      )}
                      {column.required && !column.key && (
                        <Badge size="xs" variant="light" color="gray">
                          {text('requiredBadge')}
                        </Badge>
                      )}
                    </div>
                    <Group gap={6} wrap="wrap" align="center">
                      <NativeSelect
                        size="xs"
                        aria-label={column.title}
                        data-testid={`map-${column.name}`}
                        value={entry?.from ?? NEW}
                        onChange={(event) => mapFrom(column, event.currentTarget.value)}
                        data={[
                          { value: NEW, label: text('notFilled') },
                          ...sample.header.map((h) => ({ value: h, label: h })),
                        ]}
                      />
                      {entry && (
                        <>
                          <IconArrowRight size={14} stroke={1.5} />
                          <Text size="xs" data-testid={`rule-${column.name}`}>
                            {ruleText(column)}
                          </Text>
                        </>
                      )}
                    </Group>
                    {entry?.from !== undefined && (
                      <Group gap={6} wrap="wrap" align="flex-start">
                        <MultiSelect
                          size="xs"
                          className={classes.transforms}
                          placeholder={entry.transform?.length ? undefined : text('transforms')}
                          aria-label={text('transforms')}
                          data-testid={`transforms-${column.name}`}
                          value={entry.transform ?? []}
                          onChange={(value) =>
                            updateEntry(column, {
                              transform: value.length > 0 ? (value as Transform[]) : undefined,
                            })
                          }
                          data={TRANSFORM_NAMES.map((t) => ({
                            value: t,
                            label: text(`transform_${t}`),
                          }))}
                          comboboxProps={{ withinPortal: true }}
                        />
                        {isDate && (
                          <TextInput
                            size="xs"
                            w={150}
                            aria-label={text('dateFormat')}
                            placeholder={`${text('dateFormat')}: DD/MM/YYYY`}
                            data-testid={`date-format-${column.name}`}
                            value={entry.date_format ?? ''}
                            onChange={(event) =>
                              updateEntry(column, {
                                date_format: event.currentTarget.value || undefined,
                              })
                            }
                          />
                        )}
                      </Group>
                    )}
                  </div>
                );
              })}
            </div>
          </div>
        )}

        {preview && (
          <Stack gap={4} data-testid="integrator-preview">
            <Text size="xs" fw={600} tt="uppercase" c="dimmed">
              {text('preview', { count: preview.rows.length })}
            </Text>
            {preview.failingRows > 0 && (
              <Text size="xs" c="red" data-testid="integrator-preview-errors">
                {text('previewErrors', { count: preview.failingRows })}
              </Text>
            )}
            <Table.ScrollContainer minWidth={300}>
              <Table withTableBorder withColumnBorders striped fz="xs">
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th key={column.name}>{column.name}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.slice(0, 10).map((row, index) => (
                    <Table.Tr key={index}>
                      {columns.map((column) => {
                        const cell = row[column.name];
                        const error = cell?.error === 'required' ? text('required') : cell?.error;
                        return (
                          <Table.Td
                            key={column.name}
                            className={error ? classes.badCell : undefined}
                            title={error}
                            data-testid={`preview-${index}-${column.name}`}
                            data-error={error ? 'true' : undefined}
                          >
                            {cell?.value === undefined || cell.value === null
                              ? ''
                              : String(cell.value)}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}

        <Group gap="sm">
          {canSave && (
            <Button
              size="xs"
              variant="default"
              data-testid="integrator-save"
              disabled={!nameOk || !tableName || busy}
              onClick={() => void save()}
            >
              {text('save')}
            </Button>
          )}
          <Button
            size="xs"
            data-testid="integrator-run"
            disabled={
              !writable || !hasSource || !nameOk || busy || (dirty && !canSave) || !!checked
            }
            onClick={() => void run()}
          >
            {text('run')}
          </Button>
          {checked && (
            <>
              <Button
                size="xs"
                color="green"
                data-testid="integrator-confirm"
                onClick={() => void confirm()}
              >
                {text('confirm', { count: checked.row_count })}
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setChecked(undefined)}>
                {text('cancel')}
              </Button>
            </>
          )}
        </Group>
        {status && (
          <Alert
            p="xs"
            color={status.kind === 'error' ? 'red' : status.kind === 'ok' ? 'green' : 'blue'}
            data-testid="integrator-status"
            data-kind={status.kind}
          >
            <Text size="sm">{status.text}</Text>
            {status.failures && status.failures.length > 0 && (
              <ul className={classes.failures} data-testid="integrator-failures">
                {status.failures.slice(0, 20).map((f, i) => (
                  <li key={i}>
                    {text('failure', { row: f.row, column: f.column, message: f.message })}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </Stack>
    </ScrollArea>
  );
}
