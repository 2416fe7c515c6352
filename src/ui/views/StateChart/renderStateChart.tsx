import { renderToStaticMarkup } from 'react-dom/server';
import { StateChart, type StateChartProps } from './StateChart.tsx';

/** The chart as a stand-alone SVG document (for `npm run atlas`): the same view, rendered to a string. */
export function renderStateChartSvg(props: StateChartProps): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(<StateChart {...props} />)}\n`;
}
