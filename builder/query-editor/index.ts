export { QueryEditorModal } from './QueryEditorModal.tsx';
export type { QueryEditorModalProps } from './QueryEditorModal.tsx';
