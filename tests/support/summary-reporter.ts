import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one closing line `tests: N passed, N failed, N skipped` that CI reads, and lists
 * every skipped test with its reason so a skip is never silent.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const skippedNames: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else {
          skipped += 1;
          skippedNames.push(`  skipped: ${test.fullName} (${module.moduleId})`);
        }
      }
      if (module.state() === 'failed' && module.children.size === 0) failed += 1;
    }
    if (skippedNames.length > 0) process.stdout.write(`\n${skippedNames.join('\n')}\n`);
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
