import { ActionIcon, Badge, Button, Group, Select, TextInput, Tooltip } from '@mantine/core';
import { IconBraces, IconDeviceFloppy, IconPlayerPlay, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../runtime/app/i18n/use-localize.ts';
import type { ProgramChoice } from './query-editor-api.ts';
import { QUERY_EDITOR_NS } from './texts.ts';

/** Props of {@link QueryEditorHeader}. */
export interface QueryEditorHeaderProps {
  slug: string;
  onSlugChange(slug: string): void;
  programId: number | undefined;
  programs: ProgramChoice[];
  onProgramChange(program: ProgramChoice): void;
  datasource: string | undefined;
  datasources: string[];
  onDatasourceChange(name: string): void;
  mode: 'create' | 'update';
  saving: boolean;
  running: boolean;
  onRun(): void;
  onSave(): void;
  onAdvancedOptions(): void;
  onAdvancedEditor(): void;
}

/**
 * The query editor's header (widget-layer §2): the editable slug name, the filterable program
 * dropdown, the datasource, and the actions (preview, Advanced Editor, Advanced Options cog,
 * save as new or update).
 */
export function QueryEditorHeader(props: QueryEditorHeaderProps) {
  const { t } = useTranslation(QUERY_EDITOR_NS);
  const localize = useLocalize();
  const { programs, mode } = props;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="query-editor-header">
      <TextInput
        label={t('slug')}
        value={props.slug}
        onChange={(event) => props.onSlugChange(event.currentTarget.value.trim())}
        w={260}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontWeight: 600 } }}
        data-testid="query-slug"
      />
      <Select
        label={t('program')}
        placeholder={t('programPlaceholder')}
        searchable
        nothingFoundMessage="No results."
        data={programs.map((p) => ({
          value: String(p.program_id),
          label: localize(p.program_name),
        }))}
        value={props.programId === undefined ? null : String(props.programId)}
        onChange={(value) => {
          const program = programs.find((p) => String(p.program_id) === value);
          if (program) props.onProgramChange(program);
        }}
        allowDeselect={false}
        w={220}
        data-testid="query-program"
      />
      <Select
        label={t('datasource')}
        data={props.datasources}
        value={props.datasource ?? null}
        onChange={(value) => value && props.onDatasourceChange(value)}
        allowDeselect={false}
        w={150}
        data-testid="query-datasource"
      />
      <Badge
        variant="light"
        color={mode === 'update' ? 'blue' : 'teal'}
        mb={8}
        data-testid="query-save-mode"
        data-mode={mode}
      >
        {mode === 'update' ? t('willUpdate') : t('willCreate')}
      </Badge>
      <Group gap="xs" ml="auto" mb={2}>
        <Button
          variant="light"
          leftSection={<IconPlayerPlay size={16} />}
          onClick={props.onRun}
          loading={props.running}
          data-testid="query-run"
        >
          {t('run')}
        </Button>
        <Tooltip label={t('advancedEditor')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('advancedEditor')}
            onClick={props.onAdvancedEditor}
            data-testid="query-advanced-editor"
          >
            <IconBraces size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('advancedOptions')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('advancedOptions')}
            onClick={props.onAdvancedOptions}
            data-testid="query-advanced-options"
          >
            <IconSettings size={18} />
          </ActionIcon>
        </Tooltip>
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          onClick={props.onSave}
          loading={props.saving}
          data-testid="query-save"
        >
          {mode === 'update' ? t('update') : t('saveAsNew')}
        </Button>
      </Group>
    </Group>
  );
}
