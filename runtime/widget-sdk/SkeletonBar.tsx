import type { CSSProperties } from 'react';
import styles from './SkeletonBar.module.css';

/** Props of {@link SkeletonBar}. */
export interface SkeletonBarProps {
  height: CSSProperties['height'];
  width?: CSSProperties['width'];
  style?: CSSProperties;
}

/**
 * A still skeleton bar, as Mantine's `<Skeleton animate={false}>` looks, in one plain element.
 * Mantine's puts every skeleton on a composited layer of its own (translateZ(0)) and draws it
 * with two pseudo-elements: a dashboard's loading placeholders (three per pending widget,
 * eight per chart) were a hundred layers that every frame had to composite again while the
 * charts drew.
 */
export function SkeletonBar({ height, width = '100%', style }: SkeletonBarProps) {
  return <div className={styles.bar} style={{ height, width, ...style }} />;
}
