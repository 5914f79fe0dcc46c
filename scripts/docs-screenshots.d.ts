/** Names of the docs/screenshots/*.png pictures a Markdown text shows, in order, once each. */
export function shownScreenshots(markdown: string): string[];
