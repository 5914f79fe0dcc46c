import {
  ActionIcon,
  Alert,
  Button,
  Code,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../../runtime/widget-sdk/api-fetch.ts';
import {
  fetchPrograms,
  fetchQuery,
  fetchSchema,
  listBuilderQueries,
  previewNotebook,
  saveBuilderQuery,
  type BuilderPreview,
  type SavedQuery,
  type SchemaListing,
} from './qb-api.ts';
import { builderText } from './qb-messages.ts';
import {
  aggregateAlias,
  availableJoins,
  cleanNotebook,
  OPERATORS,
  operandsOf,
  outputColumns,
  parseRef,
  queryColumns,
  refKey,
  summarizes,
  type Aggregate,
  type Filter,
  type Notebook,
  type Operator,
  otherAliases,
  removeStep,
  replaceStep,
  type ListStep,
  type StepItem,
} from './qb-model.ts';
import classes from './queries-builder.module.css';

const FNS: Aggregate['fn'][] = ['count', 'count_distinct', 'sum', 'avg', 'min', 'max'];
const GRAINS = ['day', 'week', 'month', 'quarter', 'year'] as const;
const SLUG = /^\w+$/;

export interface NotebookEditorProps {
  locale: string;
  /** A saved query to open (its notebook, datasource and program). */
  slug?: string;
  /** Called after a save with the slug. */
  onSaved?: (slug: string) => void;
}

function Step({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="xs" radius="sm" data-testid={testId}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
        {title}
      </Text>
      <Stack gap={6}>{children}</Stack>
    </Paper>
  );
}

/** A preview cell: numbers with the UI language's grouping and at most 4 decimals. */
const cellText = (value: unknown, locale: string) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'number'
      ? value.toLocaleString(locale, { maximumFractionDigits: 4 })
      : String(value);

const messageOf = (error: unknown) => {
  const body =
    error instanceof ApiError
      ? (error.body as { errors?: { path: string; message: string }[]; reason?: string })
      : undefined;
  const details = body?.errors?.map((e) => `${e.path}: ${e.message}`).join('; ') ?? body?.reason;
  return [error instanceof Error ? error.message : String(error), details]
    .filter(Boolean)
    .join(' ');
};

/**
 * The queries builder's notebook (Metabase's "notebook" is the anchor): pick a datasource and
 * table, join along declared relations, choose columns, filter with operators that fit each
 * column's type, summarize (metrics by groupings), sort and limit. Every change previews live
 * with the readable SQL the server generates; the query saves as a normal saved query and a
 * saved one opens back here with the same steps.
 */
export function NotebookEditor({ locale, slug: initialSlug, onSaved }: NotebookEditorProps) {
  const text = builderText(locale);
  const [schema, setSchema] = useState<SchemaListing | undefined>();
  const [datasource, setDatasource] = useState<string | undefined>();
  const [notebook, setNotebook] = useState<Notebook>({ table: '' });
  const [programs, setPrograms] = useState<string[]>([]);
  const [saved, setSaved] = useState<SavedQuery[]>([]);
  const [opened, setOpened] = useState<SavedQuery | undefined>();
  const [slug, setSlug] = useState('');
  const [program, setProgram] = useState('');
  const [preview, setPreview] = useState<BuilderPreview | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [forbidden, setForbidden] = useState(false);

  const open = (query: SavedQuery | undefined) => {
    setOpened(query);
    if (!query) {
      setNotebook({ table: '' });
      setSlug('');
      return;
    }
    setSlug(query.query_slug);
    if (query.program_slug) setProgram(query.program_slug);
    if (query.source && query.source !== datasource) {
      setDatasource(query.source);
      fetchSchema(query.source)
        .then(setSchema)
        .catch((e: unknown) => setError(messageOf(e)));
    }
    setNotebook(query.builder ?? { table: '' });
  };

  useEffect(() => {
    Promise.all([fetchSchema(), fetchPrograms(), listBuilderQueries()])
      .then(async ([listing, programList, queries]) => {
        setSchema(listing);
        setDatasource(listing.datasource);
        setPrograms(programList);
        setProgram((p) => p || programList[0] || '');
        setSaved(queries);
        if (initialSlug) open(await fetchQuery(initialSlug));
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 403) setForbidden(true);
        else setError(messageOf(e));
      });
    // Loads once per opened slug; later changes come from the person.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialSlug]);

  const clean = useMemo(() => cleanNotebook(notebook), [notebook]);
  const body = JSON.stringify(clean);
  useEffect(() => {
    if (!clean.table || !datasource) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewNotebook(clean, datasource, controller.signal)
        .then((answer) => {
          setPreview(answer);
          setError(undefined);
        })
        .catch((e: unknown) => {
          if (!controller.signal.aborted) setError(messageOf(e));
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `body` stands for the cleaned notebook's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [body, datasource]);

  if (forbidden) {
    return (
      <Alert color="yellow" m="sm" data-testid="qb-forbidden">
        {text('forbidden')}
      </Alert>
    );
  }

  const tables = schema?.tables ?? [];
  const columns = queryColumns(notebook, tables);
  const columnOptions = columns.map((c) => ({ value: refKey(c), label: refKey(c) }));
  const kindOf = (key: string) => columns.find((c) => refKey(c) === key)?.kind ?? 'text';
  const update = (change: Partial<Notebook>) => setNotebook((n) => ({ ...n, ...change }));
  const joins = availableJoins(notebook, schema?.relations ?? []);
  const outputs = outputColumns(notebook, tables);

  const edit = <K extends ListStep>(
    key: K,
    index: number,
    change: (item: StepItem<K>) => StepItem<K>,
  ) => update(replaceStep(notebook, key, index, change));
  const drop = (key: ListStep, index: number) => update(removeStep(notebook, key, index));
  const setFilter = (index: number, change: Partial<Filter>) =>
    edit('filters', index, (f) => ({ ...f, ...change }));

  const save = async () => {
    setNotice(undefined);
    try {
      const answer = await saveBuilderQuery(
        { query_slug: slug, program_slug: program, source: datasource ?? 'demo', builder: clean },
        opened?.query_slug === slug ? opened.version : undefined,
      );
      const fresh = await fetchQuery(answer.query_slug);
      setOpened(fresh);
      setSaved(await listBuilderQueries());
      setNotice(text('saved', { slug: answer.query_slug }));
      onSaved?.(answer.query_slug);
    } catch (e) {
      setError(messageOf(e));
    }
  };

  const remove = (onClick: () => void) => (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={text('remove')}
      onClick={onClick}
    >
      <IconX size={14} />
    </ActionIcon>
  );

  return (
    <ScrollArea h="100%" type="auto" data-testid="queries-builder">
      <div className={classes.layout}>
        <Stack gap="xs" className={classes.steps}>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <NativeSelect
              size="xs"
              label={text('open')}
              data-testid="qb-open"
              value={opened?.query_slug ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setNotice(undefined);
                if (!value) return open(undefined);
                fetchQuery(value)
                  .then(open)
                  .catch((err: unknown) => setError(messageOf(err)));
              }}
              data={[
                { value: '', label: text('newQuery') },
                ...saved.map((q) => ({ value: q.query_slug, label: q.query_slug })),
              ]}
            />
          </Group>
          <Step title={text('data')} testId="qb-step-data">
            <Group gap="xs" wrap="wrap">
              <NativeSelect
                size="xs"
                aria-label={text('datasource')}
                data-testid="qb-datasource"
                value={datasource ?? ''}
                onChange={(e) => {
                  const next = e.currentTarget.value;
                  setDatasource(next);
                  setNotebook({ table: '' });
                  fetchSchema(next)
                    .then(setSchema)
                    .catch((err: unknown) => setError(messageOf(err)));
                }}
                data={schema?.datasources ?? []}
              />
              <NativeSelect
                size="xs"
                aria-label={text('table')}
                data-testid="qb-table"
                value={notebook.table}
                onChange={(e) => setNotebook({ table: e.currentTarget.value })}
                data={[
                  { value: '', label: text('tablePlaceholder') },
                  ...tables.map((t) => ({ value: t.name, label: t.name })),
                ]}
              />
            </Group>
          </Step>
          {notebook.table && (
            <>
              <Step title={text('joins')} testId="qb-step-joins">
                {(notebook.joins ?? []).map((join, index) => (
                  <Group key={join.table} gap="xs" data-testid={`qb-join-${join.table}`}>
                    <Text size="sm" ff="monospace">
                      {join.table} ({refKey(join.on.left)} = {refKey(join.on.right)})
                    </Text>
                    <NativeSelect
                      size="xs"
                      value={join.type ?? 'left'}
                      aria-label={join.table}
                      onChange={(e) => {
                        const type = e.currentTarget.value as 'left' | 'inner';
                        edit('joins', index, (j) => ({ ...j, type }));
                      }}
                      data={[
                        { value: 'left', label: text('join_left') },
                        { value: 'inner', label: text('join_inner') },
                      ]}
                    />
                    {remove(() => drop('joins', index))}
                  </Group>
                ))}
                <Group gap={4} wrap="wrap">
                  {joins.map((join) => (
                    <Button
                      key={`${join.table}-${refKey(join.on.left)}`}
                      size="compact-xs"
                      variant="light"
                      leftSection={<IconPlus size={12} />}
                      data-testid={`qb-add-join-${join.table}`}
                      onClick={() => update({ joins: [...(notebook.joins ?? []), join] })}
                    >
                      {text('addJoin', { table: join.table })}
                    </Button>
                  ))}
                </Group>
              </Step>
              {!summarizes(notebook) && (
                <Step title={text('columns')} testId="qb-step-columns">
                  <Group gap={4} wrap="wrap">
                    {columns.map((c) => {
                      const key = refKey(c);
                      const on = (notebook.columns ?? []).some((r) => refKey(r) === key);
                      return (
                        <Button
                          key={key}
                          size="compact-xs"
                          variant={on ? 'filled' : 'default'}
                          data-testid={`qb-column-${key}`}
                          onClick={() =>
                            update({
                              columns: on
                                ? (notebook.columns ?? []).filter((r) => refKey(r) !== key)
                                : [
                                    ...(notebook.columns ?? []),
                                    { table: c.table, column: c.column },
                                  ],
                            })
                          }
                        >
                          {key}
                        </Button>
                      );
                    })}
                  </Group>
                  {(notebook.columns ?? []).length === 0 && (
                    <Text size="xs" c="dimmed">
                      {text('allColumns')}
                    </Text>
                  )}
                </Step>
              )}
              <Step title={text('filters')} testId="qb-step-filters">
                {(notebook.filters ?? []).map((filter, index) => {
                  const key = refKey(filter.column);
                  const operands = operandsOf(filter.op);
                  return (
                    <Group key={index} gap={4} wrap="wrap" data-testid={`qb-filter-${index}`}>
                      <NativeSelect
                        size="xs"
                        aria-label={text('filters')}
                        data-testid={`qb-filter-${index}-column`}
                        value={key}
                        onChange={(e) => {
                          const kind = kindOf(e.currentTarget.value);
                          setFilter(index, {
                            column: parseRef(e.currentTarget.value),
                            op: OPERATORS[kind].includes(filter.op) ? filter.op : '=',
                          });
                        }}
                        data={columnOptions}
                      />
                      <NativeSelect
                        size="xs"
                        aria-label="operator"
                        data-testid={`qb-filter-${index}-op`}
                        value={filter.op}
                        onChange={(e) =>
                          setFilter(index, { op: e.currentTarget.value as Operator })
                        }
                        data={OPERATORS[kindOf(key)].map((op) => ({
                          value: op,
                          label: text(`op_${op}`),
                        }))}
                      />
                      {(operands === 'one' || operands === 'two') && (
                        <TextInput
                          size="xs"
                          w={130}
                          aria-label={text('value')}
                          data-testid={`qb-filter-${index}-value`}
                          type={kindOf(key) === 'date' ? 'date' : 'text'}
                          value={filter.value === undefined ? '' : String(filter.value)}
                          onChange={(e) => {
                            const raw = e.currentTarget.value;
                            setFilter(index, {
                              value:
                                kindOf(key) === 'number' && raw !== '' && !Number.isNaN(Number(raw))
                                  ? Number(raw)
                                  : raw,
                            });
                          }}
                        />
                      )}
                      {operands === 'two' && (
                        <TextInput
                          size="xs"
                          w={130}
                          aria-label={text('value2')}
                          data-testid={`qb-filter-${index}-value2`}
                          type={kindOf(key) === 'date' ? 'date' : 'text'}
                          value={filter.value2 === undefined ? '' : String(filter.value2)}
                          onChange={(e) => setFilter(index, { value2: e.currentTarget.value })}
                        />
                      )}
                      {operands === 'list' && (
                        <TextInput
                          size="xs"
                          w={220}
                          aria-label={text('values')}
                          placeholder={text('values')}
                          data-testid={`qb-filter-${index}-values`}
                          value={(filter.values ?? []).join(', ')}
                          onChange={(e) =>
                            setFilter(index, {
                              values: e.currentTarget.value
                                .split(',')
                                .map((v) => v.trim())
                                .filter(Boolean),
                            })
                          }
                        />
                      )}
                      {remove(() => drop('filters', index))}
                    </Group>
                  );
                })}
                <Button
                  size="compact-xs"
                  variant="light"
                  w="fit-content"
                  leftSection={<IconPlus size={12} />}
                  data-testid="qb-add-filter"
                  onClick={() => {
                    const first = columns[0];
                    if (first)
                      update({
                        filters: [
                          ...(notebook.filters ?? []),
                          { column: { table: first.table, column: first.column }, op: '=' },
                        ],
                      });
                  }}
                >
                  {text('addFilter')}
                </Button>
              </Step>
              <Step title={text('summarize')} testId="qb-step-summarize">
                {(notebook.aggregates ?? []).map((aggregate, index) => (
                  <Group key={index} gap={4} data-testid={`qb-aggregate-${index}`}>
                    <NativeSelect
                      size="xs"
                      aria-label={text('summarize')}
                      data-testid={`qb-aggregate-${index}-fn`}
                      value={aggregate.fn}
                      onChange={(e) => {
                        const fn = e.currentTarget.value as Aggregate['fn'];
                        const column =
                          fn === 'count' ? undefined : (aggregate.column ?? columns[0]);
                        const next: Aggregate = {
                          fn,
                          as: aggregateAlias(fn, column?.column, otherAliases(notebook, index)),
                          ...(column
                            ? { column: { table: column.table, column: column.column } }
                            : {}),
                        };
                        edit('aggregates', index, () => next);
                      }}
                      data={FNS.map((fn) => ({ value: fn, label: text(`fn_${fn}`) }))}
                    />
                    {aggregate.fn !== 'count' && (
                      <NativeSelect
                        size="xs"
                        aria-label={text('columns')}
                        data-testid={`qb-aggregate-${index}-column`}
                        value={aggregate.column ? refKey(aggregate.column) : ''}
                        onChange={(e) => {
                          const column = parseRef(e.currentTarget.value);
                          const others = otherAliases(notebook, index);
                          edit('aggregates', index, (a) => ({
                            ...a,
                            column,
                            as: aggregateAlias(a.fn, column.column, others),
                          }));
                        }}
                        data={columnOptions.filter(
                          (o) =>
                            aggregate.fn === 'count_distinct' ||
                            aggregate.fn === 'min' ||
                            aggregate.fn === 'max' ||
                            kindOf(o.value) === 'number',
                        )}
                      />
                    )}
                    <Text size="xs" c="dimmed" ff="monospace">
                      → {aggregate.as}
                    </Text>
                    {remove(() => drop('aggregates', index))}
                  </Group>
                ))}
                <Button
                  size="compact-xs"
                  variant="light"
                  w="fit-content"
                  leftSection={<IconPlus size={12} />}
                  data-testid="qb-add-aggregate"
                  onClick={() =>
                    update({
                      aggregates: [
                        ...(notebook.aggregates ?? []),
                        {
                          fn: 'count',
                          as: aggregateAlias(
                            'count',
                            undefined,
                            (notebook.aggregates ?? []).map((a) => a.as),
                          ),
                        },
                      ],
                    })
                  }
                >
                  {text('addAggregate')}
                </Button>
                <Text size="xs" fw={600}>
                  {text('by')}
                </Text>
                {(notebook.group_by ?? []).map((group, index) => {
                  const key = refKey(group.column);
                  return (
                    <Group key={index} gap={4} data-testid={`qb-group-${index}`}>
                      <NativeSelect
                        size="xs"
                        aria-label={text('by')}
                        data-testid={`qb-group-${index}-column`}
                        value={key}
                        onChange={(e) => {
                          const column = parseRef(e.currentTarget.value);
                          edit('group_by', index, () => ({ column }));
                        }}
                        data={columnOptions}
                      />
                      {kindOf(key) === 'date' && (
                        <NativeSelect
                          size="xs"
                          aria-label="grain"
                          data-testid={`qb-group-${index}-grain`}
                          value={group.grain ?? ''}
                          onChange={(e) => {
                            const grain = e.currentTarget.value as (typeof GRAINS)[number] | '';
                            edit('group_by', index, (g) => ({
                              column: g.column,
                              ...(grain ? { grain } : {}),
                            }));
                          }}
                          data={[
                            { value: '', label: text('noGrain') },
                            ...GRAINS.map((g) => ({ value: g, label: text(`grain_${g}`) })),
                          ]}
                        />
                      )}
                      {remove(() => drop('group_by', index))}
                    </Group>
                  );
                })}
                <Button
                  size="compact-xs"
                  variant="light"
                  w="fit-content"
                  leftSection={<IconPlus size={12} />}
                  data-testid="qb-add-group"
                  onClick={() => {
                    const first = columns[0];
                    if (first)
                      update({
                        group_by: [
                          ...(notebook.group_by ?? []),
                          { column: { table: first.table, column: first.column } },
                        ],
                      });
                  }}
                >
                  {text('addGroupBy')}
                </Button>
              </Step>
              <Step title={text('sort')} testId="qb-step-sort">
                {(notebook.order_by ?? []).map((order, index) => (
                  <Group key={index} gap={4} data-testid={`qb-sort-${index}`}>
                    <NativeSelect
                      size="xs"
                      aria-label={text('sort')}
                      data-testid={`qb-sort-${index}-column`}
                      value={order.column}
                      onChange={(e) => {
                        const column = e.currentTarget.value;
                        edit('order_by', index, (o) => ({ ...o, column }));
                      }}
                      data={outputs}
                    />
                    <NativeSelect
                      size="xs"
                      aria-label="direction"
                      data-testid={`qb-sort-${index}-direction`}
                      value={order.direction ?? 'asc'}
                      onChange={(e) => {
                        const direction = e.currentTarget.value as 'asc' | 'desc';
                        edit('order_by', index, (o) => ({ ...o, direction }));
                      }}
                      data={[
                        { value: 'asc', label: text('asc') },
                        { value: 'desc', label: text('desc') },
                      ]}
                    />
                    {remove(() => drop('order_by', index))}
                  </Group>
                ))}
                <Group gap="xs" align="center">
                  <Button
                    size="compact-xs"
                    variant="light"
                    leftSection={<IconPlus size={12} />}
                    data-testid="qb-add-sort"
                    disabled={outputs.length === 0}
                    onClick={() =>
                      update({
                        order_by: [...(notebook.order_by ?? []), { column: outputs[0] ?? '' }],
                      })
                    }
                  >
                    {text('addSort')}
                  </Button>
                  <NumberInput
                    size="xs"
                    w={150}
                    min={1}
                    max={100000}
                    placeholder={text('limit')}
                    aria-label={text('limit')}
                    data-testid="qb-limit"
                    value={notebook.limit ?? ''}
                    onChange={(value) =>
                      update({ limit: typeof value === 'number' && value >= 1 ? value : undefined })
                    }
                  />
                </Group>
              </Step>
            </>
          )}
          <Group gap="xs" align="flex-end" wrap="wrap" className={classes.saveBar}>
            <TextInput
              size="xs"
              label={text('slug')}
              data-testid="qb-slug"
              value={slug}
              error={slug !== '' && !SLUG.test(slug) ? text('slugInvalid') : undefined}
              onChange={(e) => setSlug(e.currentTarget.value)}
            />
            <NativeSelect
              size="xs"
              label={text('program')}
              data-testid="qb-program"
              value={program}
              onChange={(e) => setProgram(e.currentTarget.value)}
              data={programs}
            />
            <Button
              size="xs"
              data-testid="qb-save"
              disabled={!SLUG.test(slug) || !program || !notebook.table}
              onClick={() => void save()}
            >
              {text('save')}
            </Button>
          </Group>
          {notice && (
            <Alert color="green" p="xs" data-testid="qb-notice">
              {notice}
            </Alert>
          )}
          {error && (
            <Alert color="red" p="xs" data-testid="qb-error">
              {error}
            </Alert>
          )}
        </Stack>
        <Stack gap="xs" className={classes.output}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {text('sql')}
          </Text>
          <Code block data-testid="qb-sql" className={classes.sql}>
            {preview?.sql ?? ''}
          </Code>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {text('preview')}
            {preview &&
              ` · ${text(preview.truncated ? 'previewTruncated' : 'previewRows', { count: preview.rows.length })}`}
          </Text>
          {preview && (
            <Table.ScrollContainer minWidth={200} mah={320}>
              <Table striped withTableBorder fz="xs" data-testid="qb-preview">
                <Table.Thead>
                  <Table.Tr>
                    {preview.columns.map((c) => (
                      <Table.Th key={c}>{c}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.slice(0, 50).map((row, i) => (
                    <Table.Tr key={i}>
                      {preview.columns.map((c) => (
                        <Table.Td key={c}>{cellText(row[c], locale)}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </div>
    </ScrollArea>
  );
}
