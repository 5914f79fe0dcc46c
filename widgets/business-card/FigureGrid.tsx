import type { ShownFigure } from '../../runtime/core/widgets/card-figures.ts';
import classes from './figures.module.css';

/** The figures of a business or profile card (the profile card uses it too). */
export function FigureGrid({ figures, testId }: { figures: ShownFigure[]; testId: string }) {
  if (figures.length === 0) return null;
  return (
    <div className={classes.grid} data-testid={testId}>
      {figures.map((figure) => (
        <div
          key={figure.field}
          className={classes.figure}
          data-testid={`${testId}-item`}
          data-field={figure.field}
        >
          <div className={classes.label}>{figure.label}</div>
          <div className={classes.value} data-testid={`${testId}-value`}>
            {figure.value}
          </div>
        </div>
      ))}
    </div>
  );
}
