import {
  Alert,
  Button,
  Checkbox,
  Group,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../runtime/widget-sdk/api-fetch.ts';
import { getToken, TOKEN_TYPE } from '../../runtime/widget-sdk/data.ts';
import { columnFormats, downloadBlob } from '../../runtime/widget-sdk/export.ts';
import { localizeText } from '../../runtime/widget-sdk/format.ts';
import { dataState } from '../../runtime/widget-sdk/slots.ts';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import {
  DEFAULT_FORMATS,
  downloadBlobOf,
  downloadName,
  fileSize,
  type DownloadFormat,
} from './download-files.ts';
import { downloadText } from './download-messages.ts';

interface DataFile {
  path: string;
  size: number;
  modified: string;
}

type FileList = { folder: string; files: DataFile[] } | { folder: string; error: string };

/** The files of the tenant data folder `folder` (GET /api/v2/tenant-files/list). */
function useDataFiles(folder: string | undefined): FileList | undefined {
  const [list, setList] = useState<FileList>();
  useEffect(() => {
    if (folder === undefined) return;
    let live = true;
    apiFetch<{ data: DataFile[] }>(
      `/api/v2/tenant-files/list?folder=${encodeURIComponent(folder)}`,
      { silent: true },
    ).then(
      (answer) => live && setList({ folder, files: answer.data }),
      (error: unknown) =>
        live && setList({ folder, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [folder]);
  return list?.folder === folder ? list : undefined;
}

/** Downloads a data file with the user's token (the route needs it; a plain link has none). */
async function downloadDataFile(file: DataFile): Promise<void> {
  const response = await fetch(
    `/api/v2/tenant-files/data/${file.path.split('/').map(encodeURIComponent).join('/')}`,
    { headers: { authorization: `${TOKEN_TYPE} ${getToken() ?? ''}` } },
  );
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  downloadBlob(await response.blob(), file.path.split('/').pop() ?? file.path);
}

/**
 * Download: the query's rows as CSV, XLSX or JSON (numbers rounded to their column formats,
 * or raw), and the files of a folder of the tenant data folder (params.download.folder).
 */
export function DownloadWidget(props: WidgetComponentProps) {
  const { widget, params, data, locale } = props;
  const text = downloadText(locale);
  const settings = params.download ?? {};
  const [raw, setRaw] = useState(settings.raw ?? false);
  const [problem, setProblem] = useState<string>();
  const files = useDataFiles(settings.folder);
  const state = dataState(props);
  if (state || !data) return state;
  const formats = (settings.formats ?? DEFAULT_FORMATS) as DownloadFormat[];
  const title = localizeText(widget.title, locale);

  const save = (format: DownloadFormat) => {
    setProblem(undefined);
    const input = {
      title,
      rows: data.rows,
      columns: data.columns,
      formats: columnFormats(widget),
      raw,
    };
    downloadBlobOf(format, input).then(
      (blob) => downloadBlob(blob, downloadName(title, format, raw)),
      (error: unknown) =>
        setProblem(
          text('failed', { message: error instanceof Error ? error.message : String(error) }),
        ),
    );
  };

  return (
    <ScrollArea h="100%" type="auto" data-testid="download-widget">
      <Stack gap="sm" p="sm">
        <Text size="sm" fw={600}>
          {text('rows', { count: data.rows.length })}
        </Text>
        <Group gap="xs">
          {formats.map((format) => (
            <Button
              key={format}
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              data-testid={`download-${format}`}
              onClick={() => save(format)}
            >
              {text(format)}
            </Button>
          ))}
        </Group>
        <Tooltip label={text('rawHint')} multiline w={260} openDelay={400}>
          <Checkbox
            size="xs"
            label={text('raw')}
            checked={raw}
            data-testid="download-raw"
            onChange={(event) => setRaw(event.currentTarget.checked)}
          />
        </Tooltip>
        {problem && (
          <Alert color="red" p="xs">
            {problem}
          </Alert>
        )}
        {settings.folder !== undefined && (
          <Stack gap={4} data-testid="download-files">
            <Text size="sm" fw={600}>
              {text('files')}
            </Text>
            {files && 'error' in files && (
              <Text size="xs" c="red">
                {text('filesFailed', { message: files.error })}
              </Text>
            )}
            {files && 'files' in files && files.files.length === 0 && (
              <Text size="xs" c="dimmed">
                {text('noFiles', { folder: settings.folder })}
              </Text>
            )}
            {files &&
              'files' in files &&
              files.files.map((file) => (
                <UnstyledButton
                  key={file.path}
                  data-testid="download-file"
                  aria-label={text('download', { name: file.path })}
                  onClick={() =>
                    downloadDataFile(file).catch((error: unknown) =>
                      setProblem(
                        text('failed', {
                          message: error instanceof Error ? error.message : String(error),
                        }),
                      ),
                    )
                  }
                >
                  <Group gap={6} wrap="nowrap">
                    <IconFile size={14} stroke={1.5} />
                    <Text size="xs" truncate style={{ flex: 1 }}>
                      {file.path}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {fileSize(file.size, locale)}
                    </Text>
                  </Group>
                </UnstyledButton>
              ))}
          </Stack>
        )}
      </Stack>
    </ScrollArea>
  );
}
