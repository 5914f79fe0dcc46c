import { WidgetError } from '../../runtime/widget-sdk/WidgetState.tsx';
import { usMapText } from './us-map-messages.ts';

/** The error state of a map that vega could not draw (useUsMap's `failure`). */
export function MapFailure(props: { locale: string; height: number; message: string }) {
  return (
    <WidgetError
      locale={props.locale}
      height={props.height}
      message={usMapText(props.locale)('mapFailed', { message: props.message })}
    />
  );
}
