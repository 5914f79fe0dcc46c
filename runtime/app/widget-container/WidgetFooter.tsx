import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../schemas/generated/index.ts';
import type { WidgetData } from '../../widget-sdk/types.ts';
import { ReportTools } from './ReportTools.tsx';
import { WIDGET_NS } from './texts.ts';

/** Props of {@link WidgetFooter}. */
export interface WidgetFooterProps {
  widget: Widget;
  /** The last-update line when it goes in the footer. */
  lastUpdate: string | undefined;
  /** Super users' report tools (reports enabled, a query slug). */
  reports: boolean;
  data: WidgetData | undefined;
  locale: string;
}

/**
 * The widget footer: the note that the server cut the rows at the datasource's row_limit,
 * the last-update line and, for super users, the report tools.
 */
export function WidgetFooter({ widget, lastUpdate, reports, data, locale }: WidgetFooterProps) {
  const { t } = useTranslation(WIDGET_NS);
  const showReports = reports && widget.params?.reports !== undefined;
  const truncated = data?.truncated === true;
  if (!lastUpdate && !showReports && !truncated) return null;
  return (
    // Plain elements (dashboard.css): a footer per widget, rendered on every dashboard load.
    <div className="nav-widget-footer" data-testid="widget-footer">
      {truncated && (
        <p className="nav-widget-truncated" role="status" data-testid="widget-truncated">
          {t('messages.truncated', {
            rows: new Intl.NumberFormat(locale).format(data.rows.length),
          })}
        </p>
      )}
      <p
        className="nav-widget-last-update"
        data-testid={lastUpdate ? 'widget-last-update' : undefined}
      >
        {lastUpdate ?? ''}
      </p>
      {showReports && widget.params?.reports && (
        <ReportTools widget={widget} reports={widget.params.reports} data={data} locale={locale} />
      )}
    </div>
  );
}
