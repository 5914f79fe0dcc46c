/**
 * The dashboard's one shared hover tooltip: a widget marks an element with the attribute and
 * text the hook returns instead of mounting a Tooltip per cell (hundreds per table).
 */
export {
  TIP_ATTRIBUTE,
  TIP_OPEN_DELAY_MS,
  useHoverTip,
} from '../app/widget-container/HoverTip.tsx';
