// The lazily loaded drawing of one panel with uPlot: phase bands, lines with points, axes with units, sized to its box.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatSeriesValue, type ConditionSeries } from '@/domain/diary/conditions-series';
import { fazaName } from '@/domain/week/faza';

interface Plot {
  weeks: number[];
  phases: number[];
  series: ConditionSeries[];
  xLabel: string;
  yLabel: string;
  locale: string;
}

interface Props extends Plot {
  /** The week index under the pointer, or null when it leaves. */
  onPoint: (index: number | null) => void;
}

/** How strongly a week's phase tints its band behind the lines. */
const BAND_ALPHA = 0.16;

/** The theme's colours and font, read from CSS custom properties when the plot mounts (light or dark). */
function readTheme(element: Element) {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    text: read('--color-text'),
    muted: read('--color-muted'),
    border: read('--color-border'),
    surface: read('--color-surface'),
    accent: read('--color-accent'),
    font: `12px ${read('--font') || 'system-ui, sans-serif'}`,
    phases: { germination: read('--faza-germination'), vegetation: read('--faza-vegetation'), flowering: read('--faza-flowering'), harvest: read('--faza-harvest') },
  };
}
type Theme = ReturnType<typeof readTheme>;

/** Tints each week's slot (x ± 0.5) with its phase colour, under the grid and lines. */
function drawPhaseBands(plot: uPlot, phases: readonly number[], theme: Theme) {
  const { ctx, bbox } = plot;
  ctx.save();
  ctx.globalAlpha = BAND_ALPHA;
  phases.forEach((faza, index) => {
    const from = plot.valToPos(index + 0.5, 'x', true);
    const to = plot.valToPos(index + 1.5, 'x', true);
    ctx.fillStyle = theme.phases[fazaName(faza)];
    ctx.fillRect(from, bbox.top, to - from, bbox.height);
  });
  ctx.restore();
}

function buildOptions(plotted: Plot, theme: Theme, size: { width: number; height: number }, onPoint: (index: number | null) => void): uPlot.Options {
  const { weeks, phases, series, xLabel, yLabel, locale } = plotted;
  const axis = { stroke: theme.muted, font: theme.font, labelFont: theme.font, ticks: { show: false }, labelSize: 16 };
  return {
    ...size,
    padding: [8, 12, 0, 0],
    legend: { show: false },
    // Pointing shows a week's values above the plot; no zooming, so a finger scrolls the page as usual.
    cursor: { y: false, drag: { x: false, y: false, setScale: false }, points: { size: 9 } },
    scales: { x: { time: false, range: () => [0.5, weeks.length + 0.5] } },
    axes: [
      { ...axis, label: xLabel, size: 24, grid: { show: false }, incrs: [1, 2, 5, 10, 20, 50], values: (_plot, splits) => splits.map(String) },
      {
        ...axis, label: yLabel, size: 44, grid: { stroke: theme.border, width: 1 },
        values: (_plot, splits) => splits.map((value) => formatSeriesValue({ name: series[0]!.name, unit: '' }, value, locale)),
      },
    ],
    series: [
      {},
      ...series.map((one, position): uPlot.Series => {
        const colour = position === 0 ? theme.accent : theme.muted;
        return {
          label: one.name, stroke: colour, width: 2, ...(position > 0 && { dash: [6, 4] }),
          points: { show: true, size: 7, width: 2, stroke: colour, fill: position === 0 ? colour : theme.surface },
        };
      }),
    ],
    hooks: {
      drawClear: [(plot) => drawPhaseBands(plot, phases, theme)],
      setCursor: [(plot) => onPoint(plot.cursor.idx ?? null)],
    },
  };
}

export default function UPlotChart(props: Props) {
  const box = useRef<HTMLDivElement>(null);
  const onPoint = useRef(props.onPoint);
  useEffect(() => {
    onPoint.current = props.onPoint;
  }, [props.onPoint]);

  const { weeks, phases, series, xLabel, yLabel, locale } = props;
  useEffect(() => {
    const element = box.current!;
    const size = () => ({ width: element.clientWidth, height: element.clientHeight });
    const options = buildOptions({ weeks, phases, series, xLabel, yLabel, locale }, readTheme(element), size(), (index) => onPoint.current(index));
    const plot = new uPlot(options, [weeks, ...series.map((one) => one.values)], element);
    const observer = new ResizeObserver(() => plot.setSize(size()));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [weeks, phases, series, xLabel, yLabel, locale]);

  return <div ref={box} style={{ height: '100%' }} />;
}
