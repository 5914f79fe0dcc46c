/**
 * A small bar chart as the chart widget sends it to be prepared (its rows cut out of the
 * 'table' dataset); `title` makes it a spec no other test, and no earlier run on the same data
 * directory, prepared.
 */
export function titledBars(title: string) {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title,
    data: { name: 'table' },
    width: 200,
    height: 100,
    mark: 'bar',
    encoding: {
      x: { field: 'store', type: 'nominal' },
      y: { field: 'revenue', type: 'quantitative' },
    },
  };
}
