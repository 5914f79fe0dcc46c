import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../runtime/app/api/client.ts';
import { useDashboardContext } from '../../runtime/app/dashboard/dashboard-context.ts';
import { notify } from '../../runtime/app/shell/notify.ts';
import { useCurrentUser } from '../../runtime/app/shell/useCurrentUser.ts';
import { isWidgetOwner } from '../../runtime/app/widget-container/toolbar-items.ts';
import type { Widget } from '../../schemas/generated/index.ts';
import { mutate } from 'swr';
import { formErrors } from '../forms/validator.ts';
import { FORM_EDITOR_NS } from '../form-editor/texts.ts';
import { savePendingColumns, TABLES_PATH, TableSaveError } from '../form-editor/pending-columns.ts';
import type { FormParams } from '../form-editor/form-editor-model.ts';
import { saveWidgetSettings } from './settings-api.ts';
import { SETTINGS_NS } from './settings-texts.ts';
import { useSlugColumns, type SlugColumns } from './useSlugColumns.ts';
import {
  hasChanges,
  resetForNewSlug,
  savePayload,
  shouldLookUpColumns,
  slugOf,
  withoutUndefined,
  type SavedField,
} from './widget-draft.ts';
import { widgetCheckSchema } from './widget-sections.ts';

/** What {@link useSettingsDraft} returns. */
export interface SettingsDraft {
  original: Widget;
  draft: Widget;
  setDraft: (next: Widget) => void;
  /** The working copy differs from the saved widget: Save changes is enabled. */
  dirty: boolean;
  /** The current user owns the widget: only owners save (the server refuses others). */
  canSave: boolean;
  saving: boolean;
  /** Why the last save was refused (invalid fields, the server's message), until the next edit. */
  problem: string | undefined;
  /**
   * The field the last refused save names first ('title.en'), with a count that grows on
   * every refusal so the dialog brings it into view again.
   */
  problemField: { path: string; attempt: number } | undefined;
  /** The query slug after its debounce, and its columns. */
  query: SlugColumns;
  /** Saves; resolves true when the server took it. Invalid input is never sent. */
  save: () => Promise<boolean>;
}

/**
 * The working copy behind the settings dialog and drawer. The dashboard's widget is never
 * touched until a save succeeds, so closing without saving restores the original. A query
 * slug change (after its 500 ms debounce, 6+ characters) resets what belonged to the old
 * query's columns (widget-layer §4).
 */
export function useSettingsDraft(widget: Widget, fields: readonly SavedField[]): SettingsDraft {
  const { t } = useTranslation(SETTINGS_NS);
  const ctx = useDashboardContext();
  const user = useCurrentUser();
  const [original] = useState(widget);
  const [draft, setDraftState] = useState(widget);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [problemField, setProblemField] = useState<SettingsDraft['problemField']>(undefined);
  const setDraft = (next: Widget | ((current: Widget) => Widget)) => {
    setProblem(undefined);
    setProblemField(undefined);
    setDraftState(next);
  };
  const query = useSlugColumns(slugOf(draft));

  // Reset on a change of the debounced slug, not on the first value nor on every keystroke.
  const lastSlug = useRef(slugOf(widget));
  useEffect(() => {
    if (query.slug === lastSlug.current || !shouldLookUpColumns(query.slug)) return;
    lastSlug.current = query.slug;
    setDraftState((current) => resetForNewSlug(current));
    notify('info', t('slugReset'));
  }, [query.slug, t]);

  const dirty = useMemo(() => hasChanges(original, draft, fields), [original, draft, fields]);
  const canSave = isWidgetOwner(user, widget.user_id);

  const save = async (): Promise<boolean> => {
    const errors = formErrors(widgetCheckSchema, withoutUndefined(draft));
    if (errors.length > 0) {
      const list = errors
        .slice(0, 3)
        .map((error) =>
          `${(error.property ?? '').replace(/^\./, '')} ${error.message ?? ''}`.trim(),
        )
        .join('; ');
      // Shown beside Save changes (a toast would cover the buttons of the drawer).
      setProblem(t('invalid', { fields: list }));
      const path = (errors[0]?.property ?? '').replace(/^\./, '');
      setProblemField((last) => ({ path, attempt: (last?.attempt ?? 0) + 1 }));
      return false;
    }
    setSaving(true);
    try {
      // A form's new fields are columns of its table: added first (the write store gains them
      // at once), so the widget's save, which checks its fields against the table, passes.
      const form = (draft.params as { form?: FormParams } | undefined)?.form;
      try {
        const added = await savePendingColumns(form);
        if (added.length > 0) await mutate(TABLES_PATH);
      } catch (error) {
        if (!(error instanceof TableSaveError)) throw error;
        const message = t(`${FORM_EDITOR_NS}:tableSaveFailed`, {
          table: error.table,
          message: error.message,
        });
        setProblem(message);
        notify('error', message);
        return false;
      }
      const answer = await saveWidgetSettings(original, savePayload(original, draft, fields));
      notify('success', answer.message || t('saved'));
      // The dashboard reads its widgets again: the container re-renders with the saved one.
      await ctx.refresh();
      return true;
    } catch (error) {
      const message = t('saveFailed', { message: errorMessage(error) });
      setProblem(message);
      notify('error', message);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    original,
    draft,
    setDraft,
    dirty,
    canSave,
    saving,
    problem,
    problemField,
    query,
    save,
  };
}
