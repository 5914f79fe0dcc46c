// Node module hooks for `navigator widgets`: the widget folders import CSS modules, which only
// the browser bundle (Vite) understands. The CLI reads the type definitions, never the styles,
// so a stylesheet loads as an empty module.
export async function load(url, context, nextLoad) {
  if (url.split('?')[0].endsWith('.css')) {
    return { format: 'module', source: 'export default {};', shortCircuit: true };
  }
  return nextLoad(url, context);
}
