/**
 * The container's slots a widget fills: the loading, empty, error and measuring states every
 * type shows the same way (same words in en/es/pt, same retry button), and skeletons.
 */
export {
  WidgetEmpty,
  WidgetError,
  WidgetLoading,
  WidgetMeasuring,
  type WidgetEmptyProps,
  type WidgetErrorProps,
  type WidgetStateProps,
} from './WidgetState.tsx';
export { SkeletonBar, type SkeletonBarProps } from './SkeletonBar.tsx';
export { LoadingSkeleton } from './LoadingSkeleton.tsx';
export { dataState, type DataStateProps } from './DataStates.tsx';
