import { Menu } from '@mantine/core';
import { useCachedLabels } from '../i18n/cached-labels.ts';
import { PREVIEW_VIEWS, type PreviewView } from './preview-params.ts';
import { ToolIcon } from './ToolIcon.tsx';
import { ToolIconButton } from './ToolIconButton.tsx';
import { WIDGET_NS } from './texts.ts';

/** Props of {@link PreviewPanel}. */
export interface PreviewPanelProps {
  view: PreviewView;
  onChange: (view: PreviewView) => void;
}

const ICONS = { chart: 'chart-bar', card: 'cards', grid: 'table' } as const;
const LABELS = {
  chart: 'toolbar.previewChart',
  card: 'toolbar.previewCard',
  grid: 'toolbar.previewGrid',
} as const;

/**
 * The preview panel (widget-layer §2): three icons switch the widget between chart, card and
 * grid table. The choice is local to this view of the widget and never saved.
 */
export function PreviewPanel({ view, onChange }: PreviewPanelProps) {
  const t = useCachedLabels(WIDGET_NS);
  return (
    // A plain row laid out by dashboard.css: one in every wide data widget's toolbar.
    <div
      className="nav-preview-panel"
      role="group"
      aria-label={t('toolbar.preview')}
      data-testid="preview-panel"
    >
      {PREVIEW_VIEWS.map((option) => {
        const label = t(LABELS[option]);
        return (
          // The toolbar's shared tooltip (HoverTip.tsx) shows data-tip.
          <ToolIconButton
            key={option}
            pressedTone="primary"
            aria-label={label}
            aria-pressed={view === option}
            data-preview={option}
            data-tip={label}
            onClick={() => onChange(option)}
          >
            <ToolIcon name={ICONS[option]} size={15} />
          </ToolIconButton>
        );
      })}
    </div>
  );
}

/** The preview views as entries of the toolbar's menu (narrow widgets). */
export function PreviewMenuItems({ view, onChange }: PreviewPanelProps) {
  const t = useCachedLabels(WIDGET_NS);
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{t('toolbar.preview')}</Menu.Label>
      {PREVIEW_VIEWS.map((option) => {
        return (
          <Menu.Item
            key={option}
            leftSection={<ToolIcon name={ICONS[option]} size={15} />}
            data-preview={option}
            aria-pressed={view === option}
            fw={view === option ? 600 : undefined}
            onClick={() => onChange(option)}
          >
            {t(LABELS[option])}
          </Menu.Item>
        );
      })}
    </>
  );
}
