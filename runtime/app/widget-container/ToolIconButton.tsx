import type { ComponentPropsWithRef } from 'react';

/** Props of {@link ToolIconButton}: a button's, and the colour of its pressed state. */
export type ToolIconButtonProps = ComponentPropsWithRef<'button'> & {
  /** Pressed in the primary colour (the preview panel's chosen view); gray by default. */
  pressedTone?: 'gray' | 'primary';
};

/**
 * A toolbar's icon button: Mantine's ActionIcon (size sm, subtle gray, light when
 * aria-pressed) as a single plain <button> styled in dashboard.css. Each widget's toolbar has
 * up to eight, so a 20-widget dashboard mounts 160: as ActionIcons (four components each,
 * with their style props) they were a third of the widgets' first render.
 */
export function ToolIconButton({ className, pressedTone, ...props }: ToolIconButtonProps) {
  return (
    <button
      type="button"
      // Mantine's global classes: its focus ring and the press nudge, as ActionIcon has them.
      className={`mantine-focus-auto mantine-active nav-tool-button${className ? ` ${className}` : ''}`}
      data-tone={pressedTone === 'primary' ? 'primary' : undefined}
      {...props}
    />
  );
}
