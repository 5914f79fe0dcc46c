import type { Widget } from '../../../schemas/generated/index.ts';
import type { WidgetData } from '../../widget-sdk/types.ts';
import { ReportTools } from './ReportTools.tsx';

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

/** The widget footer: the last-update line and, for super users, the report tools. */
export function WidgetFooter({ widget, lastUpdate, reports, data, locale }: WidgetFooterProps) {
  const showReports = reports && widget.params?.reports !== undefined;
  if (!lastUpdate && !showReports) return null;
  return (
    // Plain elements (dashboard.css): a footer per widget, rendered on every dashboard load.
    <div className="nav-widget-footer" data-testid="widget-footer">
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
