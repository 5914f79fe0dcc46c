/**
 * The dropzone (issue 28): a file dropped here (or picked) streams to the upload route, which
 * reads and checks every row against the declared table. A clean file shows its row count and
 * first rows and waits for "Import" (append, or replace when allowed); a file with bad rows
 * lists each failing row and column and nothing is written.
 */
import {
  Alert,
  Button,
  Group,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type DragEvent } from 'react';
import {
  announceTableWrite,
  apiFetch,
  ApiError,
  errorMessage,
} from '../../runtime/widget-sdk/api-fetch.ts';
import { WidgetError } from '../../runtime/widget-sdk/slots.ts';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { dropzoneText } from './dropzone-messages.ts';
import {
  ACCEPT,
  acceptedFile,
  cellText,
  previewColumns,
  refusalOf,
  type CheckedUpload,
  type RefusedUpload,
} from './dropzone-files.ts';

/** Preview rows shown (the server sends up to 20). */
const SHOWN_ROWS = 5;

type Step =
  | { kind: 'idle' }
  | { kind: 'reading'; file: string }
  | { kind: 'preview'; upload: CheckedUpload }
  | { kind: 'refused'; file: string; refusal: RefusedUpload }
  | { kind: 'done'; written: number; replaced: number }
  | { kind: 'problem'; message: string };

export function DropzoneWidget({ params, locale, height }: WidgetComponentProps) {
  const text = dropzoneText(locale);
  const table = params.dropzone?.table;
  const allowReplace = params.dropzone?.allow_replace ?? true;
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [mode, setMode] = useState<'append' | 'replace'>('append');
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!table) return <WidgetError locale={locale} height={height} message={text('noTable')} />;
  const base = `/api/v2/tables/${encodeURIComponent(table)}/uploads`;

  const problemOf = (failure: unknown, file: string): string => {
    if (failure instanceof ApiError && failure.status === 403) return text('forbidden', { table });
    if (failure instanceof ApiError && failure.status === 413)
      return `${text('tooLarge', { file })} (${failure.message})`;
    return text('failed', { message: errorMessage(failure) });
  };

  const upload = async (file: File) => {
    if (!acceptedFile(file.name)) {
      setStep({ kind: 'problem', message: text('format') });
      return;
    }
    setStep({ kind: 'reading', file: file.name });
    try {
      const checked = await apiFetch<CheckedUpload>(
        `${base}?file_name=${encodeURIComponent(file.name)}`,
        {
          method: 'POST',
          body: file,
          headers: { 'content-type': file.type || 'application/octet-stream' },
        },
      );
      setMode('append');
      setStep({ kind: 'preview', upload: checked });
    } catch (failure) {
      const refusal = failure instanceof ApiError ? refusalOf(failure.body) : undefined;
      if (refusal) setStep({ kind: 'refused', file: file.name, refusal });
      else setStep({ kind: 'problem', message: problemOf(failure, file.name) });
    }
  };

  const commit = async (checked: CheckedUpload) => {
    setBusy(true);
    try {
      const result = await apiFetch<{ written: number; replaced: number }>(
        `${base}/${encodeURIComponent(checked.upload_id)}`,
        { method: 'POST', body: { mode } },
      );
      setStep({ kind: 'done', written: result.written, replaced: result.replaced });
      notifications.show({
        color: 'green',
        message: text('imported', { written: result.written, table }),
      });
      announceTableWrite(table);
    } catch (failure) {
      const refusal = failure instanceof ApiError ? refusalOf(failure.body) : undefined;
      if (refusal) setStep({ kind: 'refused', file: checked.file_name, refusal });
      else setStep({ kind: 'problem', message: problemOf(failure, checked.file_name) });
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload(file);
  };

  const zone = (
    <div
      data-testid="dropzone-area"
      role="button"
      tabIndex={0}
      onClick={() => input.current?.click()}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') input.current?.click();
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{
        border: `2px dashed ${over ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-4)'}`,
        borderRadius: 8,
        padding: '18px 12px',
        textAlign: 'center',
        cursor: 'pointer',
        background: over ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Text fw={600}>{text('prompt')}</Text>
      <Text size="sm" c="dimmed">
        {text('pick')}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {text('into', { table })}
      </Text>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="dropzone-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void upload(file);
        }}
      />
    </div>
  );

  return (
    <ScrollArea h={height} type="auto" data-testid="dropzone">
      <Stack gap="sm" p="sm" pt={4}>
        {(step.kind === 'idle' || step.kind === 'problem' || step.kind === 'refused') && zone}
        {step.kind === 'reading' && <Text>{text('reading', { file: step.file })}</Text>}
        {step.kind === 'problem' && (
          <Alert color="red" data-testid="dropzone-problem">
            {step.message}
          </Alert>
        )}
        {step.kind === 'refused' && (
          <Alert color="red" data-testid="dropzone-refused">
            <Text fw={600} size="sm">
              {text('refused', { count: step.refusal.failing_rows, file: step.file })}
            </Text>
            <ul style={{ margin: '6px 0 0', paddingLeft: 18 }}>
              {step.refusal.failures.map((failure, index) => (
                <li key={index} data-testid="dropzone-failure">
                  <Text size="sm">
                    {failure.column
                      ? text('failure', { ...failure })
                      : text('failureRow', { row: failure.row, message: failure.message })}
                  </Text>
                </li>
              ))}
            </ul>
          </Alert>
        )}
        {step.kind === 'preview' && (
          <Preview
            upload={step.upload}
            text={text}
            busy={busy}
            mode={mode}
            allowReplace={allowReplace}
            onMode={setMode}
            onConfirm={() => void commit(step.upload)}
            onCancel={() => setStep({ kind: 'idle' })}
          />
        )}
        {step.kind === 'done' && (
          <Stack gap="xs" data-testid="dropzone-done">
            <Alert color="green">
              {text('imported', { written: step.written, table })}
              {step.replaced > 0 ? ` ${text('replacedSome', { replaced: step.replaced })}` : ''}
            </Alert>
            <Group>
              <Button variant="light" onClick={() => setStep({ kind: 'idle' })}>
                {text('another')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </ScrollArea>
  );
}

function Preview({
  upload,
  text,
  busy,
  mode,
  allowReplace,
  onMode,
  onConfirm,
  onCancel,
}: {
  upload: CheckedUpload;
  text: ReturnType<typeof dropzoneText>;
  busy: boolean;
  mode: 'append' | 'replace';
  allowReplace: boolean;
  onMode: (mode: 'append' | 'replace') => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const columns = previewColumns(upload);
  const rows = upload.preview.slice(0, SHOWN_ROWS);
  return (
    <Stack gap="xs" data-testid="dropzone-preview">
      <Text fw={600} data-testid="dropzone-count">
        {text('ready', { count: upload.row_count, file: upload.file_name })}
      </Text>
      <Text size="sm" c="dimmed">
        {text('previewOf', { shown: rows.length })}
      </Text>
      <Table.ScrollContainer minWidth={200}>
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={index}>
                {columns.map((column) => (
                  <Table.Td key={column}>{cellText(row[column])}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" wrap="wrap">
        {allowReplace ? (
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(value) => onMode(value as 'append' | 'replace')}
            data={[
              { value: 'append', label: text('append') },
              { value: 'replace', label: text('replace') },
            ]}
          />
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {text('cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy} data-testid="dropzone-confirm">
            {text('confirm')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
