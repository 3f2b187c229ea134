// The lazily loaded uPlot drawing of one statistics figure per day: the period as a filled line, and the previous
// period of the same length as a dashed line at its daily average, so each day compares with what was usual before.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

interface Props {
  /** The period's days as UTC midnight, in seconds. */
  days: number[];
  values: (number | null)[];
  previous: (number | null)[];
  label: string;
  previousLabel: string;
  locale: string;
}

const DAY_SECONDS = 24 * 60 * 60;

export default function StatisticChart({ days, values, previous, label, previousLabel, locale }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current!;
    const style = getComputedStyle(element);
    const read = (name: string) => style.getPropertyValue(name).trim();
    const [accent, soft, muted] = [read('--color-accent'), read('--color-accent-soft'), read('--color-muted')];
    const axis = { stroke: muted, grid: { stroke: read('--color-border'), width: 1 }, ticks: { show: false } };
    const dayLabel = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const size = () => ({ width: element.clientWidth, height: element.clientHeight });
    const plot = new uPlot({
      ...size(),
      legend: { show: false },
      // No zooming: a finger scrolls the page as usual.
      cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 7 } },
      scales: { y: { range: (_plot, _min, max) => [0, Math.max(max ?? 0, 1) * 1.1] } },
      axes: [
        { ...axis, incrs: [DAY_SECONDS, 7 * DAY_SECONDS, 30 * DAY_SECONDS, 91 * DAY_SECONDS], values: (_plot, splits) => splits.map((s) => dayLabel.format(s * 1000)) },
        { ...axis, size: 52, values: (_plot, splits) => splits.map((v) => numbers.format(v)) },
      ],
      series: [
        {},
        { label, stroke: accent, fill: soft, width: 2, points: { show: days.length <= 31, size: 5 } },
        { label: previousLabel, stroke: muted, width: 1, dash: [6, 4], points: { show: false } },
      ],
    }, [days, values, previous], element);
    const observer = new ResizeObserver(() => plot.setSize(size()));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days, values, previous, label, previousLabel, locale]);
  return <div ref={box} style={{ height: '100%' }} />;
}
