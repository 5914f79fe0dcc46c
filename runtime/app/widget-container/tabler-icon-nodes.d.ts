/**
 * Each icon module of @tabler/icons-react exports its outline as `__iconNode` next to the
 * component: the elements of a 24 × 24 SVG, as [tag, attributes] pairs. ToolIcon.tsx draws
 * the toolbars' icons from them.
 */
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  export const __iconNode: [tag: string, attributes: Record<string, string | number>][];
}
