// The lazily loaded uPlot drawing of one vital's daily p75, with its "good" and "poor" thresholds as dashed lines.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const DAY_SECONDS = 24 * 60 * 60;

interface Props {
  /** Days as UTC midnight, in seconds. */
  days: number[];
  values: (number | null)[];
  thresholds: readonly [number, number];
  unit: string;
}

function colour(element: Element, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim();
}

export default function VitalsChart({ days, values, thresholds, unit }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current!;
    const [good, poor] = thresholds;
    const muted = colour(element, '--color-muted');
    const axis = { stroke: muted, grid: { stroke: colour(element, '--color-border'), width: 1 }, ticks: { show: false } };
    const line = (stroke: string) => ({ stroke, width: 1, dash: [6, 4], points: { show: false } });
    const size = () => ({ width: element.clientWidth, height: element.clientHeight });
    const plot = new uPlot({
      ...size(),
      legend: { show: false },
      cursor: { drag: { x: false, y: false, setScale: false } },
      scales: { y: { range: (_plot, _min, max) => [0, Math.max(max ?? 0, poor) * 1.1] } },
      axes: [
        // One tick per day at most, labelled month-day (UTC, as the summary groups days).
        { ...axis, incrs: [DAY_SECONDS, 2 * DAY_SECONDS, 7 * DAY_SECONDS], values: (_plot, splits) => splits.map((s) => new Date(s * 1000).toISOString().slice(5, 10)) },
        { ...axis, size: 56, values: (_plot, splits) => splits.map((v) => `${v}${unit}`) },
      ],
      series: [
        {},
        { label: 'p75', stroke: colour(element, '--color-accent'), width: 2, points: { show: true, size: 7 } },
        { label: 'good', ...line(muted) },
        { label: 'poor', ...line(colour(element, '--color-danger')) },
      ],
    }, [days, values, days.map(() => good), days.map(() => poor)], element);
    const observer = new ResizeObserver(() => plot.setSize(size()));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days, values, thresholds, unit]);
  return <div ref={box} style={{ height: '100%' }} />;
}
