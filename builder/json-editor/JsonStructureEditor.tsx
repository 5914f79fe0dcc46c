import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../runtime/app/shell/notify.ts';
import {
  blurredName,
  changeItemType,
  itemsFromValue,
  JSON_ITEM_TYPES,
  nextItemId,
  numberFieldValue,
  updateItem,
  valueOfItems,
  type JsonItem,
  type JsonItemType,
} from './json-items.ts';
import { JSON_EDITOR_NS } from './texts.ts';

/** Props of the JSON structure editor. */
export interface JsonStructureEditorProps {
  /** The JSON value edited (an object or an array at the root). */
  value: unknown;
  /** Called with the whole new value after every change. */
  onChange(value: unknown): void;
}

interface RowProps {
  item: JsonItem;
  /** Items of an array are named by their index: the name is not editable. */
  inArray: boolean;
  depth: number;
  onUpdate(id: string, update: (item: JsonItem) => JsonItem | undefined): void;
}

function ItemRow({ item, inArray, depth, onUpdate }: RowProps) {
  const { t } = useTranslation(JSON_EDITOR_NS);
  const [collapsed, setCollapsed] = useState(false);
  const [childName, setChildName] = useState('');
  const container = item.type === 'array' || item.type === 'object';
  const typeOptions = JSON_ITEM_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));
  const addChild = () => {
    if (item.type === 'object' && childName.trim() === '') {
      notify('warning', t('nameRequired'));
      return;
    }
    onUpdate(item.id, (current) => {
      const children = current.childParams ?? [];
      const name = current.type === 'array' ? String(children.length) : childName.trim();
      return {
        ...current,
        childParams: [...children, { id: nextItemId(), name, type: 'string', remark: '' }],
      };
    });
    setChildName('');
    setCollapsed(false);
  };
  return (
    <Stack gap={4} data-testid={`json-item-${item.name}`}>
      <Group gap="xs" wrap="nowrap" pl={depth * 20}>
        {container ? (
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={collapsed ? t('expand') : t('collapse')}
            onClick={() => setCollapsed((value) => !value)}
            data-testid="json-item-toggle"
          >
            {collapsed ? <IconChevronRight size={14} /> : <IconChevronDown size={14} />}
          </ActionIcon>
        ) : (
          <span style={{ width: 22 }} />
        )}
        <TextInput
          size="xs"
          w={160}
          aria-label={t('name')}
          value={item.name}
          readOnly={inArray}
          onChange={(event) => {
            const name = event.currentTarget.value;
            onUpdate(item.id, (current) => ({ ...current, name }));
          }}
          onBlur={(event) => {
            const result = blurredName(event.currentTarget.value);
            if (result.refused) {
              notify('warning', t('nameRequired'));
              onUpdate(item.id, (current) => ({ ...current, name: result.name }));
            }
          }}
          data-testid="json-item-name"
        />
        <Select
          size="xs"
          w={110}
          aria-label={t('type')}
          data={typeOptions}
          value={item.type}
          allowDeselect={false}
          onChange={(type) =>
            type && onUpdate(item.id, (c) => changeItemType(c, type as JsonItemType))
          }
          data-testid="json-item-type"
        />
        {item.type === 'string' && (
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={t('value')}
            value={String(item.remark ?? '')}
            onChange={(event) => {
              const remark = event.currentTarget.value;
              onUpdate(item.id, (current) => ({ ...current, remark }));
            }}
            data-testid="json-item-value"
          />
        )}
        {item.type === 'number' && (
          <NumberInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={t('value')}
            value={typeof item.remark === 'number' ? item.remark : 0}
            onChange={(next) =>
              onUpdate(item.id, (current) => ({ ...current, remark: numberFieldValue(next) }))
            }
            data-testid="json-item-value"
          />
        )}
        {item.type === 'boolean' && (
          <Switch
            aria-label={t('value')}
            checked={item.remark === true}
            onChange={(event) => {
              const remark = event.currentTarget.checked;
              onUpdate(item.id, (current) => ({ ...current, remark }));
            }}
            data-testid="json-item-value"
          />
        )}
        {container && (
          <Text size="xs" c="dimmed" style={{ flex: 1 }}>
            {item.type === 'array' ? '[ ]' : '{ }'} {item.childParams?.length ?? 0}
          </Text>
        )}
        <Tooltip label={t('remove')}>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={t('remove')}
            onClick={() => onUpdate(item.id, () => undefined)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {container && !collapsed && (
        <Stack gap={4}>
          {(item.childParams ?? []).map((child) => (
            <ItemRow
              key={child.id}
              item={child}
              inArray={item.type === 'array'}
              depth={depth + 1}
              onUpdate={onUpdate}
            />
          ))}
          <Group gap="xs" pl={(depth + 1) * 20 + 30}>
            {item.type === 'object' && (
              <TextInput
                size="xs"
                w={160}
                placeholder={t('name')}
                aria-label={t('name')}
                value={childName}
                onChange={(event) => setChildName(event.currentTarget.value)}
              />
            )}
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconPlus size={12} />}
              onClick={addChild}
            >
              {t('addChild')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * JSON structure editor (app-shell §4, §5): the value as items with a name, a type and
 * children; changing a type resets the value; objects and arrays collapse and expand; a new
 * item needs a name ('please must input a name!'), an emptied name becomes 'null' and an
 * emptied number 0.
 */
export function JsonStructureEditor({ value, onChange }: JsonStructureEditorProps) {
  const { t } = useTranslation(JSON_EDITOR_NS);
  const asArray = Array.isArray(value);
  const [items, setItems] = useState<JsonItem[]>(() => itemsFromValue(value));
  // A value replaced from outside rebuilds the items; the echo of an edit made here does not.
  // Compared as text: a parent may pass a new but equal object on every render.
  const incoming = JSON.stringify(value ?? {});
  const [seen, setSeen] = useState(incoming);
  if (incoming !== seen) {
    setSeen(incoming);
    if (JSON.stringify(valueOfItems(items, asArray)) !== incoming) setItems(itemsFromValue(value));
  }
  const [name, setName] = useState('');
  const [type, setType] = useState<JsonItemType>('string');

  const commit = (next: JsonItem[]) => {
    setItems(next);
    onChange(valueOfItems(next, asArray));
  };
  const onUpdate: RowProps['onUpdate'] = (id, update) => commit(updateItem(items, id, update));
  const add = () => {
    if (!asArray && name.trim() === '') {
      notify('warning', t('nameRequired'));
      return;
    }
    const itemName = asArray ? String(items.length) : name.trim();
    commit([...items, changeItemType({ id: nextItemId(), name: itemName, type: 'string' }, type)]);
    setName('');
  };

  return (
    <Paper withBorder p="sm" radius="md" data-testid="json-structure-editor">
      <Stack gap={6}>
        {items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('empty')}
          </Text>
        )}
        {items.map((item) => (
          <ItemRow key={item.id} item={item} inArray={asArray} depth={0} onUpdate={onUpdate} />
        ))}
        <Group
          gap="xs"
          mt="xs"
          pt="xs"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          {!asArray && (
            <TextInput
              size="xs"
              w={160}
              placeholder={t('name')}
              aria-label={t('name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              data-testid="json-new-name"
            />
          )}
          <Select
            size="xs"
            w={110}
            aria-label={t('type')}
            data={JSON_ITEM_TYPES.map((option) => ({ value: option, label: t(`types.${option}`) }))}
            value={type}
            allowDeselect={false}
            onChange={(next) => next && setType(next as JsonItemType)}
          />
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={add}
            data-testid="json-add"
          >
            {t('add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
