/**
 * The parts both the small dialog and the drawer show: the data source (saved query with the
 * super user's edit button, or an address), the help text with its preview, and the share
 * link. Each form is generated from the widget schema.
 */
import { Button, CopyButton, Group, Stack, Text, TextInput, Typography } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../runtime/app/shell/notify.ts';
import { navigatorStore } from '../../runtime/app/stores/navigator-store.ts';
import { markdownHtml } from '../../runtime/app/widget-container/sanitize.ts';
import type { Widget } from '../../schemas/generated/index.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import { QueryEditorModal } from '../query-editor/index.ts';
import { SETTINGS_NS } from './settings-texts.ts';
import type { SlugColumns } from './useSlugColumns.ts';
import { shouldLookUpColumns, slugOf } from './widget-draft.ts';
import {
  dataSourceSchema,
  dataSourceUiSchema,
  helpSchema,
  helpUiSchema,
} from './widget-sections.ts';

/** Props of {@link DataSourceSection}. */
export interface DataSourceSectionProps {
  definition: WidgetTypeDefinition;
  draft: Widget;
  onChange: (next: Widget) => void;
  query: SlugColumns;
  /** Super users get the edit button of the query editor beside the slug field. */
  superUser: boolean;
  idPrefix: string;
}

/** The saved query of a data widget, or the address of an iframe or image. */
export function DataSourceSection({
  definition,
  draft,
  onChange,
  query,
  superUser,
  idPrefix,
}: DataSourceSectionProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const [editing, setEditing] = useState(false);
  const schema = useMemo(() => dataSourceSchema(definition), [definition]);
  const slug = slugOf(draft);
  const openEditor = useCallback(() => setEditing(true), []);
  return (
    <Stack gap="xs" data-testid="settings-datasource">
      <SchemaForm
        schema={schema}
        uiSchema={dataSourceUiSchema}
        value={draft}
        onChange={onChange}
        idPrefix={idPrefix}
        onEditQuery={definition.needsData && superUser ? openEditor : undefined}
        editQueryLabel={t('editQuery')}
        // The widget's program, else the program of the page it sits on.
        slugProgram={draft.program_slug ?? navigatorStore.routeIds.program}
      />
      {definition.needsData && <ColumnsLine slug={slug} query={query} />}
      {superUser && (
        <QueryEditorModal
          opened={editing}
          onClose={() => setEditing(false)}
          slug={slug}
          onSaved={(saved) => {
            setEditing(false);
            onChange({ ...draft, query_slug: { ...draft.query_slug, slug: saved } });
            notify('info', t('pressSave'));
          }}
        />
      )}
    </Stack>
  );
}

function ColumnsLine({ slug, query }: { slug: string | undefined; query: SlugColumns }) {
  const { t } = useTranslation(SETTINGS_NS);
  let text: string;
  let color = 'dimmed';
  if (!shouldLookUpColumns(slug)) text = t('slugTooShort');
  else if (query.loading || query.slug !== slug) text = t('columnsLoading', { slug });
  else if (query.error) {
    text = t('columnsError', { slug, message: query.error });
    color = 'red';
  } else text = t('columns', { list: query.columns.join(', ') });
  return (
    <Text size="xs" c={color} data-testid="slug-columns" lineClamp={3}>
      {text}
    </Text>
  );
}

/** Props of {@link HelpSection}. */
export interface HelpSectionProps {
  draft: Widget;
  onChange: (next: Widget) => void;
  idPrefix: string;
}

/** The help text (markdown) with its rendered preview, as the help popover will show it. */
export function HelpSection({ draft, onChange, idPrefix }: HelpSectionProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const html = useMemo(
    () => (draft.description ? markdownHtml(draft.description) : ''),
    [draft.description],
  );
  return (
    <Stack gap="sm" data-testid="settings-help">
      <SchemaForm
        schema={helpSchema}
        uiSchema={helpUiSchema}
        value={draft}
        onChange={onChange}
        idPrefix={idPrefix}
      />
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {t('helpPreview')}
      </Text>
      {html ? (
        <Typography fz="sm">
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </Typography>
      ) : (
        <Text size="sm" c="dimmed">
          {t('noHelp')}
        </Text>
      )}
    </Stack>
  );
}

/** The widget's share link with a copy button. */
export function ShareSection({ link }: { link: string }) {
  const { t } = useTranslation(SETTINGS_NS);
  return (
    <Stack gap="xs" data-testid="settings-share">
      <Text size="sm" c="dimmed">
        {t('shareText')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput value={link} readOnly flex={1} aria-label={t('copy')} />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('copied') : t('copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
