/**
 * The dashboard pages the router loads lazily (their chunk holds the grid, the widget
 * container and the widget types), and what other parts of the app reuse.
 */
import './texts.ts';
import '../widget-container/texts.ts';
import './dashboard.css';

export { ModulePage } from './ModulePage.tsx';
export { SharedDashboardPage } from './SharedDashboardPage.tsx';
export { SharedWidgetPage } from './SharedWidgetPage.tsx';
export { DashboardView, type DashboardViewProps } from './DashboardView.tsx';
export { useWidgetData, type WidgetDataState } from './useWidgetData.ts';
export { requestConditions } from './widget-conditions.ts';
export {
  WidgetContainer,
  type WidgetContainerProps,
} from '../widget-container/WidgetContainer.tsx';
