/**
 * Where the shell's floating layers sit, shared by the parts that must not cover each other.
 * Toasts start below the top bar, so the user menu's button is never under one, and the
 * user menu's dropdown draws above them, so a toast that is showing never hides its items.
 */

/** Height of the top bar (AppShell header), in px; toasts.module.css starts toasts below it. */
export const HEADER_HEIGHT = 60;

/** z-index of the toasts: above dialogs (Mantine modals sit at 200) and the offline banner. */
export const TOASTS_Z_INDEX = 2000;

/** z-index of the user menu's dropdown: above the toasts. */
export const USER_MENU_Z_INDEX = TOASTS_Z_INDEX + 10;
