/**
 * The charts of a page draw a few per task: a vega embed takes tens of milliseconds, and twenty
 * charts whose rows arrive together would otherwise hold the main thread for one long task
 * (no input, no frame). Jobs run lightest first (by the weight they were queued with), in the
 * order queued among equals (the grid's order), yielding to the browser whenever a task has
 * used its time budget.
 */

import { waitAtMost } from '../../runtime/widget-sdk/scheduling.ts';
import { yieldToBrowser, type Yielder } from '../../runtime/widget-sdk/scheduling.ts';

/** A queued job's handle: cancel() drops it if it has not started. */
export interface QueuedJob {
  cancel: () => void;
}

/**
 * How long the queue waits for a job's promise. Drawing is synchronous once vega has the
 * spec; a job still pending past this waits on something else (a data url), and must not
 * hold back the charts queued after it.
 */
export const JOB_WAIT_MS = 1000;

/**
 * Main-thread time the queue may use before it yields. The chart view's own jobs already end
 * their task between preparing a chart and drawing it, so no task holds more than one chart's
 * drawing and the next one's preparing (10–45 ms on the demo dashboard, a long task only on
 * code not yet compiled); what the budget decides is how often the queue also steps aside
 * between charts, each time a chance for the browser to paint the page so far (paint,
 * layerize and commit of up to sixteen canvases, 15–20 ms each time). 50 ms painted 3–4
 * such frames while the demo dashboard's charts drew; 150 ms paints one or two, a warm load
 * ~30 ms sooner (21 alternating reloads), with the same longest task.
 */
export const TASK_BUDGET_MS = 150;

const now = () => performance.now();

/**
 * A queue running async jobs one after another, yielding to the browser once a task has run
 * for `budgetMs` (0: a yield between each two jobs).
 */
export function createEmbedQueue(yielder: Yielder = yieldToBrowser, budgetMs = TASK_BUDGET_MS) {
  const jobs: { run: () => unknown; weight: number }[] = [];
  let draining = false;

  async function drain(): Promise<void> {
    draining = true;
    try {
      // Even the first job waits a turn: the task that queued it (a render's effects) is
      // long enough already. Then jobs run back to back until the task has used its budget:
      // a yield after every chart would let the browser lay out and paint the page between
      // each two, which costs more than the charts.
      let taskStart = Number.NEGATIVE_INFINITY;
      while (jobs.length > 0) {
        if (now() - taskStart >= budgetMs) {
          await yielder();
          taskStart = now();
        }
        const job = jobs.shift();
        if (!job) break;
        try {
          await waitAtMost(job.run(), JOB_WAIT_MS);
        } catch {
          // A job reports its own failure; the queue goes on with the next chart.
        }
      }
    } finally {
      draining = false;
    }
  }

  return {
    /**
     * Queues `run` after every waiting job of no greater `weight` (equal weights keep their
     * order). The chart view weighs a chart by its rows: the light charts of a dashboard draw
     * first, and the heaviest (a year of days with its hover points took up to ~380 ms when
     * it came first, on code not yet compiled) draws once vega's code is warm, in a task of
     * ~60–170 ms.
     */
    add(run: () => unknown, weight = 0): QueuedJob {
      const job = { run, weight };
      const at = jobs.findIndex((queued) => queued.weight > weight);
      // Jobs not started yet only: the running one has left the list.
      if (at < 0) jobs.push(job);
      else jobs.splice(at, 0, job);
      if (!draining) void drain();
      return {
        cancel: () => {
          const index = jobs.indexOf(job);
          if (index >= 0) jobs.splice(index, 1);
        },
      };
    },
    /** Jobs waiting to start. */
    get size(): number {
      return jobs.length;
    },
  };
}

/** The page's queue of chart embeds and updates. */
export const embedQueue = createEmbedQueue();
